import type { Coin } from "./crypto-coins.ts";
import type { IsoDate } from "./dates.ts";
import type { Currency } from "./money.ts";
import type { NotificationCategory } from "./notifications.ts";
import type { HeldMoney, MinorMoney, OrderLines } from "./order-summary.ts";
import type { FeeLine, ParticipantCounts, ParticipantType, ReadinessGap } from "./participants.ts";

// What the API answers for carts, holds and bookings: shared by the server and the UI.
/** Who is signed in: what the server reads from the session and the pages show. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

export interface CartLine {
  id: string;
  serviceId: number;
  title: string;
  supplier: string;
  image: string[];
  dates: { startDate: IsoDate; endDate: IsoDate };
  selectedTime: string;
  /** The seats the line takes (infants on a lap take none). */
  guests: number;
  /** Who comes, by type (decision 042). */
  participants: ParticipantCounts;
  /** The price per type on the line's date, USD cents. */
  prices: Record<string, number>;
  /** The types the service takes, in its order, for the line's steppers: ages, and whether each takes a seat. */
  types: Pick<ParticipantType, "code" | "minAge" | "maxAge" | "takesSeat">[];
  /** A party on this service needs at least one adult. */
  adultRequired: boolean;
  /** Participants times prices; the added fee and tax lines; `totalCents` is their sum. */
  baseCents: number;
  feesCents: number;
  taxesCents: number;
  /** The adult's price on the date. */
  price: number;
  priceCents: number;
  totalPrice: number;
  totalCents: number;
  location: string;
  duration: string;
  durationDays: number;
  groupSize: string;
  addedAt: string;
  /**
   * Why the line cannot go to checkout, if it cannot. cutoff: not started yet, but the service's
   * bookings for it have closed (its booking cut-off).
   */
  problem: "unavailable" | "past" | "cutoff" | "full" | null;
  /** The line can go to checkout as it is (no problem). */
  fits: boolean;
  /**
   * Seats its departure has left now for this traveller (other travellers' bookings and live holds
   * taken); 0 when the departure is closed or no longer runs. Under `guests`, the line is "full".
   */
  seatsLeft: number;
}

export interface Cart {
  items: CartLine[];
  count: number;
  totalCents: number;
  total: number;
}

/** Why a cart line cannot be held; the client words it in the visitor's language. */
export interface HoldProblem {
  itemId: string;
  title: string;
  reason: "unavailable" | "past" | "cutoff" | "full" | "seats";
  seatsLeft: number;
}

/** Subtotal: base, fees and taxes (what the discount is a share of); total: less the discount. */
export interface CheckoutQuote {
  items: CartLine[];
  subtotalCents: number;
  discountCents: number;
  serviceFeeCents: number;
  taxesCents: number;
  totalCents: number;
}

/**
 * What an order was charged: the currency, the rate snapshot (units per 1 USD), the amount the
 * payment method was charged in that currency's minor units, and what the points balance paid.
 */
export interface OrderMoney {
  currency: "USD" | "EUR" | "RUB";
  exchangeRate: number;
  chargedMinor: number;
  pointsUsedCents: number;
  /** Refunded so far: money in `currency`'s minor units, and points. */
  refundedMinor: number;
  refundedPointsCents: number;
}

export interface Held extends CheckoutQuote, HeldMoney {
  /** The user's points balance (USD cents): what "Use my balance" can apply. */
  pointsBalanceCents: number;
  /** The rate snapshot (units per 1 USD) the order is charged at while the hold lives. */
  exchangeRates: { USD: number; EUR: number; RUB: number };
  expiresAt: string;
  /** The server's clock when it answered, so a client can count down whatever its own clock says. */
  now: string;
}

/**
 * A crypto payment as the provider made it (decision 031): the coin, the amount in it at the
 * provider's stated rate, the deposit address and its expiry. The browser shows it and chooses
 * none of it. "received": the transfer arrived and waits for its order; "paid": an order spent it.
 */
