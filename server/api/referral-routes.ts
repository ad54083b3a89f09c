import { Hono } from "hono";
import { inviteSchema } from "../../core/schemas.ts";
import { inviteFriend, referralsView } from "../modules/referral/referral.ts";
import { jsonBody, ok, parse } from "./http.ts";
import { signedIn, ownUserId, type SignedInEnv } from "./guards.ts";

export const referralRoutes = new Hono<SignedInEnv>()
  .use("/referrals/:userId/*", signedIn, ownUserId)
  .get("/referrals/:userId", async (c) => {
    const user = c.var.user;
    const { db, env, now } = c.var.services;
    return ok(c, await referralsView(db, user.id, env.baseUrl, now()));
  })
  .post("/referrals/:userId/invites", async (c) => {
    const user = c.var.user;
    const { email } = parse(inviteSchema, await jsonBody(c));
    const { db, now } = c.var.services;
    return ok(c, await inviteFriend(db, user.id, email, now()), 201);
  });
