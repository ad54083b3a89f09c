import { Hono } from "hono";
import { reportRange, reportsQuerySchema } from "../../core/reports.ts";
import { bookingIdSchema, supplierMessageSchema } from "../../core/schemas.ts";
import { inviteMemberSchema, teamIdSchema } from "../../core/team.ts";
import { messageThread, messageThreads, replyToGuest } from "../modules/operator/messages.ts";
import { supplierReport } from "../modules/operator/reports.ts";
import { requireOwner } from "../access/roles.ts";
import {
  acceptTeamInvitation,
  invitationPreview,
  inviteMember,
  removeTeamMember,
  teamOverview,
  withdrawInvitation,
} from "../modules/operator/team.ts";
import { jsonBody, ok, parse, parseParam } from "./http.ts";
import { signedIn, type OperatorEnv, type SignedInEnv } from "./guards.ts";

// The console's messages, reports and team, and the invitation an invitee accepts. Another
// supplier's booking, invitation or member answers 404; staff get 403 on team changes.

const bookingId = (id: string) => parseParam("bookingId", bookingIdSchema, id);
const teamId = (name: string, id: string) => parseParam(name, teamIdSchema, id);

export const operatorTeamRoutes = new Hono<OperatorEnv>()
  .get("/messages", async (c) => {
    const { scope } = c.var;
    return ok(c, await messageThreads(c.var.services.db, scope));
  })
  .get("/messages/:bookingId", async (c) => {
    const { scope } = c.var;
    const { db, now } = c.var.services;
    return ok(c, await messageThread(db, scope, bookingId(c.req.param("bookingId")), now()));
  })
  .post("/messages/:bookingId", async (c) => {
    const { scope } = c.var;
    const id = bookingId(c.req.param("bookingId"));
    const { message } = parse(supplierMessageSchema, await jsonBody(c));
    const { db, now } = c.var.services;
    return ok(c, await replyToGuest(db, scope, id, message, now()), 201);
  })
  .get("/reports", async (c) => {
    const { scope } = c.var;
    const query = parse(reportsQuerySchema, c.req.query());
    const { db, now } = c.var.services;
    return ok(c, await supplierReport(db, scope, reportRange(query, now())));
  })
  .get("/team", async (c) => {
    const { scope } = c.var;
    const { db, env, now } = c.var.services;
    return ok(c, await teamOverview(db, scope, env.baseUrl, now()));
  })
  .post("/team/invitations", async (c) => {
    const { scope } = c.var;
    requireOwner(scope);
    const { email } = parse(inviteMemberSchema, await jsonBody(c));
    const { db, auth, env } = c.var.services;
    return ok(c, await inviteMember(db, auth, scope, email, c.req.raw.headers, env.baseUrl), 201);
  })
  .delete("/team/invitations/:id", async (c) => {
    const { scope } = c.var;
    requireOwner(scope);
    const id = teamId("id", c.req.param("id"));
    const { db, auth } = c.var.services;
    return ok(c, await withdrawInvitation(db, auth, scope, id, c.req.raw.headers));
  })
  .delete("/team/members/:memberId", async (c) => {
    const { scope } = c.var;
    requireOwner(scope);
    const id = teamId("memberId", c.req.param("memberId"));
    const { db, auth } = c.var.services;
    return ok(c, await removeTeamMember(db, auth, scope, id, c.req.raw.headers));
  });

/** The invitation an invitee opens (anyone with the link) and accepts (signed in). */
export const invitationRoutes = new Hono<SignedInEnv>()
  .use("/invitations/:id/accept", signedIn)
  .get("/invitations/:id", async (c) => {
    const id = teamId("id", c.req.param("id"));
    const { db, now } = c.var.services;
    return ok(c, await invitationPreview(db, id, now()));
  })
  .post("/invitations/:id/accept", async (c) => {
    const user = c.var.user;
    const id = teamId("id", c.req.param("id"));
    const { db, auth, now } = c.var.services;
    return ok(c, await acceptTeamInvitation(db, auth, user, id, c.req.raw.headers, now()));
  });
