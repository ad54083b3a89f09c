import {
  adminBookingsQuerySchema,
  contactHandledSchema,
  contactMessagesQuerySchema,
  ownerInviteSchema,
  supplierSchema,
} from "../../core/admin.ts";
import type { RouteDoc } from "./openapi-routes.ts";

/** The admin area: platform figures, suppliers, every booking, the contact inbox (platform admins only). */
export const adminRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/admin/overview",
    summary:
      "Platform figures: bookings and revenue this and last month, requests, suppliers, services, travellers, messages",
    auth: true,
    statuses: [200, 401, 404],
  },
  {
    method: "get",
    path: "/api/admin/suppliers",
    summary: "Every supplier with its status, services count, owners and open invitations",
    auth: true,
    statuses: [200, 401, 404],
  },
  {
    method: "post",
    path: "/api/admin/suppliers",
    summary: "Create a supplier and its organisation (team) in one transaction",
    auth: true,
    body: supplierSchema,
    statuses: [201, 400, 401, 404],
  },
  {
    method: "get",
    path: "/api/admin/suppliers/{supplierId}",
    summary: "One supplier with its services, team members and pending invitations",
    auth: true,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "put",
    path: "/api/admin/suppliers/{supplierId}",
    summary: "Edit a supplier's name, e-mail, phone and response time",
    auth: true,
    body: supplierSchema,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "post",
    path: "/api/admin/suppliers/{supplierId}/suspend",
    summary: "Suspend a supplier: its services leave the catalogue and cannot be booked; bookings stay",
    auth: true,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "post",
    path: "/api/admin/suppliers/{supplierId}/reactivate",
    summary: "Reactivate a suspended supplier: its active services return to the catalogue",
    auth: true,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "post",
    path: "/api/admin/suppliers/{supplierId}/invitations",
    summary: "Invite the supplier's owner by e-mail (valid 7 days); answers the link to send",
    auth: true,
    body: ownerInviteSchema,
    statuses: [201, 400, 401, 404, 409],
  },
  {
    method: "get",
    path: "/api/admin/bookings",
    summary:
      "Every booking, newest first, 25 a page; ?q= matches a booking or order reference or the guest's e-mail",
    auth: true,
    query: adminBookingsQuerySchema,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "get",
    path: "/api/admin/messages",
    summary: "The contact form's messages, newest first (default: not yet handled)",
    auth: true,
    query: contactMessagesQuerySchema,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "post",
    path: "/api/admin/messages/{messageId}/handled",
    summary: "Mark a contact message handled, or back to not handled",
    auth: true,
    body: contactHandledSchema,
    statuses: [200, 400, 401, 404],
  },
];
