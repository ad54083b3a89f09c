import { describe, expect, it } from "vitest";
import { convertCents, defaultRates, formatMoney } from "./money.ts";

describe("money", () => {
  it("converts USD cents with the rates and formats per language", () => {
    expect(convertCents(100_000, "EUR")).toBe(92_000);
    expect(convertCents(89_000, "RUB", defaultRates)).toBe(8_143_500);
    expect(formatMoney(450_000, "USD", "en")).toBe("$4,500");
    expect(formatMoney(89_050, "USD", "en")).toBe("$890.50");
    expect(formatMoney(100_000, "EUR", "de").replace(/\s/g, " ")).toBe("920 €");
    expect(formatMoney(100_000, "RUB", "ru").replace(/\s/g, " ")).toBe("91 500 ₽");
  });
});
