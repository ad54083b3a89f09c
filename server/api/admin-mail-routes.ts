import { z } from "zod";
import { adminMailQuerySchema } from "../../core/admin-mail.ts";
import { idParamSchema } from "../../core/schemas.ts";
import { listMails, mailDetail, retryMail } from "../modules/admin/mail.ts";
import { ok } from "./http.ts";
import { actorContext, type SignedInEnv } from "./guards.ts";
import { apiRouter, route } from "./route.ts";

// The admin's view of the platform's mail: the list, one mail as rendered, and sending a failed
// one again. Anyone but a platform admin gets 404, as if it did not exist.

const mailParams = z.object({ mailId: idParamSchema });

export const adminMailRoutes = apiRouter<SignedInEnv>();
adminMailRoutes
  .openapi(
    route({
      method: "get",
      path: "/mail",
      summary:
        "Every mail, newest first, 25 a page: recipient, subject, kind, language, status, attempts and the last error; ?status= and ?q= (part of the recipient's address) filter it; `failed` counts the failed mails of the platform",
      auth: true,
      request: { query: adminMailQuerySchema },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => ok(c, await listMails(actorContext(c), c.req.valid("query"))),
  )
  .openapi(
    route({
      method: "get",
      path: "/mail/{mailId}",
      summary:
        "One mail as rendered: HTML and plain text, headers (List-Unsubscribe), the links it carries, its .ics attachment",
      auth: true,
      request: { params: mailParams },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => ok(c, await mailDetail(actorContext(c), c.req.valid("param"))),
  )
  .openapi(
    route({
      method: "post",
      path: "/mail/{mailId}/retry",
      summary:
        "Send a failed mail again: back to the queue with its attempts counted from zero (409 unless it failed)",
      auth: true,
      request: { params: mailParams },
      statuses: [200, 400, 401, 404, 409],
    }),
    async (c) => ok(c, await retryMail(actorContext(c), c.req.valid("param"))),
  );
