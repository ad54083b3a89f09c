import { data, isRouteErrorResponse } from "react-router";
import type { ErrorCode } from "../../core/errors.ts";
import type { ActionFailure } from "./action-result.ts";

/**
 * For a form's `clientAction`: the server action's answer or, when the server fails (a 500) or
 * cannot be reached, a failure the form words like any other (`serverError`, `network`) instead
 * of the page turning into its error boundary. The failure keeps an error status, so React Router
 * does not revalidate the page's loaders (which would fail the same way).
 */
export async function settle<T>(serverAction: () => Promise<T>) {
  try {
    return await serverAction();
  } catch (error) {
    // A redirect, or an answer the server threw on purpose (a 401 for the area's sign-in prompt),
    // goes on; a fault (5xx, or an answer that could not be read) becomes the form's failure.
    if (error instanceof Response || (isRouteErrorResponse(error) && error.status < 500)) throw error;
    // fetch rejects with a TypeError when the request never got an answer.
    const code: ErrorCode = error instanceof TypeError ? "network" : "serverError";
    const failure: ActionFailure = { ok: false, error: { code }, problems: [] };
    return data(failure, { status: code === "network" ? 503 : 500 });
  }
}
