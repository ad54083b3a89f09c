import type { ErrorCode, ErrorParams, Problem } from "../core/errors.ts";
import { validate } from "../core/validation.ts";

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

interface ErrorOptions {
  /** The input at fault, as a dotted path (`card.number`, `items.0.guests`). */
  field?: string;
  /** Numbers or names the message needs ({{min}}, {{title}}). */
  params?: ErrorParams;
  /** Extra facts for API clients, added to the answer's body. */
  details?: Record<string, unknown>;
}

/**
 * An expected failure: a status, a stable code and the field at fault. The API words the code in
 * the request's language; pages hand the code to the UI, which words it. Anything that is not an
 * AppError becomes a generic 500.
 */
export class AppError extends Error {
  readonly field?: string;
  readonly params?: ErrorParams;
  readonly details?: Record<string, unknown>;

  constructor(
    readonly status: ErrorStatus,
    readonly code: ErrorCode,
    options: ErrorOptions = {},
  ) {
    super(options.field ? `${options.field}: ${code}` : code);
    this.name = "AppError";
    this.field = options.field;
    this.params = options.params;
    this.details = options.details;
  }

  /** What a page's action hands to its form. */
  get problem(): Problem {
    return {
      code: this.code,
      ...(this.field ? { field: this.field } : {}),
      ...(this.params ? { params: this.params } : {}),
    };
  }
}

export const badRequest = (code: ErrorCode, options?: ErrorOptions) => new AppError(400, code, options);
/** A failed validation: the first problem is the answer's; all of them travel in `problems`. */
export const invalid = (problems: Problem[]) => {
  const first = problems[0] ?? { code: "invalidInput" as const };
  return new AppError(400, first.code, {
    field: first.field,
    params: first.params,
    details: problems.length > 1 ? { problems } : undefined,
  });
};
export const unauthorized = () => new AppError(401, "loginRequired");
export const forbidden = (code: ErrorCode = "forbidden") => new AppError(403, code);
export const notFound = (code: ErrorCode = "notFound") => new AppError(404, code);
export const conflict = (code: ErrorCode, options?: ErrorOptions) => new AppError(409, code, options);

/** Parses with one of core's schemas, or throws a 400 naming every problem's code and field. */
export function parseInput<T>(schema: Parameters<typeof validate<T>>[0], value: unknown): T {
  const result = validate<T>(schema, value);
  if (!result.ok) throw invalid(result.problems);
  return result.data;
}

/** What a 429 asks the client to wait when its limit did not say: every 429 carries Retry-After. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** The seconds of a 429's Retry-After (its limit's own, else the default); none for other statuses. */
export function retryAfterOf(error: AppError): number | undefined {
  if (error.status !== 429) return undefined;
  const asked = error.details?.retryAfter;
  return typeof asked === "number" ? asked : DEFAULT_RETRY_AFTER_SECONDS;
}
