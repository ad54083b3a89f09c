import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  profileUpdateSchema,
} from "../../core/schemas.ts";
import { headersWithClientIp } from "../client-ip.ts";
import { changeEmail, changePassword, deleteAccount } from "../modules/profile/account.ts";
import { exportUserData } from "../modules/profile/export.ts";
import { getProfile, updateProfile } from "../modules/profile/profile.ts";
import { ok } from "./http.ts";
import { actorContext, signedIn, ownUserId, type SignedInEnv } from "./guards.ts";
import { apiRouter, userParams, json, route } from "./route.ts";

/** The user's own profile, settings and account: every path names the user and must be the session's. */
export const profileRoutes = apiRouter<SignedInEnv>();
profileRoutes.use("/profile/:userId/*", signedIn, ownUserId);
profileRoutes
  .openapi(
    route({
      method: "get",
      path: "/profile/{userId}",
      summary: "The user's profile and settings",
      auth: true,
      request: { params: userParams },
      statuses: [200, 401, 403],
    }),
    async (c) => ok(c, await getProfile(actorContext(c))),
  )
  .openapi(
    route({
      method: "put",
      path: "/profile/{userId}",
      summary: "Change some of the profile and settings (unknown fields are refused)",
      auth: true,
      request: { params: userParams, body: json(profileUpdateSchema) },
      statuses: [200, 400, 401, 403],
    }),
    async (c) => ok(c, await updateProfile(actorContext(c), c.req.valid("json"))),
  )
  .openapi(
    route({
      method: "get",
      path: "/profile/{userId}/export",
      summary: "Everything held on the user, as a JSON file to download",
      auth: true,
      request: { params: userParams },
      statuses: [200, 401, 403],
    }),
    async (c) => {
      const data = await exportUserData(actorContext(c));
      // A file to keep, not an API answer: the document itself, without the success envelope.
      c.header("Content-Disposition", 'attachment; filename="peninsula-adventures-data.json"');
      c.header("Content-Type", "application/json; charset=utf-8");
      return c.body(JSON.stringify(data, null, 2));
    },
  )
  .openapi(
    route({
      method: "post",
      path: "/profile/{userId}/password",
      summary:
        "Change the password; every other session ends and the caller gets a new session (a new API token for a bearer client, else null and the cookie)",
      auth: true,
      request: { params: userParams, body: json(changePasswordSchema) },
      statuses: [200, 400, 401, 403],
    }),
    async (c) => {
      const headers = headersWithClientIp(c.req.raw.headers, c.var.clientIp);
      const changed = await changePassword(actorContext(c), c.req.valid("json"), headers);
      // Every session ended, this one included; the new session replaces it in the browser's cookie
      // and, for a client signed in with an API token, as the new API token in the answer.
      for (const cookie of changed.setCookies) c.header("Set-Cookie", cookie, { append: true });
      return ok(c, { token: changed.token });
    },
  )
  .openapi(
    route({
      method: "post",
      path: "/profile/{userId}/email",
      summary: "Change the sign-in e-mail address (needs the password)",
      auth: true,
      request: { params: userParams, body: json(changeEmailSchema) },
      statuses: [200, 400, 401, 403, 409],
    }),
    async (c) => ok(c, await changeEmail(actorContext(c), c.req.valid("json"))),
  )
  .openapi(
    route({
      method: "delete",
      path: "/profile/{userId}",
      summary: "Delete the account (password and the word DELETE); bookings stay without the person",
      auth: true,
      request: { params: userParams, body: json(deleteAccountSchema) },
      statuses: [200, 400, 401, 403],
    }),
    async (c) => {
      const deleted = await deleteAccount(actorContext(c), c.req.valid("json"));
      for (const cookie of deleted.setCookies) c.header("set-cookie", cookie, { append: true });
      return ok(c, { deleted: true });
    },
  );
