export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 422 | 429 | 501 | 503;

/** An error whose message is safe to show to the user; anything else becomes a generic 500. */
export class AppError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = () => new AppError(401, "Please log in to continue");
export const forbidden = () => new AppError(403, "Access forbidden");
export const notFound = (message = "Not found") => new AppError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new AppError(409, message, details);
