import { adminCancelSchema, auditActions, auditQuerySchema } from "../../core/admin-audit.ts";
import { auditLog } from "../modules/admin/audit.ts";
import { adminBooking, cancelBookingAsAdmin } from "../modules/admin/cancel-booking.ts";
import { ok } from "./http.ts";
import { actorContext, type SignedInEnv } from "./guards.ts";
import { apiRouter, bookingParams, json, route } from "./route.ts";

// What admins do to a booking for a guest or an operator, and the audit log of every admin action.
// Anyone but a platform admin gets 404, as if it did not exist.

export const adminAuditRoutes = apiRouter<SignedInEnv>();
adminAuditRoutes
  .openapi(
    route({
      method: "get",
      path: "/bookings/{id}",
      summary:
        "One booking as the admin sees it: guest, service, supplier, status, how it ended (reason, who, refund) and `canCancel`",
      auth: true,
      request: { params: bookingParams },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => ok(c, await adminBooking(actorContext(c), { bookingId: c.req.valid("param").id })),
  )
  .openapi(
    route({
      method: "post",
      path: "/bookings/{id}/cancel",
      summary:
        "Cancel a pending or confirmed booking with a reason: seats freed, full refund, guest and operator's team told, audited",
      description:
        "The body's `reason` (1–500 characters; 400 `reasonRequired` or `tooLong`) is shown to the guest and the operator's team. The guest gets back everything paid for the booking, whatever the 24-hour rule says: money the way it was paid, points to the balance. The guest is told by mail and in the app in their language; every member of the supplier's team under their own settings. The cancellation and its audit entry (`bookingCancelled`) are one transaction. 409 `cannotCancelStatus`: the booking has already ended (cancelled, rejected or completed). Answers the booking as `GET /api/admin/bookings/{id}` does.",
      auth: true,
      request: { params: bookingParams, body: json(adminCancelSchema) },
      statuses: [200, 400, 401, 404, 409],
    }),
    async (c) => {
      const input = { bookingId: c.req.valid("param").id, ...c.req.valid("json") };
      return ok(c, await cancelBookingAsAdmin(actorContext(c), input));
    },
  )
  .openapi(
    route({
      method: "get",
      path: "/audit",
      summary:
        "The audit log of admin actions, newest first: `{items, total, page, pageSize, pages}`; ?page= and ?pageSize= (1–100, default 25)",
      description: `Each item: \`id\`, \`actor\` ({id, name, email}, null once the admin's account is deleted), \`action\` (${auditActions.join(", ")}), \`target\` ({type, id}), \`details\` (the action's particulars, such as a cancellation's reason and refund) and \`createdAt\`. Every admin change writes its entry in its own transaction.`,
      auth: true,
      request: { query: auditQuerySchema },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => ok(c, await auditLog(actorContext(c), c.req.valid("query"))),
  );
