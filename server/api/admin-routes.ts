import { z } from "zod";
import {
  adminBookingsQuerySchema,
  contactHandledSchema,
  contactMessagesQuerySchema,
  ownerInviteSchema,
  supplierSchema,
} from "../../core/admin.ts";
import { idParamSchema } from "../../core/schemas.ts";
import { adminBookings } from "../modules/admin/bookings.ts";
import { contactInbox, markHandled } from "../modules/admin/messages.ts";
import { platformOverview } from "../modules/admin/overview.ts";
import {
  adminSupplier,
  createSupplier,
  inviteOwner,
  listSuppliers,
  setSupplierStatus,
  updateSupplier,
} from "../modules/admin/suppliers.ts";
import { ok } from "./http.ts";
import { actorContext, type SignedInEnv } from "./guards.ts";
import { apiRouter, json, route } from "./route.ts";

// The admin area's API: platform figures, suppliers, every booking and the contact inbox.
// Anyone but a platform admin gets 404, as if it did not exist.

const supplierParams = z.object({ supplierId: idParamSchema });

/** Suspending and reactivating: one route each, one use case. */
const statusRoute = (action: "suspend" | "reactivate", summary: string) =>
  route({
    method: "post",
    path: `/suppliers/{supplierId}/${action}`,
    summary,
    auth: true,
    request: { params: supplierParams },
    statuses: [200, 400, 401, 404],
  });

export const adminRoutes = apiRouter<SignedInEnv>();
adminRoutes
  .openapi(
    route({
      method: "get",
      path: "/overview",
      summary:
        "Platform figures: bookings and revenue this and last month, requests, suppliers, services, travellers, messages",
      auth: true,
      statuses: [200, 401, 404],
    }),
    async (c) => ok(c, await platformOverview(actorContext(c))),
  )
  .openapi(
    route({
      method: "get",
      path: "/suppliers",
      summary: "Every supplier with its status, services count, owners and open invitations",
      auth: true,
      statuses: [200, 401, 404],
    }),
    async (c) => ok(c, await listSuppliers(actorContext(c))),
  )
  .openapi(
    route({
      method: "post",
      path: "/suppliers",
      summary: "Create a supplier and its organisation (team) in one transaction",
      auth: true,
      request: { body: json(supplierSchema) },
      statuses: [201, 400, 401, 404],
    }),
    async (c) => {
      const ctx = actorContext(c);
      const { id } = await createSupplier(ctx, { supplier: c.req.valid("json") });
      // The answer: the supplier as the admin area shows it now.
      return ok(c, await adminSupplier(ctx, { supplierId: id }), 201);
    },
  )
  .openapi(
    route({
      method: "get",
      path: "/suppliers/{supplierId}",
      summary: "One supplier with its services, team members and pending invitations",
      auth: true,
      request: { params: supplierParams },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => ok(c, await adminSupplier(actorContext(c), c.req.valid("param"))),
  )
  .openapi(
    route({
      method: "put",
      path: "/suppliers/{supplierId}",
      summary: "Edit a supplier's name, e-mail, phone and response time",
      auth: true,
      request: { params: supplierParams, body: json(supplierSchema) },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => {
      const ctx = actorContext(c);
      const { supplierId } = c.req.valid("param");
      await updateSupplier(ctx, { supplierId, supplier: c.req.valid("json") });
      return ok(c, await adminSupplier(ctx, { supplierId }));
    },
  )
  .openapi(
    statusRoute(
      "suspend",
      "Suspend a supplier: its services leave the catalogue and cannot be booked; bookings stay",
    ),
    async (c) => {
      const ctx = actorContext(c);
      const { supplierId } = c.req.valid("param");
      await setSupplierStatus(ctx, { supplierId, status: "suspended" });
      return ok(c, await adminSupplier(ctx, { supplierId }));
    },
  )
  .openapi(
    statusRoute("reactivate", "Reactivate a suspended supplier: its active services return to the catalogue"),
    async (c) => {
      const ctx = actorContext(c);
      const { supplierId } = c.req.valid("param");
      await setSupplierStatus(ctx, { supplierId, status: "active" });
      return ok(c, await adminSupplier(ctx, { supplierId }));
    },
  )
  .openapi(
    route({
      method: "post",
      path: "/suppliers/{supplierId}/invitations",
      summary: "Invite the supplier's owner by e-mail (valid 7 days); answers the link to send",
      auth: true,
      request: { params: supplierParams, body: json(ownerInviteSchema) },
      statuses: [201, 400, 401, 404, 409],
    }),
    async (c) => {
      const { supplierId } = c.req.valid("param");
      return ok(c, await inviteOwner(actorContext(c), { supplierId, ...c.req.valid("json") }), 201);
    },
  )
  .openapi(
    route({
      method: "get",
      path: "/bookings",
      summary:
        "Every booking, newest first, 25 a page; ?q= matches a booking or order reference or the guest's e-mail",
      description:
        "Services are named in `?lang=` (en, ru or de; English by default, and where the service has not been translated).",
      auth: true,
      request: { query: adminBookingsQuerySchema },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => ok(c, await adminBookings(actorContext(c), c.req.valid("query"))),
  )
  .openapi(
    route({
      method: "get",
      path: "/messages",
      summary: "The contact form's messages, newest first (default: not yet handled)",
      auth: true,
      request: { query: contactMessagesQuerySchema },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => ok(c, await contactInbox(actorContext(c), c.req.valid("query"))),
  )
  .openapi(
    route({
      method: "post",
      path: "/messages/{messageId}/handled",
      summary: "Mark a contact message handled, or back to not handled",
      auth: true,
      request: { params: z.object({ messageId: idParamSchema }), body: json(contactHandledSchema) },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => {
      const { messageId } = c.req.valid("param");
      return ok(c, await markHandled(actorContext(c), { messageId, ...c.req.valid("json") }));
    },
  );
