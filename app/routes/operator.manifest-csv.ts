import { requireOperator } from "../lib/guards.server.ts";
import type { Route } from "./+types/operator.manifest-csv";
import { manifestCsv } from "./operator.server.ts";

export const middleware: Route.MiddlewareFunction[] = [requireOperator];

/** A departure's guest list as CSV, in the console's language, for a spreadsheet or the guide's phone. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return manifestCsv(request, context, params.departureId);
}