export interface CryptoPaymentView {
  id: string;
  coin: Coin;
  /** The exact amount in the coin, a decimal string ("0.00150000"). */
  coinAmount: string;
  address: string;
  /** What it pays: minor units of `currency` (the order's charge). */
  amountMinor: number;
  currency: Currency;
  /** The provider's price of one coin, in minor units of `currency`. */
  rateMinor: number;
  status: "awaiting" | "received" | "paid" | "expired";
  expiresAt: string;
  /** The server's clock when it answered, for the countdown. */
  now: string;
  /** The checkout (its Idempotency-Key) the payment was made for. */
  checkoutKey: string;
}

export interface CreatedOrder {
  order: OrderHead & { total: number; paymentMethod: string };
  bookings: BookingView[];
}

export interface BookingView {
  id: string;
  reference: string;
  orderId: string;
  orderReference: string;
  serviceId: number;
  service: string;
  description: string;
  image: string | null;
  location: string;
  supplier: string;
  date: string;
  endDate: string;
  time: string;
  /** The seats the booking takes (infants on a lap take none). */
  guests: number;
  /** Who comes, by type (decision 042). */
  participants: ParticipantCounts;
  /** The price per type the booking was made at, USD cents. */
  prices: Record<string, number>;
  /** The adult's price. */
  unitPriceCents: number;
  /** Participants times prices; added fees; added taxes; every fee line as quoted. */
  baseCents: number;
  feesCents: number;
  taxesCents: number;
  feeLines: FeeLine[];
  /** Base plus added fees and taxes, before the discount. */
  totalCents: number;
  /** The booking's share of the order's discount. */
  discountCents: number;
  /** Paid at checkout. */
  depositCents: number;
  /** Still to pay, by `balanceDueAt` (0 once paid, or when paid in full at checkout). */
  balanceCents: number;
  balanceDueAt: string | null;
  balancePaidAt: string | null;
  /**
   * Ready to go: every participant named with a birth date, a licence where needed, the waiver
   * accepted, the balance paid; `missing` names the gaps (details, licence, waiver, balance).
   */
  readiness: { ready: boolean; missing: ReadinessGap[] };
  price: number;
  status: "pending" | "confirmed" | "completed" | "cancelled" | "rejected";
  supplierDeadline: string;
  rating: number | null;
  /** The operator's words on a rejection or cancellation, shown to the guest. */
  statusReason: string | null;
  /** Who ended it: the guest, the operator, the operator's deadline passing unanswered, or a platform admin. */
  cancelledBy: "guest" | "operator" | "deadline" | "admin" | null;
  /**
   * Completed, but the operator marked the guests as not having come: no points back, no referral
   * reward, no review. The status stays "completed"; this says how it ended.
   */
  noShow: boolean;
  /** A cancelled or rejected booking's refund: money in the currency charged, and points. */
  refund: { currency: "USD" | "EUR" | "RUB"; minor: number; pointsCents: number } | null;
  /** The money above in the order's currency at its rate snapshot (core/order-summary.ts). */
  money: MinorMoney;
  canCancel: boolean;
  createdAt: string;
}

/** What an order answers wherever it is answered: its totals, its lines and what it was charged. */
interface OrderHead extends OrderMoney, OrderLines {
  id: string;
  reference: string;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  cardLast4: string | null;
  createdAt: string;
}

/** An order as its receipt shows it. */
export interface OrderView extends OrderHead {
  status: "paid" | "refunded" | "partially_refunded";
  paymentMethod: "card" | "sbp" | "crypto" | "points";
  customerName: string;
  customerEmail: string;
  bookings: BookingView[];
}

// ---- Dashboard (issue 6): what the points, referral, profile and review modules answer. ----

/** What a ledger line is for; "earned" (Lifetime Earned) means cashback and referral rewards. */
export type TransactionKind = "top_up" | "cashback" | "referral" | "spend" | "refund";

