import { chargeMinor, type Currency } from "./money.ts";
import { depositSplit, type DepositRule, type FeeLine } from "./participants.ts";

// An order's money as checkout, the receipt and the mails show it (decision 042): subtotal (the
// base), service fee (added fees, named), taxes (added taxes, named), discount, total; with
// deposits, what is due now and each line's balance with its due time. Pure: checkout's charge
// (server/modules/booking/order-seats.ts) and the checkout page compute it with these functions,
// so the figure the page shows is the figure charged.

/** What one line of an order brings to its summary. */
export interface MoneyLine {
  /** Where the line sits in checkout's lock order (service, day, time): the last one takes the discount's rest. */
  serviceId: number;
  startDate: string;
  time: string;
  baseCents: number;
  feesCents: number;
  taxesCents: number;
  /** Base plus added fees and taxes. */
  totalCents: number;
  /** Every fee and tax line as quoted (included ones too). */
  fees: readonly FeeLine[];
  deposit: DepositRule | null;
  /** Participants paying (price above zero): a fixed deposit is per paying person. */
  paying: number;
  /** The departure's start: the balance is due a number of days before it. */
  start: Date | string;
}

/** One line's share of the discount, what checkout takes now and what is left for later. */
export interface LineSplit {
  discountCents: number;
  depositCents: number;
  balanceCents: number;
  balanceDueAt: Date | null;
}

/** Checkout's lock order, which also decides which line takes the rest of the discount. */
const byLockOrder = (a: MoneyLine, b: MoneyLine) =>
  a.serviceId - b.serviceId || a.startDate.localeCompare(b.startDate) || a.time.localeCompare(b.time);

/**
 * Each line takes its share of the order's discount in proportion to its total (in checkout's
 * lock order, the last line the rest, so the shares add up to the discount) and then its deposit
 * of what is left (`depositSplit`). The splits come back in the lines' own order; `paidCents` is
 * what checkout takes now, all lines together.
 */
export function splitOrder(
  lines: readonly MoneyLine[],
  discountCents: number,
  now: Date,
): { splits: LineSplit[]; paidCents: number } {
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const ordered = lines.map((line, index) => ({ line, index })).sort((a, b) => byLockOrder(a.line, b.line));
  const splits: LineSplit[] = new Array<LineSplit>(lines.length);
  let discountLeft = discountCents;
  let paidCents = 0;
  ordered.forEach(({ line, index }, position) => {
    const share =
      position === ordered.length - 1
        ? discountLeft
        : subtotalCents > 0
          ? Math.round((line.totalCents * discountCents) / subtotalCents)
          : 0;
    discountLeft -= share;
    const start = typeof line.start === "string" ? new Date(line.start) : line.start;
    const split = {
      discountCents: share,
      ...depositSplit(line.deposit, line.totalCents - share, line.paying, start, now),
    };
    splits[index] = split;
    paidCents += split.depositCents;
  });
  return { splits, paidCents };
}

/**
 * The added fee or tax lines of several bookings, one per kind and name (two helicopter days'
 * reserve fees are one "Kronotsky Reserve entry fee" line), in the order they first appear.
 * Included lines are inside the base and are not added again.
 */
export function addedLines(lines: readonly { fees: readonly FeeLine[] }[], kind: FeeLine["kind"]): FeeLine[] {
  const merged = new Map<string, FeeLine>();
  for (const line of lines) {
    for (const fee of line.fees) {
      if (fee.kind !== kind || fee.included) continue;
      const key = fee.names.en;
      const seen = merged.get(key);
      merged.set(key, seen ? { ...seen, cents: seen.cents + fee.cents } : { ...fee });
    }
  }
  return [...merged.values()];
}

