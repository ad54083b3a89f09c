import { sql } from "drizzle-orm";
import { bookings, orders, profiles, services } from "../../db/schema.ts";

// What the operator is shown of a booking's guest, by the guest's privacy settings (settings page):
// "Show my name to operators I book with" and "Share my booking history with operators". Every
// place an operator reads a guest (the console's lists, manifest, requests, messages, the request
// mails and their answer page) selects these instead of the order's columns, so that one switch
// holds everywhere. A booking without an account (or a profile) keeps the defaults.

/** The guest lets operators see their name (the setting's default: yes). */
const nameShown = sql`coalesce((select ${profiles.profileVisible} from ${profiles} where ${profiles.userId} = ${bookings.userId}), true)`;

/**
 * The guest's name as the operator reads it; null when the guest keeps it to themselves (the
 * reader shows "Guest" with the booking's reference, in their own language).
 */
export const guestNameForOperator = sql<
  string | null
>`case when ${nameShown} then ${orders.customerName} end`;

/**
 * The guest's address as the operator reads it: hidden with the name (an address often spells the
 * name). The phone stays: the operator must be able to reach the guest on the departure day, and
 * messages go through the platform.
 */
export const guestEmailForOperator = sql<
  string | null
>`case when ${nameShown} then ${orders.customerEmail} end`;

/**
 * The guest's completed trips with this booking's supplier before this one, when the guest shares
 * their booking history with operators (off by default); null when they do not.
 */
export const guestPastTrips = sql<
  number | null
>`case when coalesce((select ${profiles.shareBookingHistory} from ${profiles} where ${profiles.userId} = ${bookings.userId}), false) then (
  select count(*) from ${bookings} as past
  inner join ${services} as past_service on past_service.id = past.service_id
  where past.user_id = ${bookings.userId} and past.id <> ${bookings.id} and past.status = 'completed'
    and past_service.supplier_id = ${services.supplierId}
) end`.mapWith((value: unknown) => (value === null ? null : Number(value)));
