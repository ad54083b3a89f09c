import { z } from "zod";
import { reportRange, reportsQuerySchema } from "../../core/reports.ts";
import { bookingIdSchema, languageQuerySchema, supplierMessageSchema } from "../../core/schemas.ts";
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
import { namedIn } from "./operator-routes.ts";
import {
  actorContext,
  operatorContext,
  ownerOnly,
  signedIn,
  visitorContext,
  type OperatorEnv,
  type SignedInEnv,
} from "./guards.ts";
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
      description: `\`guestName\` is null when the guest keeps their name from operators. ${namedIn}`,
      auth: true,
      request: { query: languageQuerySchema },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => ok(c, await messageThreads(operatorContext(c), c.req.valid("query"))),
  )
  .openapi(
    route({
      method: "get",
      path: "/messages/{bookingId}",
      summary: "One booking's conversation, both sides; marks the guest's messages read",
      description:
        "`booking.guestName` and `booking.guestEmail` (and the guest's messages' `name`) are null when the guest keeps their name from operators. " +
        namedIn,
      auth: true,
      request: { params: threadParams, query: languageQuerySchema },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => {
      const input = { ...c.req.valid("param"), lang: c.req.valid("query").lang };
      return ok(c, await messageThread(operatorContext(c), input));
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
      const input = { ...c.req.valid("param"), ...c.req.valid("json") };
      return ok(c, await replyToGuest(operatorContext(c), input), 201);
    },
  )
  .openapi(
    route({
      method: "get",
      path: "/reports",
      summary:
        "Bookings, guests, revenue, cancellations, rejections and no-shows per month (by trip start) and service; default: the last 12 months and the next 3",
      description: namedIn,
      auth: true,
      request: { query: reportsQuerySchema },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => {
      const ctx = operatorContext(c);
      const query = c.req.valid("query");
      return ok(c, await supplierReport(ctx, { ...reportRange(query, ctx.now), lang: query.lang }));
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
    async (c) => ok(c, await teamOverview(operatorContext(c))),
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
    async (c) => ok(c, await inviteMember(operatorContext(c), c.req.valid("json"), c.req.raw.headers), 201),
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
      const input = { invitationId: c.req.valid("param").id };
      return ok(c, await withdrawInvitation(operatorContext(c), input, c.req.raw.headers));
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
    async (c) => ok(c, await removeTeamMember(operatorContext(c), c.req.valid("param"), c.req.raw.headers)),
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
    async (c) => ok(c, await invitationPreview(visitorContext(c), { invitationId: c.req.valid("param").id })),
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
      const input = { invitationId: c.req.valid("param").id };
      return ok(c, await acceptTeamInvitation(actorContext(c), input, c.req.raw.headers));
    },
  );
