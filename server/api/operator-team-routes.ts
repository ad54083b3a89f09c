import { Hono } from "hono";
import { reportRange, reportsQuerySchema } from "../../core/reports.ts";
import { bookingIdSchema, supplierMessageSchema } from "../../core/schemas.ts";
import { inviteMemberSchema, teamIdSchema } from "../../core/team.ts";
import { messageThread, messageThreads, replyToGuest } from "../modules/operator/messages.ts";
import { supplierReport } from "../modules/operator/reports.ts";
import { requireOwner } from "../modules/operator/scope.ts";
import {
  acceptTeamInvitation,
  invitationPreview,
  inviteMember,
  removeTeamMember,
  teamOverview,
  withdrawInvitation,
} from "../modules/operator/team.ts";
import { jsonBody, ok, parse, parseParam, requireOperator, requireUser, type ApiEnv } from "./http.ts";

// The console's messages, reports and team, and the invitation an invitee accepts. Another
// supplier's booking, invitation or member answers 404; staff get 403 on team changes.

const bookingId = (id: string) => parseParam("bookingId", bookingIdSchema, id);
const teamId = (name: string, id: string) => parseParam(name, teamIdSchema, id);

export const operatorTeamRoutes = new Hono<ApiEnv>()
  .get("/operator/messages", async (c) => {
    const scope = await requireOperator(c);
    return ok(c, await messageThreads(c.var.services.db, scope));
  })
  .get("/operator/messages/:bookingId", async (c) => {
    const scope = await requireOperator(c);
    const { db, now } = c.var.services;
    return ok(c, await messageThread(db, scope, bookingId(c.req.param("bookingId")), now()));
  })
  .post("/operator/messages/:bookingId", async (c) => {
    const scope = await requireOperator(c);
    const id = bookingId(c.req.param("bookingId"));
    const { message } = parse(supplierMessageSchema, await jsonBody(c));
    const { db, now } = c.var.services;
    return ok(c, await replyToGuest(db, scope, id, message, now()), 201);
  })
  .get("/operator/reports", async (c) => {
    const scope = await requireOperator(c);
    const query = parse(reportsQuerySchema, c.req.query());
    const { db, now } = c.var.services;
    return ok(c, await supplierReport(db, scope, reportRange(query, now())));
  })
  .get("/operator/team", async (c) => {
    const scope = await requireOperator(c);
    const { db, env, now } = c.var.services;
    return ok(c, await teamOverview(db, scope, env.baseUrl, now()));
  })
  .post("/operator/team/invitations", async (c) => {
    const scope = await requireOperator(c);
    requireOwner(scope);
    const { email } = parse(inviteMemberSchema, await jsonBody(c));
    const { db, auth, env } = c.var.services;
    return ok(c, await inviteMember(db, auth, scope, email, c.req.raw.headers, env.baseUrl), 201);
  })
  .delete("/operator/team/invitations/:id", async (c) => {
    const scope = await requireOperator(c);
    requireOwner(scope);
    const id = teamId("id", c.req.param("id"));
    const { db, auth } = c.var.services;
    return ok(c, await withdrawInvitation(db, auth, scope, id, c.req.raw.headers));
  })
  .delete("/operator/team/members/:memberId", async (c) => {
    const scope = await requireOperator(c);
    requireOwner(scope);
    const id = teamId("memberId", c.req.param("memberId"));
    const { db, auth } = c.var.services;
    return ok(c, await removeTeamMember(db, auth, scope, id, c.req.raw.headers));
  })
  .get("/invitations/:id", async (c) => {
    const id = teamId("id", c.req.param("id"));
    const { db, now } = c.var.services;
    return ok(c, await invitationPreview(db, id, now()));
  })
  .post("/invitations/:id/accept", async (c) => {
    const user = await requireUser(c);
    const id = teamId("id", c.req.param("id"));
    const { db, auth, now } = c.var.services;
    return ok(c, await acceptTeamInvitation(db, auth, user, id, c.req.raw.headers, now()));
  });
