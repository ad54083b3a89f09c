import { describe, expect, it } from "vitest";
import {
  badgeCount,
  cartTotal,
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