export interface TransactionView {
  id: string;
  type: "credit" | "debit";
  kind: TransactionKind;
  amountCents: number;
  /** The English description kept in the ledger; the UI words it from `kind` and `subject`. */
  description: string;
  /** The service title or friend's name the line is about, if any. */
  subject: string | null;
  date: string;
  status: "completed" | "pending";
}

export interface PointsView {
  balanceCents: number;
  /** Credits dated in the current calendar month (operator's time zone). */
  thisMonthCents: number;
  /** Cashback and referral rewards ever credited (top-ups are not earnings). */
  lifetimeEarnedCents: number;
  transactions: TransactionView[];
  /** How many ledger lines there are in all, for Load More. */
  totalTransactions: number;
}

export interface ReferralView {
  id: string;
  name: string;
  email: string;
  joinDate: string;
  status: "active" | "pending";
  bookings: number;
  earnedCents: number;
}

export interface ReferralsView {
  code: string;
  /** Site origin plus ?ref={code}. */
  link: string;
  totalEarningsCents: number;
  active: number;
  pending: number;
  /** Sign-ups through the user's link in the current calendar month. */
  thisMonth: number;
  referrals: ReferralView[];
  invites: { email: string; date: string }[];
}

/** Per channel, a switch per category; security mail and receipts are sent whatever they say. */
export interface NotificationSettings {
  email: Record<NotificationCategory, boolean>;
  inApp: Record<NotificationCategory, boolean>;
}

export interface PrivacySettings {
  profileVisible: boolean;
  shareBookingHistory: boolean;
}

export interface ProfileView {
  name: string;
  email: string;
  phone: string | null;
  country: string | null;
  language: "en" | "ru" | "de";
  currency: "USD" | "EUR" | "RUB";
  theme: "light" | "dark" | "system";
  referralCode: string;
  notifications: NotificationSettings;
  privacy: PrivacySettings;
}

/** A guest's review as the booking dialog's reviews tab shows it. */
export interface ReviewView {
  id: string;
  /** First name and the initial of the last name; null for a deleted account (the page words it). */
  author: string | null;
  rating: number;
  comment: string | null;
  date: string;
}

/** One page of a service's reviews, newest first; `total` is the review count the service shows. */
export interface ReviewPage {
  items: ReviewView[];
  total: number;
}

/** Everything the booking's own page shows: the booking, its order and payment, the supplier. */
export interface BookingDetailView extends BookingView {
  order: OrderMoney & {
    reference: string;
    paymentMethod: "card" | "sbp" | "crypto" | "points";
    cardLast4: string | null;
    totalCents: number;
    discountCents: number;
    createdAt: string;
  };
  /** Contact details are given once the supplier has confirmed. */
  supplierContact: { email: string; phone: string } | null;
  review: string | null;
  canRate: boolean;
  canContact: boolean;
  /** The conversation with the supplier, oldest first: the guest's messages and the operator's replies. */
  messages: { id: number; author: "guest" | "operator"; message: string; date: string }[];
}

/** One booking that deleting the account cancels, and what comes back for it (decision 028). */
export interface DeletionBooking {
  id: string;
  reference: string;
  title: string;
  date: string;
  time: string;
  status: "pending" | "confirmed";
  /** Money back the way it was paid (minor units of the order's currency), and points. */
  refund: { currency: "USD" | "EUR" | "RUB"; minor: number; pointsCents: number };
}

/** What deleting the account now would do: shown before it is done. */
export interface DeletionPreview {
  bookings: DeletionBooking[];
  /**
   * Points lost with the account, in USD cents (1 point = $1): the balance, plus the points the
   * cancellations above give back to it.
   */
  pointsForfeitedCents: number;
  /** How the deletion is confirmed: the password, or (an account without one) a mailed code. */
  confirmBy: "password" | "code";
}
