import { z } from "zod";
import type { AdminBooking } from "./admin.ts";
import { canTransition, type BookingStatus } from "./booking-status.ts";
import { pageField } from "./fields.ts";
import type { Currency } from "./money.ts";
import { reasonField } from "./operator.ts";

// What platform admins do to bookings and what the audit log of their actions shows
// (/admin/audit, GET /api/admin/audit; decision 029).

/**
 * Every admin action the log knows, each worded in the admin's language (adminAudit.json,
 * `actions.*`). A new admin use case adds its name here and writes its entry with `audit()`.
 */
export const auditActions = [
  "bookingCancelled",
  "supplierCreated",
  "supplierUpdated",
  "supplierSuspended",
  "supplierReactivated",
  "ownerInvited",
  "messageHandled",
  "messageReopened",
  "mailRetried",
  "newsletterCreated",
  "newsletterSent",
] as const;
export type AuditAction = (typeof auditActions)[number];

/** What an action was done to; the id is kept as text (bookings have text ids, suppliers numbers). */
export const auditTargets = ["booking", "supplier", "contactMessage", "mail", "newsletter"] as const;
export type AuditTargetType = (typeof auditTargets)[number];

/** An admin's cancellation: the reason the guest and the operator read (required, at most 500 characters). */
export const adminCancelSchema = z.object({ reason: reasonField });
export type AdminCancelInput = z.infer<typeof adminCancelSchema>;

/** The audit log's pages: 25 entries by default, at most 100. */
export const AUDIT_PAGE = 25;
export const AUDIT_PAGE_MAX = 100;

export const auditQuerySchema = z.object({
  page: pageField,
  pageSize: z.coerce
    .number("notANumber")
    .int("notWholeNumber")
    .min(1, "tooSmall")
    .max(AUDIT_PAGE_MAX, "tooLarge")
    .default(AUDIT_PAGE),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** One entry of the log, newest first. */
export interface AuditEntry {
  id: number;
  /** Null once the admin's account is gone (the entry stays). */
  actor: { id: string; name: string; email: string } | null;
  action: string;
  target: { type: string; id: string };
  details: Record<string, unknown>;
  createdAt: string;
}

export interface AuditPage {
  items: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}

/** A booking as the admin's booking page shows it: how it ended, and whether the admin may cancel it. */
export interface AdminBookingDetail extends AdminBooking {
  endDate: string;
  statusReason: string | null;
  cancelledBy: "guest" | "operator" | "deadline" | "admin" | null;
  cancelledAt: string | null;
  /** A cancelled or rejected booking's refund: money in the currency charged, and points. */
  refund: { currency: Currency; minor: number; pointsCents: number } | null;
  /** Pending or confirmed: the admin may cancel it with a full refund. */
  canCancel: boolean;
}

/** An admin's cancellation starts from a booking that has not ended: pending or confirmed. */
export const adminCancellable = (status: BookingStatus) => canTransition(status, "cancelled", "admin");
