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
    subtotalCents: 100_000,
    totalCents: 90_000, // 10% referral discount
    pointsUsedCents: 30_000,
    chargedMinor: 5_490_000, // $600 in kopecks at 91.5
    refundedMinor: 0,
    refundedPointsCents: 0,
  };

  it("gives back a line's share of what was paid, never the discount, in points and money as paid", () => {
    // A $400 line of a $1,000 order with 10% off: $360 paid, a third of it in points.
    expect(lineRefund(40_000, order, false)).toEqual({ minor: 2_196_000, pointsCents: 12_000 });
  });

  it("the last line takes what is left, so line by line the refunds add up to what was paid", () => {
    const first = lineRefund(33_333, order, false);
    const after = {
      ...order,
      refundedMinor: first.minor,
      refundedPointsCents: first.pointsCents,
    };
    const second = lineRefund(66_667, after, true);
    expect(first.minor + second.minor).toBe(order.chargedMinor);
    expect(first.pointsCents + second.pointsCents).toBe(order.pointsUsedCents);
  });

  it("refunds nothing of an order that paid nothing, and never more than is left", () => {
    expect(
      lineRefund(10_000, { ...order, totalCents: 0, chargedMinor: 0, pointsUsedCents: 0 }, false),
    ).toEqual({
      minor: 0,
      pointsCents: 0,
    });
    const spent = { ...order, refundedMinor: order.chargedMinor, refundedPointsCents: order.pointsUsedCents };
    expect(lineRefund(40_000, spent, false)).toEqual({ minor: 0, pointsCents: 0 });
  });
});
