import { Hono } from "hono";
import { inviteSchema } from "../../core/schemas.ts";
import { inviteFriend, referralsView } from "../modules/referral/referral.ts";
import { jsonBody, ok, parse, requireSelf, type ApiEnv } from "./http.ts";

export const referralRoutes = new Hono<ApiEnv>()
  .get("/referrals/:userId", async (c) => {
    const user = await requireSelf(c, c.req.param("userId"));
    const { db, env, now } = c.var.services;
    return ok(c, await referralsView(db, user.id, env.baseUrl, now()));
  })
  .post("/referrals/:userId/invites", async (c) => {
    const user = await requireSelf(c, c.req.param("userId"));
    const { email } = parse(inviteSchema, await jsonBody(c));
    const { db, now } = c.var.services;
    return ok(c, await inviteFriend(db, user.id, email, now()), 201);
  });
