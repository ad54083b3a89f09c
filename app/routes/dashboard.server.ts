import type { RouterContextProvider } from "react-router";
import { data } from "react-router";
import {
  filterBookings,
  overviewStats,
  parseBookingQuery,
  RECENT_BOOKINGS,
  TRANSACTIONS_PAGE,
} from "../../core/dashboard.ts";
import { listBookings } from "../../server/modules/booking/booking.ts";
import { bookingDetail } from "../../server/modules/booking/booking-detail.ts";
import { favoriteIds } from "../../server/modules/favorites/favorites.ts";
import { pointsView } from "../../server/modules/points/points.ts";
import { dashboardSummary } from "../../server/modules/profile/dashboard-summary.ts";
import { getProfile } from "../../server/modules/profile/profile.ts";
import { referralsView } from "../../server/modules/referral/referral.ts";
import { bookingIdSchema } from "../../core/schemas.ts";
import { validate } from "../../core/validation.ts";
import { orPageNotFound } from "../lib/action.server.ts";
import { toCard } from "../lib/catalog.server.ts";
import { requestLanguage } from "../lib/i18n.server.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import { signedInUser } from "../lib/guards.server.ts";
import { appServices } from "../lib/session.server.ts";

type Context = Readonly<RouterContextProvider>;
type Services = ReturnType<typeof appServices>;

/** Bookings name their service, place and description in the visitor's language. */
async function inLanguage<
  T extends { serviceId: number; service: string; location: string; description: string },
>(request: Request, catalog: Services["catalog"], bookings: T[]): Promise<T[]> {
  const byId = await catalog.byId(requestLanguage(request));
  return bookings.map((booking) => {
    const service = byId.get(booking.serviceId);
    return service
      ? { ...booking, service: service.title, location: service.location, description: service.description }
      : booking;
  });
}

/** A booking's id in an address: anything else is a page that does not exist. */
export const isBookingId = (id: string) => validate(bookingIdSchema, id).ok;

// "Load more" asks for the next page of the ledger as ?shown=20, 30…: a link that works without
// JavaScript and survives a reload. Capped, so an address cannot ask for the whole table.
const MAX_SHOWN = 500;
function shownTransactions(value: string | null) {
  const pages = Math.ceil(Number(value) / TRANSACTIONS_PAGE);
  return Number.isFinite(pages) && pages > 1
    ? Math.min(pages * TRANSACTIONS_PAGE, MAX_SHOWN)
    : TRANSACTIONS_PAGE;
}

/** The guard's user and the request's services: every dashboard loader and action starts here. */
export function traveller(context: Context) {
  return { user: signedInUser(context), ...appServices(context) };
}

export async function loadLayout(request: Request, context: Context) {
  const { user, db } = traveller(context);
  const { messages, meta } = pageMessages(request, "dashboard");
  return { messages, meta, user, summary: await dashboardSummary(db, user.id) };
}

export async function loadOverview(request: Request, context: Context) {
  const s = traveller(context);
  // The balance and the referral figures are the layout's summary, read on every tab.
  const bookings = await inLanguage(request, s.catalog, await listBookings(s.db, s.user.id, s.now()));
  return {
    stats: overviewStats(bookings),
    // The latest booked, whatever their dates.
    recent: [...bookings].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, RECENT_BOOKINGS),
  };
}

export async function loadBookings(request: Request, context: Context) {
  const s = traveller(context);
  const query = parseBookingQuery(new URL(request.url).searchParams);
  const all = await inLanguage(request, s.catalog, await listBookings(s.db, s.user.id, s.now()));
  return { query, bookings: filterBookings(all, query) };
}

export async function loadBooking(request: Request, context: Context, bookingId: string) {
  const s = traveller(context);
  if (!isBookingId(bookingId)) throw data(null, { status: 404 });
  const booking = await orPageNotFound(bookingDetail(s.db, s.user.id, bookingId, s.now()));
  const [localized] = await inLanguage(request, s.catalog, [booking]);
  return { booking: localized! };
}

export async function loadFavorites(request: Request, context: Context) {
  const s = traveller(context);
  const ids = await favoriteIds(s.db, s.user.id);
  const byId = await s.catalog.byId(requestLanguage(request));
  return { services: ids.flatMap((id) => (byId.has(id) ? [toCard(byId.get(id)!)] : [])) };
}

/** The ledger's latest lines; "Load more" asks for more of them (?shown=20), a page at a time. */
export async function loadBalance(request: Request, context: Context) {
  const s = traveller(context);
  const titles = await s.catalog.byId(requestLanguage(request));
  const shown = shownTransactions(new URL(request.url).searchParams.get("shown"));
  return { points: await pointsView(s.db, s.user.id, s.now(), { offset: 0, limit: shown }, titles) };
}

export async function loadReferrals(_request: Request, context: Context) {
  const s = traveller(context);
  return { referrals: await referralsView(s.db, s.user.id, s.env.baseUrl, s.now()) };
}

/** The settings and profile pages; the user's id names their data export's address. */
export async function loadProfile(_request: Request, context: Context) {
  const { user, db } = traveller(context);
  return { userId: user.id, profile: await getProfile(db, user.id) };
}
