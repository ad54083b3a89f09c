import { requireOperator } from "../lib/guards.server.ts";
import type { Route } from "./+types/operator.reports-csv";
import { reportsCsv } from "./operator.reports.server.ts";

export const middleware: Route.MiddlewareFunction[] = [requireOperator];

/** The report's months as CSV (one line per month and service), in the console's language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return reportsCsv(request, context);
}
