import { Hono } from "hono";
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  profileUpdateSchema,
} from "../../core/schemas.ts";
import { headersWithClientIp } from "../client-ip.ts";
import { limits } from "../modules/limits/limits.ts";
import { changeEmail, changePassword, deleteAccount } from "../modules/profile/account.ts";
import { exportUserData } from "../modules/profile/export.ts";
import { getProfile, updateProfile } from "../modules/profile/profile.ts";
import { jsonBody, limit, ok, parse } from "./http.ts";
import { signedIn, ownUserId, type SignedInEnv } from "./guards.ts";

/** A stolen session must not become a way to guess the password: checks are counted per user. */

/** The user's own profile, settings and account: every path names the user and must be the session's. */
export const profileRoutes = new Hono<SignedInEnv>()
  .use("/profile/:userId/*", signedIn, ownUserId)
  .get("/profile/:userId", async (c) => {
    const me = c.var.user;
    return ok(c, await getProfile(c.var.services.db, me.id));
  })
  .put("/profile/:userId", async (c) => {
    const me = c.var.user;
    const input = parse(profileUpdateSchema, await jsonBody(c));
    return ok(c, await updateProfile(c.var.services.db, me.id, input));
  })
  .get("/profile/:userId/export", async (c) => {
    const me = c.var.user;
    const data = await exportUserData(c.var.services.db, me.id);
    // A file to keep, not an API answer: the document itself, without the success envelope.
    c.header("Content-Disposition", 'attachment; filename="peninsula-adventures-data.json"');
    c.header("Content-Type", "application/json; charset=utf-8");
    return c.body(JSON.stringify(data, null, 2));
  })
  .post("/profile/:userId/password", async (c) => {
    const me = c.var.user;
    const input = parse(changePasswordSchema, await jsonBody(c));
    await limit(c, limits.passwordCheck, me.id);
    const headers = headersWithClientIp(c.req.raw.headers, c.var.clientIp);
    const changed = await changePassword(c.var.services.auth, headers, input);
    // Every session ended, this one included; the new session replaces it in the browser's cookie
    // and, for bearer clients, as the token in the answer.
    for (const cookie of changed.setCookies) c.header("Set-Cookie", cookie, { append: true });
    if (changed.authToken) {
      c.header("set-auth-token", changed.authToken);
      c.header("Access-Control-Expose-Headers", "set-auth-token");
    }
    return ok(c, { token: changed.token });
  })
  .post("/profile/:userId/email", async (c) => {
    const me = c.var.user;
    const input = parse(changeEmailSchema, await jsonBody(c));
    const { db, auth } = c.var.services;
    await limit(c, limits.passwordCheck, me.id);
    await changeEmail(db, auth, me.id, input);
    return ok(c, await getProfile(db, me.id));
  })
  .delete("/profile/:userId", async (c) => {
    const me = c.var.user;
    const input = parse(deleteAccountSchema, await jsonBody(c));
    await limit(c, limits.passwordCheck, me.id);
    const deleted = await deleteAccount(c.var.services.db, c.var.services.auth, me.id, input.password);
    for (const cookie of deleted.setCookies) c.header("set-cookie", cookie, { append: true });
    return ok(c, { deleted: true });
  });
