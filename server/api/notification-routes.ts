import { Hono } from "hono";
import { markReadSchema, notificationsQuerySchema } from "../../core/inbox.ts";
import { listNotifications, markRead } from "../modules/notifications/inbox.ts";
import { unsubscribe } from "../modules/notifications/unsubscribe.ts";
import { jsonBody, ok, parse } from "./http.ts";
import { signedIn, type SignedInEnv } from "./guards.ts";

// The signed-in user's in-app notifications (their own only: another user's entry is a 404), and
// the one-click unsubscribe that mail clients call without a session.

export const notificationRoutes = new Hono<SignedInEnv>()
  .use("/notifications/*", signedIn)
  .get("/notifications", async (c) => {
    const user = c.var.user;
    const page = parse(notificationsQuerySchema, c.req.query());
    return ok(c, await listNotifications(c.var.services.db, user.id, page));
  })
  .post("/notifications/read", async (c) => {
    const user = c.var.user;
    const input = parse(markReadSchema, await jsonBody(c));
    const { db, now } = c.var.services;
    return ok(c, await markRead(db, user.id, input, now()));
  })
  // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` (form-encoded) to the address in
  // the List-Unsubscribe header. The body says nothing the address does not: the token decides.
  // Exempt from the same-origin rule (server/api/same-origin.ts): it reads no cookie.
  .post("/unsubscribe", async (c) => {
    const { db, env, now } = c.var.services;
    const result = await unsubscribe(db, env.authSecret, c.req.query("token"), now());
    return ok(c, { unsubscribed: true, ...result });
  });
