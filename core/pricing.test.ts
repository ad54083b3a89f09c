import { describe, expect, it } from "vitest";
import {
  badgeCount,
  cartTotal,
  lineRefund,
  lineSavings,
  lineTotal,
  paidForLine,
  pointsForBooking,
  referralDiscount,
} from "./pricing.ts";

describe("pricing", () => {
  it("totals, savings, cart total, badge", () => {
    expect(lineTotal(89_000, 3)).toBe(267_000);
    expect(lineSavings(89_000, 99_000, 2)).toBe(20_000);
    expect(lineSavings(89_000, null, 2)).toBe(0);
    expect(lineSavings(89_000, 80_000, 2)).toBe(0);
    expect(cartTotal([{ totalCents: 100 }, { totalCents: 250 }])).toBe(350);
    expect(badgeCount(99)).toBe("99");
    expect(badgeCount(100)).toBe("99+");
    expect(referralDiscount(123_455)).toBe(12_346);
    expect(pointsForBooking(200_000)).toBe(10_000);
  });

  it("cashback counts what was paid: a line's share of the order's discount comes off", () => {
    expect(paidForLine(60_000, { subtotalCents: 100_000, totalCents: 90_000 })).toBe(54_000);
    expect(paidForLine(33_333, { subtotalCents: 100_000, totalCents: 90_000 })).toBe(30_000);
    expect(paidForLine(60_000, { subtotalCents: 60_000, totalCents: 60_000 })).toBe(60_000);
    expect(paidForLine(60_000, { subtotalCents: 0, totalCents: 0 })).toBe(60_000);
  });
});

describe("lineRefund", () => {
  const order = {
    paidCents: 90_000, // a $1,000 order with 10% referral discount, paid in full
    pointsUsedCents: 30_000,
    chargedMinor: 5_490_000, // $600 in kopecks at 91.5
    refundedMinor: 0,
    refundedPointsCents: 0,
  };

  it("gives back what was paid for a line, never the discount, in points and money as paid", () => {
    // A $400 line of a $1,000 order with 10% off: $360 paid, a third of it in points.
    expect(lineRefund(36_000, order, false)).toEqual({ minor: 2_196_000, pointsCents: 12_000 });
  });

  it("the last line takes what is left, so line by line the refunds add up to what was paid", () => {
    const first = lineRefund(30_000, order, false);
    const after = {
      ...order,
      refundedMinor: first.minor,
      refundedPointsCents: first.pointsCents,
    };
    const second = lineRefund(60_000, after, true);
    expect(first.minor + second.minor).toBe(order.chargedMinor);
    expect(first.pointsCents + second.pointsCents).toBe(order.pointsUsedCents);
  });

  it("counts what has been paid so far: a deposit, then the deposit and the balance", () => {
    // Two $500 lines; the first paid a 30% deposit ($150), the second in full: $650 by card.
    const deposits = { ...order, paidCents: 65_000, pointsUsedCents: 0, chargedMinor: 65_000 };
    expect(lineRefund(15_000, deposits, false)).toEqual({ minor: 15_000, pointsCents: 0 });
    // Its $350 balance paid with points: the order now holds $650 of money and $350 of points.
    const paid = { ...deposits, paidCents: 100_000, pointsUsedCents: 35_000 };
    expect(lineRefund(50_000, paid, false)).toEqual({ minor: 32_500, pointsCents: 17_500 });
  });

  it("the last line leaves what a line whose deposit was kept holds back", () => {
    // $300 paid, $100 of it a deposit kept when its balance lapsed: $200 comes back.
    const kept = { ...order, paidCents: 30_000, pointsUsedCents: 0, chargedMinor: 30_000 };
    expect(lineRefund(20_000, kept, true, 10_000)).toEqual({ minor: 20_000, pointsCents: 0 });
  });

  it("refunds nothing of an order that paid nothing, and never more than is left", () => {
    expect(
      lineRefund(10_000, { ...order, paidCents: 0, chargedMinor: 0, pointsUsedCents: 0 }, false),
    ).toEqual({
      minor: 0,
      pointsCents: 0,
    });
    const spent = { ...order, refundedMinor: order.chargedMinor, refundedPointsCents: order.pointsUsedCents };
    expect(lineRefund(40_000, spent, false)).toEqual({ minor: 0, pointsCents: 0 });
  });
});
