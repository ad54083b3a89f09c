/** Total price = price x guests (cents). */
export function lineTotal(unitPriceCents: number, guests: number): number {
  return unitPriceCents * guests;
}

/** Savings = (originalPrice - price) x guests; none without a higher original price. */
export function lineSavings(
  unitPriceCents: number,
  originalPriceCents: number | null,
  guests: number,
): number {
  if (originalPriceCents === null || originalPriceCents <= unitPriceCents) return 0;
  return (originalPriceCents - unitPriceCents) * guests;
}

export function cartTotal(lines: readonly { totalCents: number }[]): number {
  return lines.reduce((sum, line) => sum + line.totalCents, 0);
}

/** The cart badge: the number of lines, capped at "99+". */
export function badgeCount(count: number): string {
  return count > 99 ? "99+" : String(count);
}

export const REFERRAL_DISCOUNT_PERCENT = 10;

/** The referred friend's 10% off their first booking, in whole cents. */
export function referralDiscount(subtotalCents: number): number {
  return Math.round((subtotalCents * REFERRAL_DISCOUNT_PERCENT) / 100);
}

export const POINTS_PERCENT = 5;
export const REFERRAL_REWARD_CENTS = 5_000;

/** Points credited for a completed booking: 5% of what was paid. */
export function pointsForBooking(totalCents: number): number {
  return Math.round((totalCents * POINTS_PERCENT) / 100);
}

/**
 * What was paid for one booking of an order: its line total less its share of the order's
 * discount, so cashback is 5% of money actually paid.
 */
export function paidForLine(lineCents: number, order: { subtotalCents: number; totalCents: number }): number {
  if (order.subtotalCents <= 0 || order.totalCents >= order.subtotalCents) return lineCents;
  return Math.round((lineCents * order.totalCents) / order.subtotalCents);
}

/**
 * What has been paid for one booking (USD cents, its discount share left out): its deposit at
 * checkout (everything when it took none), and its balance once paid.
 */
export function bookingPaidCents(booking: {
  depositCents: number;
  balanceCents: number;
  balancePaidAt: Date | string | null;
}): number {
  return booking.depositCents + (booking.balancePaidAt ? booking.balanceCents : 0);
}

/** What an order was paid with, and how much of each has been refunded already. */
export interface OrderPaid {
  /**
   * Paid so far in all (USD cents): points plus the money's dollar value, the deposits at
   * checkout and each balance since; the discount is not in it.
   */
  paidCents: number;
  pointsUsedCents: number;
  /** The money charged (the order's charge and its balance payments), in the order currency's minor units. */
  chargedMinor: number;
  refundedMinor: number;
  refundedPointsCents: number;
}

/**
 * The refund of one line that will not take place: what was paid for it (`paidCents`: its deposit,
 * and its balance if paid, less its discount share), split between points and money in the order's
 * own proportion; money in the currency charged. The last line to go gives back whatever is left,
 * so that an order cancelled line by line refunds exactly what was paid, to the unit; less what
 * lines whose deposit was kept (a balance not paid in time) hold back, `keptCents` of what was paid.
 */
export function lineRefund(
  paidCents: number,
  order: OrderPaid,
  last: boolean,
  keptCents = 0,
): { minor: number; pointsCents: number } {
  const leftMinor = Math.max(0, order.chargedMinor - order.refundedMinor);
  const leftPoints = Math.max(0, order.pointsUsedCents - order.refundedPointsCents);
  if (order.paidCents <= 0) return { minor: last ? leftMinor : 0, pointsCents: last ? leftPoints : 0 };
  const part = (of: number, cents: number) => Math.round((of * cents) / order.paidCents);
  if (last) {
    return {
      minor: Math.max(0, leftMinor - part(order.chargedMinor, keptCents)),
      pointsCents: Math.max(0, leftPoints - part(order.pointsUsedCents, keptCents)),
    };
  }
  return {
    minor: Math.min(leftMinor, part(order.chargedMinor, paidCents)),
    pointsCents: Math.min(leftPoints, part(order.pointsUsedCents, paidCents)),
  };
}
