import { describe, expect, it } from "vitest";
import { monthYearLabel } from "./words.ts";

const format = (locale: string) =>
  new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });

describe("monthYearLabel", () => {
  it("names the month standing alone, without the year's abbreviation", () => {
    expect(monthYearLabel(format("ru-RU"), "2026-11")).toBe("Ноябрь 2026");
    expect(monthYearLabel(format("ru-RU"), "2027-05")).toBe("Май 2027");
  });

  it("reads the same in English and German", () => {
    expect(monthYearLabel(format("en-US"), "2026-11")).toBe("November 2026");
    expect(monthYearLabel(format("de-DE"), "2026-03")).toBe("März 2026");
  });
});
