import { describe, expect, it } from "vitest";
import { isReturning } from "./dashboard-summary.ts";

// The dashboard's header: "Welcome" on a brand-new account's first visits, "Welcome back" after.
describe("isReturning", () => {
  const now = new Date("2026-11-28T06:00:00Z");
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

  it("is not returning just after sign-up, with nothing booked", () => {
    expect(isReturning(0, hoursAgo(0), now)).toBe(false);
    expect(isReturning(0, hoursAgo(23.9), now)).toBe(false);
  });

  it("is returning a day after sign-up", () => {
    expect(isReturning(0, hoursAgo(24), now)).toBe(true);
  });

  it("is returning once something is booked, however new the account", () => {
    expect(isReturning(1, hoursAgo(1), now)).toBe(true);
  });
});
