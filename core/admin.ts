import { z } from "zod";
import { bookingStatuses, type BookingStatus, type CheckIn } from "./booking-status.ts";
import type { IsoDate } from "./dates.ts";
import { emailField, pageField, PHONE_PATTERN } from "./fields.ts";
import { languages } from "./preferences.ts";

// What the admin area and its API share: the supplier's form, the owner's invitation, the filters
// of every booking and of the contact inbox.

export const SUPPLIER_NAME_MAX = 100;
export const RESPONSE_TIME_MIN_HOURS = 1;
export const RESPONSE_TIME_MAX_HOURS = 168;

/** A supplier as the platform sets it up: who they are, how to reach them, how fast they answer. */
export const supplierSchema = z.strictObject({
  name: z
    .string({ error: (issue) => (issue.code === "invalid_type" ? "nameRequired" : undefined) })
    .trim()
    .min(1, "nameRequired")
    .max(SUPPLIER_NAME_MAX, "tooLong"),
  email: emailField,
  phone: z
    .string({ error: (issue) => (issue.code === "invalid_type" ? "required" : undefined) })
    .trim()
    .min(1, { error: "required", abort: true })
    .regex(PHONE_PATTERN, "invalidPhone"),
  responseTimeHours: z.coerce
    .number({ error: (issue) => (issue.code === "invalid_type" ? "notANumber" : undefined) })
    .int("notWholeNumber")
    .min(RESPONSE_TIME_MIN_HOURS, "tooSmall")
    .max(RESPONSE_TIME_MAX_HOURS, "tooLarge"),
});
export type SupplierInput = z.infer<typeof supplierSchema>;

export const supplierStatuses = ["active", "suspended"] as const;
export type SupplierStatus = (typeof supplierStatuses)[number];

/** The supplier's owner-to-be, invited by e-mail. */
export const ownerInviteSchema = z.strictObject({ email: emailField });

/** Every booking of the platform, newest first, 25 a page. */
export const ADMIN_BOOKINGS_PAGE = 25;
export const SEARCH_MAX = 100;

export const adminBookingsQuerySchema = z.object({
  /** A booking's or order's reference, or part of the guest's e-mail address. */
  q: z.string().trim().max(SEARCH_MAX, "tooLong").optional(),
  status: z.enum(bookingStatuses, "invalidChoice").optional(),
  page: pageField,
  /** The language the services are named in. */
  lang: z.enum(languages).default("en"),
});
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuerySchema>;

/** The contact inbox: not yet handled (the default), handled, or all of them. */
export const contactFilters = ["open", "handled", "all"] as const;
export type ContactFilter = (typeof contactFilters)[number];

export const contactMessagesQuerySchema = z.object({
  status: z.enum(contactFilters, "invalidChoice").default("open"),
});

export const contactHandledSchema = z.strictObject({
  handled: z.boolean({ error: (issue) => (issue.code === "invalid_type" ? "required" : undefined) }),
});

/** How long an owner's invitation stays open (as Better Auth's own invitations). */
export const OWNER_INVITATION_DAYS = 7;

/** A readable, address-safe slug for an organisation's name ("Bystraya River Anglers" → "bystraya-river-anglers"). */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 48)
    .replace(/-+$/g, "");
  return slug || "supplier";
}

/** The address an invited person opens to join a supplier's team. */
export const invitationLink = (baseUrl: string, invitationId: string) =>
  `${baseUrl.replace(/\/+$/, "")}/operator/invitations/${invitationId}`;

// What the admin API and pages answer.

export interface SupplierPerson {
  name: string;
  email: string;
}

export interface AdminSupplierRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  responseTimeHours: number;
  status: SupplierStatus;
  /** Every service of the supplier, and the ones on sale now. */
  servicesCount: number;
  liveServices: number;
  owners: SupplierPerson[];
  pendingInvitations: number;
  createdAt: string;
}

export interface AdminSupplierMember extends SupplierPerson {
  id: string;
  userId: string;
  role: "owner" | "member";
  joinedAt: string;
}

export interface AdminInvitation {
  id: string;
  email: string;
  role: string;
  expiresAt: string;
  expired: boolean;
  link: string;
  createdAt: string;
}

export interface AdminSupplier extends AdminSupplierRow {
  organizationId: string | null;
  services: { id: number; title: string; status: "draft" | "active" | "archived"; category: string }[];
  members: AdminSupplierMember[];
  invitations: AdminInvitation[];
}

export interface AdminBooking {
  id: string;
  reference: string;
  orderReference: string;
  serviceId: number;
  service: string;
  supplierId: number;
  supplier: string;
  guest: { name: string; email: string };
  startDate: IsoDate;
  time: string;
  guests: number;
  totalCents: number;
  status: BookingStatus;
  checkIn: CheckIn | null;
  createdAt: string;
}

export interface AdminBookingsPage {
  items: AdminBooking[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  /** Sent while signed in. */
  signedIn: boolean;
  handledAt: string | null;
  createdAt: string;
}

export interface ContactInbox {
  status: ContactFilter;
  messages: ContactMessage[];
  /** Not yet handled, whatever the filter. */
  open: number;
}

export interface MonthFigures {
  /** When the month began (operator's time zone). */
  from: string;
  bookings: number;
  /** What the month's bookings brought in, less the ones cancelled or rejected (refunded). */
  revenueCents: number;
}

export interface PlatformOverview {
  thisMonth: MonthFigures;
  lastMonth: MonthFigures;
  pendingRequests: number;
  /** Pending requests whose supplier deadline has passed (the lifecycle job rejects them). */
  overdueRequests: number;
  activeSuppliers: number;
  suspendedSuppliers: number;
  /** Services on sale: active, of an active supplier. */
  servicesLive: number;
  /** Accounts that are neither on a supplier's team nor platform admins. */
  travellers: number;
  unhandledMessages: number;
}
