import type { RouterContextProvider } from "react-router";
import { data } from "react-router";
import {
  filterBookings,
  overviewStats,
  parseBookingQuery,
  RECENT_BOOKINGS,
  TRANSACTIONS_PAGE,
} from "../../core/dashboard.ts";
import { countBookings, listBookings } from "../../server/modules/booking/booking.ts";
import { bookingDetail } from "../../server/modules/booking/booking-detail.ts";
import { favoriteIds } from "../../server/modules/favorites/favorites.ts";
import { balanceOf, pointsView } from "../../server/modules/points/points.ts";
import { getProfile } from "../../server/modules/profile/profile.ts";
import { referralsView } from "../../server/modules/referral/referral.ts";
import { toCard } from "../lib/catalog.server.ts";
import { requestLanguage } from "../lib/i18n.server.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import { appServices, currentUser } from "../lib/session.server.ts";

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

/** The signed-in user and the request's services, or null: a signed-out visitor sees no dashboard data. */
async function signedIn(request: Request, context: Context) {
  const user = await currentUser(request, context);
  return user ? { user, ...appServices(context) } : null;
}

export async function loadLayout(request: Request, context: Context) {
  const { messages, meta } = pageMessages(request, "dashboard");
  const s = await signedIn(request, context);
  if (!s) return { messages, meta, summary: null };
  const [balanceCents, totalBookings] = await Promise.all([
    balanceOf(s.db, s.user.id),
    countBookings(s.db, s.user.id),
  ]);
  return { messages, meta, summary: { balanceCents, totalBookings } };
}

export async function loadOverview(request: Request, context: Context) {
  const s = await signedIn(request, context);
  if (!s) return null;
  // The balance is the layout's: its loader reads it for the header on every tab.
  const [bookings, referrals] = await Promise.all([
    listBookings(s.db, s.user.id, s.now()).then((list) => inLanguage(request, s.catalog, list)),
    referralsView(s.db, s.user.id, s.env.baseUrl, s.now()),
  ]);
  return {
    stats: overviewStats(bookings, {
      count: referrals.referrals.length,
      earningsCents: referrals.totalEarningsCents,
    }),
    // The latest booked, whatever their dates.
    recent: [...bookings].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, RECENT_BOOKINGS),
  };
}

export async function loadBookings(request: Request, context: Context) {
  const s = await signedIn(request, context);
  if (!s) return null;
  const query = parseBookingQuery(new URL(request.url).searchParams);
  const all = await inLanguage(request, s.catalog, await listBookings(s.db, s.user.id, s.now()));
  return { query, bookings: filterBookings(all, query) };
}

export async function loadBooking(request: Request, context: Context, bookingId: string) {
  const s = await signedIn(request, context);
  if (!s) return null;
  if (!/^[0-9a-f-]{36}$/i.test(bookingId)) throw data(null, { status: 404 });
  try {
    const booking = await bookingDetail(s.db, s.user.id, bookingId, s.now());
    const [localized] = await inLanguage(request, s.catalog, [booking]);
    return { booking: localized! };
  } catch (error) {
    if ((error as { status?: number }).status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export async function loadFavorites(request: Request, context: Context) {
  const s = await signedIn(request, context);
  if (!s) return null;
  const ids = await favoriteIds(s.db, s.user.id);
  const byId = await s.catalog.byId(requestLanguage(request));
  return { services: ids.flatMap((id) => (byId.has(id) ? [toCard(byId.get(id)!)] : [])) };
}

export async function loadBalance(request: Request, context: Context) {
  const s = await signedIn(request, context);
  if (!s) return null;
  const titles = await s.catalog.byId(requestLanguage(request));
  return {
    userId: s.user.id,
    points: await pointsView(s.db, s.user.id, s.now(), { offset: 0, limit: TRANSACTIONS_PAGE }, titles),
  };
}

export async function loadReferrals(request: Request, context: Context) {
  const s = await signedIn(request, context);
  if (!s) return null;
  return { userId: s.user.id, referrals: await referralsView(s.db, s.user.id, s.env.baseUrl, s.now()) };
}

export async function loadProfile(request: Request, context: Context) {
  const s = await signedIn(request, context);
  if (!s) return null;
  return { userId: s.user.id, profile: await getProfile(s.db, s.user.id) };
}
