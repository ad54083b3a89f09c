import { describe, expect, it } from "vitest";
import { durationTier, priceTier } from "./tiers.ts";

describe("tiers", () => {
  it("price tiers at 1000 and 2500 USD", () => {
    expect(priceTier(99_999)).toBe("budget");
    expect(priceTier(100_000)).toBe("mid");
    expect(priceTier(249_999)).toBe("mid");
    expect(priceTier(250_000)).toBe("luxury");
  });

  it("duration tiers at 3 and 7 days", () => {
    expect([1, 3, 4, 7, 8].map(durationTier)).toEqual(["short", "short", "medium", "medium", "long"]);
  });
});
