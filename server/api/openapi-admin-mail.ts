import { adminMailQuerySchema } from "../../core/admin-mail.ts";
import type { RouteDoc } from "./openapi-routes.ts";

/** The admin's mail view: every mail sent, stored or failed (platform admins only). */
export const adminMailRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/admin/mail",
    summary:
      "Every mail, newest first, 25 a page: recipient, subject, kind, language, status, attempts and the last error; ?status= and ?q= (part of the recipient's address) filter it; `failed` counts the failed mails of the platform",
    auth: true,
    query: adminMailQuerySchema,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "get",
    path: "/api/admin/mail/{mailId}",
    summary:
      "One mail as rendered: HTML and plain text, headers (List-Unsubscribe), the links it carries, its .ics attachment",
    auth: true,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "post",
    path: "/api/admin/mail/{mailId}/retry",
    summary:
      "Send a failed mail again: back to the queue with its attempts counted from zero (409 unless it failed)",
    auth: true,
    statuses: [200, 400, 401, 404, 409],
  },
];
