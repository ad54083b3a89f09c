import { describe, expect, it } from "vitest";
import { cvvValid, expiryValid, last4, luhnValid } from "./cards.ts";

describe("cards", () => {
  it("checks Luhn, expiry and CVV", () => {
    expect(luhnValid("4242 4242 4242 4242")).toBe(true);
    expect(luhnValid("4000 0000 0000 0002")).toBe(true);
    expect(luhnValid("4242 4242 4242 4241")).toBe(false);
    expect(luhnValid("abcd")).toBe(false);
    const now = new Date("2026-11-22T00:00:00Z");
    expect(expiryValid("11/26", now)).toBe(true);
    expect(expiryValid("10/26", now)).toBe(false);
    expect(expiryValid("13/30", now)).toBe(false);
    expect(cvvValid("123")).toBe(true);
    expect(cvvValid("12a")).toBe(false);
    expect(last4("4242 4242 4242 4242")).toBe("4242");
  });
});
