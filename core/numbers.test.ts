import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { formatDecimal, formatNumber, formatPercent, formatRating, numbersInMessages } from "./numbers.ts";

describe("numbers in the reader's language", () => {
  it("writes a rating with one decimal: 4.9 in English, 4,9 in German and Russian", () => {
    expect(formatRating(4.9, "en")).toBe("4.9");
    expect(formatRating(4.9, "de")).toBe("4,9");
    expect(formatRating(4.9, "ru")).toBe("4,9");
    expect(formatRating(5, "en-US")).toBe("5.0");
    expect(formatRating(4.85, "de-DE")).toBe("4,9");
  });

  it("writes counts and percentages with the language's separators", () => {
    expect(formatNumber(12345, "en")).toBe("12,345");
    expect(formatNumber(12345, "de")).toBe("12.345");
    expect(formatNumber(12345, "ru").replace(/\s/g, " ")).toBe("12 345");
    expect(formatPercent(0.1, "en")).toBe("10%");
    expect(formatPercent(0.1, "de").replace(/\s/g, " ")).toBe("10 %");
  });

  it("formats every number a message holds, in the message's language, but not a year", async () => {
    const words = {
      reviews_one: "{{count}} review",
      reviews_other: "{{count}} reviews",
      rights: "© {{year}}",
      hello: "Hello {{name}}",
    };
    const t = async (lng: string) => {
      const instance = i18next.createInstance().use(numbersInMessages);
      await instance.init({
        lng,
        resources: { [lng]: { translation: words } },
        interpolation: { escapeValue: false, alwaysFormat: true },
      });
      return instance.t.bind(instance);
    };
    const en = await t("en");
    const de = await t("de");
    expect(en("reviews", { count: 1234 })).toBe("1,234 reviews");
    expect(de("reviews", { count: 1234 })).toBe("1.234 reviews");
    expect(en("reviews", { count: 1 })).toBe("1 review");
    expect(de("rights", { year: 2026 })).toBe("© 2026");
    expect(en("rights", { year: 2026 })).toBe("© 2026");
    expect(de("hello", { name: "Anna" })).toBe("Hello Anna");
    // An error message keeps its numbers as the API writes them (useErrorText), and only that call.
    expect(en("reviews", { count: 2000, interpolation: { alwaysFormat: false } })).toBe("2000 reviews");
    expect(en("reviews", { count: 2000 })).toBe("2,000 reviews");
  });

  it("writes an exact decimal with every digit kept, in the language's separators", () => {
    expect(formatDecimal("0.00150000", "en")).toBe("0.00150000");
    expect(formatDecimal("0.00150000", "de")).toBe("0,00150000");
    expect(formatDecimal("1234.567890123456789", "en")).toBe("1,234.567890123456789");
    expect(formatDecimal("1234.560000", "ru").replace(/\s/g, " ")).toBe("1 234,560000");
  });
});
