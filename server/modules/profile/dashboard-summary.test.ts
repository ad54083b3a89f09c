import { describe, expect, it } from "vitest";
import { isReturning } from "./dashboard-summary.ts";

// The dashboard's header: "Welcome" on a brand-new account's first visits, "Welcome back" after.
describe("isReturning", () => {
  const now = new Date("2026-11-28T06:00:00Z");
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

  it("is not returning on the account's first day, booked or not", () => {
    expect(isReturning(hoursAgo(0), now)).toBe(false);
    expect(isReturning(hoursAgo(23.9), now)).toBe(false);
  });

  it("is returning a day after sign-up", () => {
    expect(isReturning(hoursAgo(24), now)).toBe(true);
  });
});
