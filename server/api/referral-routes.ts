import { inviteSchema } from "../../core/schemas.ts";
import { inviteFriend, referralsView } from "../modules/referral/referral.ts";
import { ok } from "./http.ts";
import { actorContext, signedIn, ownUserId, type SignedInEnv } from "./guards.ts";
import { apiRouter, userParams, json, route } from "./route.ts";

export const referralRoutes = apiRouter<SignedInEnv>();
referralRoutes.use("/referrals/:userId/*", signedIn, ownUserId);
referralRoutes
  .openapi(
    route({
      method: "get",
      path: "/referrals/{userId}",
      summary: "The user's referral link, earnings, referred friends and invitations",
      auth: true,
      request: { params: userParams },
      statuses: [200, 401, 403],
    }),
    async (c) => ok(c, await referralsView(actorContext(c))),
  )
  .openapi(
    route({
      method: "post",
      path: "/referrals/{userId}/invites",
      summary: "Invite a friend by e-mail address",
      auth: true,
      request: { params: userParams, body: json(inviteSchema) },
      statuses: [201, 400, 401, 403, 429],
    }),
    async (c) => ok(c, await inviteFriend(actorContext(c), c.req.valid("json")), 201),
  );
