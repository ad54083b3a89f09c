import { markReadSchema, notificationsQuerySchema, unsubscribeQuerySchema } from "../../core/inbox.ts";
import type { RouteDoc } from "./openapi-routes.ts";

/** The in-app notifications (the session's own) and RFC 8058's one-click unsubscribe. */
export const notificationRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/notifications",
    summary: "The user's in-app notifications, newest first, with the unread and total counts",
    auth: true,
    query: notificationsQuerySchema,
    statuses: [200, 400, 401],
  },
  {
    method: "post",
    path: "/api/notifications/read",
    summary: "Mark entries read: { ids } (a single id that is not the user's is a 404) or { all: true }",
    auth: true,
    body: markReadSchema,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "post",
    path: "/api/unsubscribe",
    summary:
      "One-click unsubscribe (RFC 8058, the List-Unsubscribe header's address): the form body " +
      "List-Unsubscribe=One-Click; the signed token turns one category's e-mail off. No session, any origin",
    query: unsubscribeQuerySchema,
    statuses: [200, 400],
  },
];
