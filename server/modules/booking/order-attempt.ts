import type { Rates } from "../../../core/money.ts";
import type { DepositRule, LineQuote } from "../../../core/participants.ts";
import type { BookingCreateInput } from "../../../core/schemas.ts";
import { holds } from "../../db/schema.ts";
import type { ServiceSummary } from "../catalog/catalog.ts";
import type { PaymentProvider } from "../payment/provider.ts";

// What an order attempt carries from its first step (seats held, prices decided) to its commit.

export interface CreateOptions {
  userId: string;
  input: BookingCreateInput;
  idempotencyKey?: string;
  catalog: ReadonlyMap<number, ServiceSummary>;
  provider: PaymentProvider;
  /** Today's rates, for an order without a live hold's snapshot. */
  rates: Rates;
  now: Date;
}

export interface ReservedLine {
  item: BookingCreateInput["items"][number];
  slotId: number;
  /** The adult's price on the date (the booking's `unitPriceCents`). */
  priceCents: number;
  /** Who comes, at what prices, with which fee lines: the line's quote on its date. */
  quote: LineQuote;
  deposit: DepositRule | null;
  /** The departure's start (the deposit's balance is due a number of days before it). */
  start: Date;
  /** Set by `price`: the line's share of the discount, its deposit and its balance. */
  split: { discountCents: number; depositCents: number; balanceCents: number; balanceDueAt: Date | null };
  durationDays: number;
  responseHours: number;
  instantConfirmation: boolean;
  /**
   * The operator's deadline to answer (core/booking-cutoff.ts requestDeadline); null when no answer
   * could come in time (only an instantly confirmed service gets that far).
   */
  supplierDeadline: Date | null;
  totalCents: number;
}

export interface Totals {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** What checkout takes now: every line's deposit (its total less its discount share when it has none). */
  paidCents: number;
}

/** What the payment method is charged: the currency, the rate snapshot and the amount in its minor units. */
export interface Charged {
  currency: BookingCreateInput["currency"];
  exchangeRate: number;
  chargedMinor: number;
  pointsUsedCents: number;
}

/** An attempt between its seats being held and its order being committed (decision 015). */
export type HoldRow = typeof holds.$inferSelect;

export interface Attempt {
  id: string;
  /** The user's holds (the checkout dialog's) the attempt's hold replaced. */
  replaced: HoldRow[];
  lines: ReservedLine[];
  totals: Totals;
  charged: Charged;
  dueCents: number;
}
