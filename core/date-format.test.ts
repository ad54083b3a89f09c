import { afterEach, describe, expect, it } from "vitest";
import {
  formatClock,
  formatDate,
  formatDay,
  formatInstantDate,
  formatInstantDateTime,
  isCalendarDay,
} from "./date-format.ts";
import { locales } from "./preferences.ts";

// 23:30 on Nov 27 and 00:30 on Nov 28 in Kamchatka (UTC+12): the two sides of the peninsula's midnight.
const lateEvening = "2026-11-27T11:30:00.000Z";
const pastMidnight = "2026-11-27T12:30:00.000Z";

const expected = {
  en: {
    lateDay: "Nov 27, 2026",
    pastDay: "Nov 28, 2026",
    late: "Nov 27, 2026, 11:30 PM",
    past: "Nov 28, 2026, 12:30 AM",
    day: "Nov 28, 2026",
  },
  ru: {
    lateDay: "27 нояб. 2026 г.",
    pastDay: "28 нояб. 2026 г.",
    late: "27 нояб. 2026 г., 23:30",
    past: "28 нояб. 2026 г., 0:30",
    day: "28 нояб. 2026 г.",
  },
  de: {
    lateDay: "27. Nov. 2026",
    pastDay: "28. Nov. 2026",
    late: "27. Nov. 2026, 23:30",
    past: "28. Nov. 2026, 0:30",
    day: "28. Nov. 2026",
  },
} as const;

const languages = ["en", "ru", "de"] as const;

/** Everything the formatters say about the edge instants and the day, in one language. */
function said(lang: (typeof languages)[number]) {
  const locale = locales[lang];
  return {
    lateDay: formatInstantDate(lateEvening, locale),
    pastDay: formatInstantDate(new Date(pastMidnight), locale),
    late: formatInstantDateTime(lateEvening, locale),
    past: formatInstantDateTime(pastMidnight, locale),
    day: formatDay("2026-11-28", locale),
  };
}

describe("date formats in the peninsula's day", () => {
  const processZone = process.env.TZ;
  afterEach(() => {
    if (processZone === undefined) delete process.env.TZ;
    else process.env.TZ = processZone;
  });

  for (const lang of languages) {
    it(`an instant at 23:30 is that day and at 00:30 the next, a calendar day stays put (${lang})`, () => {
      expect(said(lang)).toEqual(expected[lang]);
    });
  }

  // The unit tests also run whole under TZ=UTC, Pacific/Kiritimati and America/Adak (package.json);
  // here the process's zone changes under the same run, the browser far from the peninsula included.
  for (const zone of ["UTC", "America/Adak", "Pacific/Kiritimati", "Asia/Kamchatka", "Europe/Berlin"]) {
    it(`says the same whatever the process's zone (${zone})`, () => {
      process.env.TZ = zone;
      const offset = new Date(pastMidnight).getTimezoneOffset();
      expect(offset).toBe(
        {
          UTC: 0,
          "America/Adak": 600,
          "Pacific/Kiritimati": -840,
          "Asia/Kamchatka": -720,
          "Europe/Berlin": -60,
        }[zone],
      );
      for (const lang of languages) expect(said(lang)).toEqual(expected[lang]);
    });
  }

  it("tells the two kinds apart by the value: a yyyy-mm-dd day as it is, a timestamp as an instant", () => {
    expect(isCalendarDay("2026-11-28")).toBe(true);
    expect(isCalendarDay(pastMidnight)).toBe(false);
    expect(isCalendarDay(new Date(pastMidnight))).toBe(false);
    expect(formatDate("2026-11-27", "en-US")).toBe("Nov 27, 2026");
    expect(formatDate(pastMidnight, "en-US")).toBe("Nov 28, 2026");
    expect(formatDate(new Date(lateEvening), "en-US")).toBe("Nov 27, 2026");
    // A day kept as UTC midnight is still that day in the peninsula (noon there).
    expect(formatDate("2026-11-28T00:00:00.000Z", "en-US")).toBe("Nov 28, 2026");
  });

  it("refuses what is not a day or an instant rather than showing a wrong date", () => {
    expect(() => formatDay("2026-11-28T12:30:00Z", "en-US")).toThrow(RangeError);
    expect(() => formatDate("soon", "en-US")).toThrow(RangeError);
  });

  it("shows a slot's HH:MM as it is, in the language's clock", () => {
    process.env.TZ = "America/Adak";
    expect(formatClock("08:05", locales.en)).toBe("8:05 AM");
    expect(formatClock("23:30", locales.en)).toBe("11:30 PM");
    expect(formatClock("00:30", locales.de)).toBe("0:30");
    expect(formatClock("23:30", locales.ru)).toBe("23:30");
  });
});
