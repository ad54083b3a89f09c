import { reportsQuerySchema } from "../../core/reports.ts";
import { supplierMessageSchema } from "../../core/schemas.ts";
import { inviteMemberSchema } from "../../core/team.ts";
import type { RouteDoc } from "./openapi-routes.ts";

/** The console's messages, reports and team (the member's supplier only), and accepting an invitation. */
export const teamRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/operator/messages",
    summary: "Guests' messages threaded per booking, newest activity first, with unread counts",
    auth: true,
    statuses: [200, 401, 404],
  },
  {
    method: "get",
    path: "/api/operator/messages/{bookingId}",
    summary: "One booking's conversation, both sides; marks the guest's messages read",
    auth: true,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "post",
    path: "/api/operator/messages/{bookingId}",
    summary: "Reply to the guest; they read it on their booking page",
    auth: true,
    body: supplierMessageSchema,
    statuses: [201, 400, 401, 404, 429],
  },
  {
    method: "get",
    path: "/api/operator/reports",
    summary:
      "Bookings, guests, revenue, cancellations, rejections and no-shows per month (by trip start) and service; default: the last 12 months and the next 3",
    auth: true,
    query: reportsQuerySchema,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "get",
    path: "/api/operator/team",
    summary: "The team's members and, for the owner, pending invitations with their links",
    auth: true,
    statuses: [200, 401, 404],
  },
  {
    method: "post",
    path: "/api/operator/team/invitations",
    summary: "The owner invites staff by e-mail; the answer carries the link to share (staff: 403)",
    auth: true,
    body: inviteMemberSchema,
    statuses: [201, 400, 401, 403, 404, 409],
  },
  {
    method: "delete",
    path: "/api/operator/team/invitations/{id}",
    summary: "The owner withdraws a pending invitation (staff: 403)",
    auth: true,
    statuses: [200, 400, 401, 403, 404],
  },
  {
    method: "delete",
    path: "/api/operator/team/members/{memberId}",
    summary: "The owner removes a member of staff; never the owner (409) (staff: 403)",
    auth: true,
    statuses: [200, 400, 401, 403, 404, 409],
  },
  {
    method: "get",
    path: "/api/invitations/{id}",
    summary:
      "A pending invitation: the supplier and the invited e-mail (404 once used, withdrawn or expired)",
    statuses: [200, 400, 404],
  },
  {
    method: "post",
    path: "/api/invitations/{id}/accept",
    summary: "The signed-in invitee joins the supplier's team (403 for another e-mail)",
    auth: true,
    statuses: [200, 400, 401, 403, 404, 409],
  },
];
