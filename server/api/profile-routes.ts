import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  emailConfirmSchema,
  languageQuerySchema,
  profileUpdateSchema,
} from "../../core/schemas.ts";
import type { ApiEnv } from "./http.ts";
import { headersWithClientIp } from "../client-ip.ts";
import { changePassword, deleteAccount } from "../modules/profile/account.ts";
import { deletionPreview, requestDeletionCode } from "../modules/profile/deletion.ts";
import { confirmEmailChange, emailState, requestEmailChange } from "../modules/profile/email-change.ts";
import { exportUserData } from "../modules/profile/export.ts";
import { getProfile, updateProfile } from "../modules/profile/profile.ts";
import { ok } from "./http.ts";
import { actorContext, signedIn, ownUserId, visitorContext, type SignedInEnv } from "./guards.ts";
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
      method: "get",
      path: "/profile/{userId}/email",
      summary: "The sign-in address, and the new one a confirmation link is out for",
      description:
        "`email`: the address the account signs in with. `pending` and `expiresAt`: the address " +
        "asked for with `POST .../email` and when its link stops working, or null when none is out.",
      auth: true,
      request: { params: userParams },
      statuses: [200, 401, 403],
    }),
    async (c) => ok(c, await emailState(actorContext(c))),
  )
  .openapi(
    route({
      method: "post",
      path: "/profile/{userId}/email",
      summary: "Ask for a new sign-in e-mail address (needs the password): a confirmation link goes to it",
      description:
        "Nothing changes yet: the answer (202) names the address a confirmation link was mailed to " +
        "and when the link stops working, and the address in use is told of the request. The old " +
        "address keeps signing in until the link is followed (`POST /api/account/email/confirm`). " +
        "Asking again replaces the open request. 400 `emailUnchanged` for the address in use, 409 " +
        "`accountExists` for one another account has.",
      auth: true,
      request: { params: userParams, body: json(changeEmailSchema) },
      statuses: [202, 400, 401, 403, 409, 429],
    }),
    async (c) => ok(c, await requestEmailChange(actorContext(c), c.req.valid("json")), 202),
  )
  .openapi(
    route({
      method: "get",
      path: "/profile/{userId}/deletion",
      summary: "What deleting the account would do: bookings cancelled and refunded, points forfeited",
      description:
        "`bookings`: each upcoming booking (pending or confirmed, not started) the deletion cancels, " +
        "with its full refund: `refund.minor` in the minor units of `refund.currency` (the order's), " +
        "and `refund.pointsCents` back to the balance. `pointsForfeitedCents`: USD cents (1 point = " +
        "$1) lost with the account, the balance plus those points. `confirmBy`: `password`, or " +
        "`code` for an account without one (ask for it with `POST .../deletion/code`). Titles in `lang`.",
      auth: true,
      request: { params: userParams, query: languageQuerySchema },
      statuses: [200, 400, 401, 403],
    }),
    async (c) => ok(c, await deletionPreview(actorContext(c), { lang: c.req.valid("query").lang })),
  )
  .openapi(
    route({
      method: "post",
      path: "/profile/{userId}/deletion/code",
      summary: "Mail a 6-digit code that confirms the account's deletion (accounts without a password)",
      description:
        "The code works once, for 15 minutes; asking again replaces it (at most 3 in 15 minutes). " +
        "The answer (202) names the address it went to. Send it as `code` to `DELETE /api/profile/{userId}`.",
      auth: true,
      request: { params: userParams },
      statuses: [202, 401, 403, 429],
    }),
    async (c) => ok(c, await requestDeletionCode(actorContext(c)), 202),
  )
  .openapi(
    route({
      method: "delete",
      path: "/profile/{userId}",
      summary: "Delete the account (the word DELETE, and the password or the mailed code)",
      description:
        "Upcoming bookings are cancelled first with full refunds and their operators told (see " +
        "`GET .../deletion`); then the person goes: bookings stay for the operators without them, " +
        "and the points balance is forfeited. An account with a password sends `password`; one " +
        "without (Google) sends `code` (400 `deletionCodeInvalid` when wrong or expired).",
      auth: true,
      request: { params: userParams, body: json(deleteAccountSchema) },
      statuses: [200, 400, 401, 403, 429],
    }),
    async (c) => {
      const deleted = await deleteAccount(actorContext(c), c.req.valid("json"));
      for (const cookie of deleted.setCookies) c.header("set-cookie", cookie, { append: true });
      return ok(c, { deleted: true });
    },
  );

/** Following the link mailed to a new address: the token is the credential, no session needed. */
export const emailConfirmRoutes = apiRouter<ApiEnv>().openapi(
  route({
    method: "post",
    path: "/account/email/confirm",
    summary: "Confirm a new sign-in e-mail address with the token of the link mailed to it",
    description:
      "The account now signs in with the new address (answered as `email`), and the old address is " +
      "told. 400 `emailLinkInvalid` for a forged, expired, replaced or used token; 409 " +
      "`accountExists` when another account took the address meanwhile. The link itself opens " +
      "the page `/account/email/{token}`, which does the same.",
    request: { body: json(emailConfirmSchema) },
    statuses: [200, 400, 409],
  }),
  async (c) => ok(c, await confirmEmailChange(visitorContext(c), c.req.valid("json"))),
);
