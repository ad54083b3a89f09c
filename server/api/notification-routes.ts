import { markReadSchema, notificationsQuerySchema, unsubscribeQuerySchema } from "../../core/inbox.ts";
import { listNotifications, markRead } from "../modules/notifications/inbox.ts";
import { unsubscribe } from "../modules/notifications/unsubscribe.ts";
import { ok } from "./http.ts";
import { actorContext, signedIn, visitorContext, type SignedInEnv } from "./guards.ts";
import { apiRouter, json, route } from "./route.ts";

// The signed-in user's in-app notifications (their own only: another user's entry is a 404), and
// the one-click unsubscribe that mail clients call without a session.

export const notificationRoutes = apiRouter<SignedInEnv>();
notificationRoutes.use("/notifications/*", signedIn);
notificationRoutes
  .openapi(
    route({
      method: "get",
      path: "/notifications",
      summary: "The user's in-app notifications, newest first, with the unread and total counts",
      description:
        "Each entry: id, kind, params (the values its text is written from, in the reader's language), " +
        "href, createdAt, read and outcome. An order's entry (orderReceived) names every waiting trip: " +
        "params.services and params.dates hold one title and one first day (YYYY-MM-DD) a line, in order; " +
        "params.count says how many. An operator's request entries (newRequest, requestReminder) carry " +
        "outcome, read from the booking as it is now: null while the request waits for an answer, else " +
        "{ status: confirmed | declined | expired | cancelledByGuest | cancelledByOperator | cancelledByAdmin, " +
        "at: the answer's, the deadline's or the cancellation's instant, by: the member who answered from " +
        "the console or null }. Answering a request marks its entries read. Every other kind has outcome null.",
      auth: true,
      request: { query: notificationsQuerySchema },
      statuses: [200, 400, 401],
    }),
    async (c) => ok(c, await listNotifications(actorContext(c), c.req.valid("query"))),
  )
  .openapi(
    route({
      method: "post",
      path: "/notifications/read",
      summary: "Mark entries read: { ids } (a single id that is not the user's is a 404) or { all: true }",
      auth: true,
      request: { body: json(markReadSchema) },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => ok(c, await markRead(actorContext(c), c.req.valid("json"))),
  )
  // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` (form-encoded) to the address in
  // the List-Unsubscribe header. The body says nothing the address does not: the token decides.
  // Exempt from the same-origin rule (server/api/same-origin.ts): it reads no cookie.
  .openapi(
    route({
      method: "post",
      path: "/unsubscribe",
      summary:
        "One-click unsubscribe (RFC 8058, the List-Unsubscribe header's address): the form body " +
        "List-Unsubscribe=One-Click; the signed token turns one category's e-mail off. No session, any origin",
      request: { query: unsubscribeQuerySchema },
      statuses: [200, 400],
    }),
    async (c) =>
      ok(c, { unsubscribed: true, ...(await unsubscribe(visitorContext(c), c.req.valid("query"))) }),
  );
