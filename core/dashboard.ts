import type { BookingView } from "./views.ts";

export const bookingFilters = ["all", "pending", "confirmed", "completed", "cancelled"] as const;
export type BookingFilter = (typeof bookingFilters)[number];

export const bookingSorts = ["date", "price", "status"] as const;
export type BookingSort = (typeof bookingSorts)[number];

export const dashboardTabs = [
  "overview",
  "bookings",
  "favorites",
  "balance",
  "referrals",
  "notifications",
  "settings",
] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

/** Favourites and recent bookings show this many before Load More / View All. */
export const FAVORITES_PAGE = 6;
export const RECENT_BOOKINGS = 3;
export const TRANSACTIONS_PAGE = 10;

type Listed = Pick<BookingView, "service" | "location" | "status" | "date" | "totalCents">;

/** The bookings tab: search on service title or location, a status filter, then one of three sorts. */
export function filterBookings<T extends Listed>(
  bookings: readonly T[],
  { q = "", status = "all", sort = "date" }: { q?: string; status?: BookingFilter; sort?: BookingSort },
): T[] {
  const needle = q.trim().toLocaleLowerCase();
  const found = bookings.filter(
    (b) =>
      (status === "all" || b.status === status) &&
      (!needle ||
        b.service.toLocaleLowerCase().includes(needle) ||
        b.location.toLocaleLowerCase().includes(needle)),
  );
  const by: Record<BookingSort, (a: T, b: T) => number> = {
    date: (a, b) => b.date.localeCompare(a.date),
    price: (a, b) => b.totalCents - a.totalCents,
    status: (a, b) => a.status.localeCompare(b.status) || b.date.localeCompare(a.date),
  };
  return found.sort(by[sort]);
}

export function parseBookingQuery(params: URLSearchParams) {
  const status = params.get("status");
  const sort = params.get("sort");
  return {
    q: (params.get("q") ?? "").slice(0, 100),
    status: bookingFilters.includes(status as BookingFilter) ? (status as BookingFilter) : "all",
    sort: bookingSorts.includes(sort as BookingSort) ? (sort as BookingSort) : "date",
  };
}

/**
 * The overview's booking figures: active = pending or confirmed. (Its referral figures come with
 * the dashboard's summary: earnings are what the ledger credited, $50 a friend whose first booking
 * completed, decisions.md §6, not $50 for every sign-up.)
 */
export function overviewStats(bookings: readonly Pick<BookingView, "status">[]) {
  return {
    total: bookings.length,
    active: bookings.filter((b) => b.status === "pending" || b.status === "confirmed").length,
    completed: bookings.filter((b) => b.status === "completed").length,
  };
}

/** Add funds: 10 to 5000 USD per transaction; the quick amounts offered. */
export const TOP_UP_MIN_USD = 10;
export const TOP_UP_MAX_USD = 5_000;
export const QUICK_TOP_UPS = [50, 100, 250, 500] as const;

/** The cookie that carries a friend's referral code from the ?ref= visit to the sign-up. */
export const REFERRAL_COOKIE = "pa_ref";
export const REFERRAL_COOKIE_DAYS = 30;
