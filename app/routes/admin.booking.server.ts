import { data, type RouterContextProvider } from "react-router";
import { adminCancelSchema, auditQuerySchema } from "../../core/admin-audit.ts";
import { bookingIdSchema } from "../../core/schemas.ts";
import { validate } from "../../core/validation.ts";
import { auditLog } from "../../server/modules/admin/audit.ts";
import { adminBooking, cancelBookingAsAdmin } from "../../server/modules/admin/cancel-booking.ts";
import { notFound } from "../../server/errors.ts";
import { act, intentInput, orPageNotFound, parseInput } from "../lib/action.server.ts";
import { adminAreaContext } from "../lib/guards.server.ts";
import { requestLanguage } from "../lib/i18n.server.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import { bookingIntents } from "./admin.intents.ts";

// The admin's booking page (and its cancellation) and the audit log: each calls the use case the
// /api/admin route for the same read or change calls, after the same schema.

type Context = Readonly<RouterContextProvider>;

export async function loadAdminBooking(request: Request, context: Context, bookingId: string | undefined) {
  const ctx = adminAreaContext(context);
  const parsed = validate(bookingIdSchema, bookingId);
  if (!parsed.ok) throw data(null, { status: 404 });
  const input = { bookingId: parsed.data, lang: requestLanguage(request) };
  const booking = await orPageNotFound(adminBooking(ctx, input));
  const { messages, meta } = pageMessages(request, "adminAudit");
  return { messages, meta, booking };
}

/** Cancels the booking with the admin's reason: seats freed, full refund, guest and team told, audited. */
export async function adminBookingAction(request: Request, context: Context, bookingId: string | undefined) {
  return act(async () => {
    const ctx = adminAreaContext(context);
    const { intent, input } = await intentInput(request, bookingIntents);
    const parsed = validate(bookingIdSchema, bookingId);
    if (!parsed.ok) throw notFound("bookingNotFound");
    const { reason } = parseInput(adminCancelSchema, input);
    const booking = await cancelBookingAsAdmin(ctx, { bookingId: parsed.data, reason });
    return { intent, reference: booking.reference };
  });
}

export async function loadAudit(request: Request, context: Context) {
  const ctx = adminAreaContext(context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  // A hand-typed page that does not parse shows the first one.
  const parsed = validate(auditQuerySchema, { page: params.page });
  const query = parsed.ok ? parsed.data : { page: 1, pageSize: 25 };
  const { messages, meta } = pageMessages(request, "adminAudit");
  return { messages, meta, audit: await auditLog(ctx, query) };
}
