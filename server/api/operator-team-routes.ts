import { z } from "zod";
import { reportRange, reportsQuerySchema } from "../../core/reports.ts";
import { bookingIdSchema, supplierMessageSchema } from "../../core/schemas.ts";
import { inviteMemberSchema, teamIdSchema } from "../../core/team.ts";
import { messageThread, messageThreads, replyToGuest } from "../modules/operator/messages.ts";
import { supplierReport } from "../modules/operator/reports.ts";
import {
  acceptTeamInvitation,
  invitationPreview,
  inviteMember,
  removeTeamMember,
  teamOverview,
  withdrawInvitation,
} from "../modules/operator/team.ts";
import { ok } from "./http.ts";
import { ownerOnly, signedIn, type OperatorEnv, type SignedInEnv } from "./guards.ts";
import { apiRouter, json, route } from "./route.ts";

// The console's messages, reports and team, and the invitation an invitee accepts. Another
// supplier's booking, invitation or member answers 404; staff get 403 on team changes.

const threadParams = z.object({ bookingId: bookingIdSchema });
const invitationParams = z.object({ id: teamIdSchema });

export const operatorTeamRoutes = apiRouter<OperatorEnv>();
operatorTeamRoutes
  .openapi(
    route({
      method: "get",
      path: "/messages",
      summary: "Guests' messages threaded per booking, newest activity first, with unread counts",
      auth: true,
      statuses: [200, 401, 404],
    }),
    async (c) => ok(c, await messageThreads(c.var.services.db, c.var.scope)),
  )
  .openapi(
    route({
      method: "get",
      path: "/messages/{bookingId}",
      summary: "One booking's conversation, both sides; marks the guest's messages read",
      auth: true,
      request: { params: threadParams },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => {
      const { db, now } = c.var.services;
      return ok(c, await messageThread(db, c.var.scope, c.req.valid("param").bookingId, now()));
    },
  )
  .openapi(
    route({
      method: "post",
      path: "/messages/{bookingId}",
      summary: "Reply to the guest; they read it on their booking page",
      auth: true,
      request: { params: threadParams, body: json(supplierMessageSchema) },
      statuses: [201, 400, 401, 404, 429],
    }),
    async (c) => {
      const { db, now } = c.var.services;
      const { bookingId } = c.req.valid("param");
      return ok(c, await replyToGuest(db, c.var.scope, bookingId, c.req.valid("json").message, now()), 201);
    },
  )
  .openapi(
    route({
      method: "get",
      path: "/reports",
      summary:
        "Bookings, guests, revenue, cancellations, rejections and no-shows per month (by trip start) and service; default: the last 12 months and the next 3",
      auth: true,
      request: { query: reportsQuerySchema },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => {
      const { db, now } = c.var.services;
      return ok(c, await supplierReport(db, c.var.scope, reportRange(c.req.valid("query"), now())));
    },
  )
  .openapi(
    route({
      method: "get",
      path: "/team",
      summary: "The team's members and, for the owner, pending invitations with their links",
      auth: true,
      statuses: [200, 401, 404],
    }),
    async (c) => {
      const { db, env, now } = c.var.services;
      return ok(c, await teamOverview(db, c.var.scope, env.baseUrl, now()));
    },
  )
  .openapi(
    route({
      method: "post",
      path: "/team/invitations",
      summary: "The owner invites staff by e-mail; the answer carries the link to share (staff: 403)",
      auth: true,
      request: { body: json(inviteMemberSchema) },
      statuses: [201, 400, 401, 403, 404, 409],
      middleware: ownerOnly,
    }),
    async (c) => {
      const { db, auth, env } = c.var.services;
      const { email } = c.req.valid("json");
      return ok(c, await inviteMember(db, auth, c.var.scope, email, c.req.raw.headers, env.baseUrl), 201);
    },
  )
  .openapi(
    route({
      method: "delete",
      path: "/team/invitations/{id}",
      summary: "The owner withdraws a pending invitation (staff: 403)",
      auth: true,
      request: { params: invitationParams },
      statuses: [200, 400, 401, 403, 404],
      middleware: ownerOnly,
    }),
    async (c) => {
      const { db, auth } = c.var.services;
      const { id } = c.req.valid("param");
      return ok(c, await withdrawInvitation(db, auth, c.var.scope, id, c.req.raw.headers));
    },
  )
  .openapi(
    route({
      method: "delete",
      path: "/team/members/{memberId}",
      summary: "The owner removes a member of staff; never the owner (409) (staff: 403)",
      auth: true,
      request: { params: z.object({ memberId: teamIdSchema }) },
      statuses: [200, 400, 401, 403, 404, 409],
      middleware: ownerOnly,
    }),
    async (c) => {
      const { db, auth } = c.var.services;
      const { memberId } = c.req.valid("param");
      return ok(c, await removeTeamMember(db, auth, c.var.scope, memberId, c.req.raw.headers));
    },
  );

/** The invitation an invitee opens (anyone with the link) and accepts (signed in). */
export const invitationRoutes = apiRouter<SignedInEnv>();
invitationRoutes.use("/invitations/:id/accept", signedIn);
invitationRoutes
  .openapi(
    route({
      method: "get",
      path: "/invitations/{id}",
      summary:
        "A pending invitation: the supplier and the invited e-mail (404 once used, withdrawn or expired)",
      request: { params: invitationParams },
      statuses: [200, 400, 404],
    }),
    async (c) => {
      const { db, now } = c.var.services;
      return ok(c, await invitationPreview(db, c.req.valid("param").id, now()));
    },
  )
  .openapi(
    route({
      method: "post",
      path: "/invitations/{id}/accept",
      summary: "The signed-in invitee joins the supplier's team (403 for another e-mail)",
      auth: true,
      request: { params: invitationParams },
      statuses: [200, 400, 401, 403, 404, 409],
    }),
    async (c) => {
      const { db, auth, now } = c.var.services;
      const { id } = c.req.valid("param");
      return ok(c, await acceptTeamInvitation(db, auth, c.var.user, id, c.req.raw.headers, now()));
    },
  );
