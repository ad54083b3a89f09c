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
import { bookingParticipants } from "../../server/modules/participants/details.ts";
import { favoriteServices } from "../../server/modules/favorites/favorites.ts";
import { pointsView } from "../../server/modules/points/points.ts";
import { dashboardSummary } from "../../server/modules/profile/dashboard-summary.ts";
import { getProfile } from "../../server/modules/profile/profile.ts";
import { referralsView } from "../../server/modules/referral/referral.ts";
import { bookingIdSchema } from "../../core/schemas.ts";
import { validate } from "../../core/validation.ts";
import { orPageNotFound } from "../lib/action.server.ts";
import { toCard } from "../lib/catalog.server.ts";
import { requestLanguage } from "../lib/i18n.server.ts";
import { pageMessages, translate } from "../lib/page-messages.server.ts";
import { whoComes } from "../components/order-totals.tsx";
import { areaContext } from "../lib/guards.server.ts";

type Context = Readonly<RouterContextProvider>;

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

export async function loadLayout(request: Request, context: Context) {
  const ctx = areaContext(context);
  const { messages, meta } = pageMessages(request, "dashboard");
  return { messages, meta, user: ctx.actor, summary: await dashboardSummary(ctx) };
}

export async function loadOverview(request: Request, context: Context) {
  // The balance and the referral figures are the layout's summary, read on every tab.
  const bookings = await listBookings(areaContext(context), { lang: requestLanguage(request) });
  return {
    stats: overviewStats(bookings),
    // The latest booked, whatever their dates.
    recent: [...bookings].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, RECENT_BOOKINGS),
  };
}

export async function loadBookings(request: Request, context: Context) {
  const ctx = areaContext(context);
  const query = parseBookingQuery(new URL(request.url).searchParams);
  const all = await listBookings(ctx, { lang: requestLanguage(request) });
  return { query, bookings: filterBookings(all, query) };
}

export async function loadBooking(request: Request, context: Context, bookingId: string) {
  const ctx = areaContext(context);
  if (!isBookingId(bookingId)) throw data(null, { status: 404 });
  const lang = requestLanguage(request);
  const booking = await orPageNotFound(bookingDetail(ctx, { bookingId, lang }));
  // The participants' panel: its words, the people, the waiver and the co-travellers' links.
  const participants = {
    messages: pageMessages(request, "participants").messages,
    view: await bookingParticipants(ctx, { bookingId, lang }),
  };
  // Who comes, worded here ("2 adults, 1 child, 1 infant"): the page has no booking words of its own.
  const party = whoComes(translate(request, "booking"), booking.participants);
  // The payment panel's words (its own namespace).
  return { booking, party, participants, paymentMessages: pageMessages(request, "bookingPayment").messages };
}

export async function loadFavorites(request: Request, context: Context) {
  const saved = await favoriteServices(areaContext(context), { lang: requestLanguage(request) });
  return { services: saved.map(toCard) };
}

/** The ledger's latest lines; "Load more" asks for more of them (?shown=20), a page at a time. */
export async function loadBalance(request: Request, context: Context) {
  const ctx = areaContext(context);
  const shown = shownTransactions(new URL(request.url).searchParams.get("shown"));
  const page = { offset: 0, limit: shown, lang: requestLanguage(request) };
  return { points: await pointsView(ctx, page) };
}

export async function loadReferrals(_request: Request, context: Context) {
  return { referrals: await referralsView(areaContext(context)) };
}

/** The settings and profile pages; the user's id names their data export's address. */
export async function loadProfile(_request: Request, context: Context) {
  const ctx = areaContext(context);
  return { userId: ctx.actor.id, profile: await getProfile(ctx) };
}
