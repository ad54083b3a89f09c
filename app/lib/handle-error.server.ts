import { isRouteErrorResponse, type HandleErrorFunction } from "react-router";
import { servicesContext } from "../../server/context.ts";
import { log } from "../../server/log.ts";
import { outageContext } from "../../server/outage-response.ts";

/**
 * A loader's, action's or render's failure: when the database could not be reached, the outage
 * monitor notes it (one log line per interval) and the answer becomes a 503 (server/outage-response.ts);
 * anything else but a refusal of the request is logged as an unhandled error, without the query string.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A request that went away, or React Router's own refusal of a bad one (405 without an action,
  // 400 for a malformed data request): the answer says it, the log need not.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  if (context?.get(servicesContext).outage.report(error)) {
    context.set(outageContext, true);
    return;
  }
  log.error("unhandled error", { path: new URL(request.url).pathname, error });
};

/** An error while the rest of the page streams (after its first bytes left): logged, nothing else to do. */
export function logStreamError(request: Request, error: unknown) {
  log.error("render error", { path: new URL(request.url).pathname, error });
}
