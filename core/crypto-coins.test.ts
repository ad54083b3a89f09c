import { describe, expect, it } from "vitest";
import { coinAmount } from "./crypto-coins.ts";

describe("an amount in a coin", () => {
  it("divides exactly and rounds up to the coin's smallest quoted unit", () => {
    // $90.00 at $60,000 per bitcoin: 0.0015 BTC exactly.
    expect(coinAmount(9_000, 6_000_000, "BTC")).toBe("0.00150000");
    // $100.00 at $3,000 per ether: 0.0333… rounds up, never short of the order.
    expect(coinAmount(10_000, 300_000, "ETH")).toBe("0.03333334");
    // 1 USDT is $1.00: cents become whole micro-USDT.
    expect(coinAmount(123_456, 100, "USDT")).toBe("1234.560000");
    // Kopecks of a large rouble order, where floats would drift.
    expect(coinAmount(2_147_483_647, 549_000_000, "BTC")).toBe("3.91162778");
  });

  it("refuses amounts and rates that are not positive whole units", () => {
    expect(() => coinAmount(0, 100, "USDT")).toThrow();
    expect(() => coinAmount(10.5, 100, "USDT")).toThrow();
    expect(() => coinAmount(100, 0, "USDT")).toThrow();
  });
});
