import type { Route } from "./+types/admin.mail-ics";
import { mailCalendar } from "./admin.mail.server.ts";

/** A mail's calendar attachment, as the recipient got it (the admin layout's guard applies). */
export async function loader({ context, params }: Route.LoaderArgs) {
  return mailCalendar(context, params.mailId);
}