/** The spec's checkout summary of an order, with its deposits. */
export interface OrderSummary {
  /** Σ participants × prices: the "Subtotal" line. */
  baseCents: number;
  /** Σ added fees ("Service fee") and the lines it is made of. */
  feesCents: number;
  feeLines: FeeLine[];
  /** Σ added taxes ("Taxes") and the lines it is made of. */
  taxesCents: number;
  taxLines: FeeLine[];
  /** Base, fees and taxes: what the referral discount is a share of. */
  subtotalCents: number;
  discountCents: number;
  /** What the order costs: subtotal less the discount. */
  totalCents: number;
  /** What checkout takes now: every line's deposit, or its whole net total when it has none. */
  dueNowCents: number;
  /** What is left for later, all lines together. */
  balanceCents: number;
  /** Per line, in the lines' order. */
  splits: LineSplit[];
}

export function orderSummary(lines: readonly MoneyLine[], discountCents: number, now: Date): OrderSummary {
  const sum = (pick: (line: MoneyLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const subtotalCents = sum((line) => line.totalCents);
  const { splits, paidCents } = splitOrder(lines, discountCents, now);
  return {
    baseCents: sum((line) => line.baseCents),
    feesCents: sum((line) => line.feesCents),
    feeLines: addedLines(lines, "fee"),
    taxesCents: sum((line) => line.taxesCents),
    taxLines: addedLines(lines, "tax"),
    subtotalCents,
    discountCents,
    totalCents: subtotalCents - discountCents,
    dueNowCents: paidCents,
    balanceCents: splits.reduce((total, split) => total + split.balanceCents, 0),
    splits,
  };
}

/** A booking's money in its order's currency: minor units (cents, euro cents, kopecks). */
export interface MinorMoney {
  currency: Currency;
  baseMinor: number;
  feesMinor: number;
  taxesMinor: number;
  discountMinor: number;
  totalMinor: number;
  depositMinor: number;
  balanceMinor: number;
}

/**
 * USD cents in the order's currency at the order's rate snapshot. Each amount of its own (base,
 * fees, taxes, discount, deposit) is converted as a charge is (`chargeMinor`); the total is their
 * sum and the balance what is left of it after the discount and the deposit, so the lines add up
 * to the unit as a receipt's must. (A line with nothing left to pay has a balance of zero.)
 */
export function inOrderCurrency(
  cents: {
    baseCents: number;
    feesCents: number;
    taxesCents: number;
    discountCents: number;
    depositCents: number;
    balanceCents: number;
  },
  currency: Currency,
  rate: number,
): MinorMoney {
  const baseMinor = chargeMinor(cents.baseCents, rate);
  const feesMinor = chargeMinor(cents.feesCents, rate);
  const taxesMinor = chargeMinor(cents.taxesCents, rate);
  const discountMinor = chargeMinor(cents.discountCents, rate);
  const depositMinor = chargeMinor(cents.depositCents, rate);
  const totalMinor = baseMinor + feesMinor + taxesMinor;
  return {
    currency,
    baseMinor,
    feesMinor,
    taxesMinor,
    discountMinor,
    totalMinor,
    depositMinor,
    balanceMinor: cents.balanceCents > 0 ? Math.max(0, totalMinor - discountMinor - depositMinor) : 0,
  };
}

/** Several bookings' money in their order's currency: the sums of theirs, so the order's lines add up too. */
export function sumMinor(currency: Currency, parts: readonly MinorMoney[]): MinorMoney {
  const total = (pick: (m: MinorMoney) => number) => parts.reduce((sum, part) => sum + pick(part), 0);
  return {
    currency,
    baseMinor: total((m) => m.baseMinor),
    feesMinor: total((m) => m.feesMinor),
    taxesMinor: total((m) => m.taxesMinor),
    discountMinor: total((m) => m.discountMinor),
    totalMinor: total((m) => m.totalMinor),
    depositMinor: total((m) => m.depositMinor),
    balanceMinor: total((m) => m.balanceMinor),
  };
}

// ---- What the answers carry (core/views.ts: the hold, an order, a booking). ----

/** A held cart line's money besides the cart line itself: the hold's `lines`, in its items' order. */
export interface HeldLine {
  itemId: string;
  /** Every fee and tax line as quoted for the line's date and party. */
  fees: FeeLine[];
  deposit: DepositRule | null;
  paying: number;
  /** The departure's start, ISO instant. */
  start: string;
  discountCents: number;
  /** Taken now; with no deposit (or its due time already come), the line's whole net total. */
  depositCents: number;
  balanceCents: number;
  balanceDueAt: string | null;
}

/** What checkout's hold answers of the order's money besides its totals (`CheckoutQuote`). */
export interface HeldMoney {
  /** Σ participants × prices: the summary's "Subtotal" (`subtotalCents` is base, fees and taxes). */
  baseCents: number;
  /** The added fee and tax lines, merged by name: what "Service fee" and "Taxes" are made of. */
  feeLines: FeeLine[];
  taxLines: FeeLine[];
  /** What paying now takes (deposits); points pay up to it. */
  dueNowCents: number;
  balanceCents: number;
  lines: HeldLine[];
}

/** A held cart as the summary reads it: its lines and their terms, its discount and the server's clock. */
export interface HeldLike {
  items: readonly {
    id: string;
    serviceId: number;
    dates: { startDate: string };
    selectedTime: string;
    baseCents: number;
    feesCents: number;
    taxesCents: number;
    totalCents: number;
  }[];
  lines: readonly HeldLine[];
  discountCents: number;
  now: string;
}

/**
 * The checkout page's summary of a hold, by the function the charge uses (at the hold's clock): the
 * figure it shows as due now is the one the order takes.
 */
export function heldSummary(held: HeldLike): OrderSummary {
  const terms = new Map(held.lines.map((line) => [line.itemId, line]));
  const lines = held.items.map((item): MoneyLine => {
    const line = terms.get(item.id);
    return {
      serviceId: item.serviceId,
      startDate: item.dates.startDate,
      time: item.selectedTime,
      baseCents: item.baseCents,
      feesCents: item.feesCents,
      taxesCents: item.taxesCents,
      totalCents: item.totalCents,
      fees: line?.fees ?? [],
      deposit: line?.deposit ?? null,
      paying: line?.paying ?? 0,
      start: line?.start ?? held.now,
    };
  });
  return orderSummary(lines, held.discountCents, new Date(held.now));
}

/** What an order answers of its money besides its totals and its charge (`OrderMoney`). */
export interface OrderLines {
  /** Σ of its bookings': participants × prices, added fees, added taxes (USD cents). */
  baseCents: number;
  feesCents: number;
  taxesCents: number;
  /** The added fee and tax lines of its bookings, merged by name. */
  feeLines: FeeLine[];
  taxLines: FeeLine[];
  /** Paid on the order so far (points and money, less the discount), USD cents. */
  paidCents: number;
  /** Still to pay, all bookings' balances together (USD cents). */
  balanceCents: number;
  /** The order's lines in its own currency at its rate snapshot: the sums of its bookings' `money`. */
  money: MinorMoney;
}

/** An order's lines from its bookings (as `BookingView` answers them) and what was paid on it. */
export function orderLines(
  bookings: readonly {
    baseCents: number;
    feesCents: number;
    taxesCents: number;
    feeLines: readonly FeeLine[];
    balanceCents: number;
    money: MinorMoney;
  }[],
  paidCents: number,
  currency: Currency,
): OrderLines {
  const sum = (pick: (b: (typeof bookings)[number]) => number) =>
    bookings.reduce((total, booking) => total + pick(booking), 0);
  const fees = bookings.map((booking) => ({ fees: booking.feeLines }));
  return {
    baseCents: sum((b) => b.baseCents),
    feesCents: sum((b) => b.feesCents),
    taxesCents: sum((b) => b.taxesCents),
    feeLines: addedLines(fees, "fee"),
    taxLines: addedLines(fees, "tax"),
    paidCents,
    balanceCents: sum((b) => b.balanceCents),
    money: sumMinor(
      currency,
      bookings.map((booking) => booking.money),
    ),
  };
}
