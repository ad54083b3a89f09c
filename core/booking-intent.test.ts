import { describe, expect, it } from "vitest";
import {
  hasBookingIntent,
  initialParty,
  readBookingIntent,
  withBookingIntent,
  withoutBookingIntent,
} from "./booking-intent.ts";

describe("the booking intent kept in the service page's address", () => {
  it("writes the choice so far beside the booking and the page's other parameters, the party by type", () => {
    const params = withBookingIntent(new URLSearchParams("tab=availability"), {
      date: "2026-12-31",
      slot: "09:30",
      participants: { adult: 2, child: 1, infant: 1 },
    });
    expect(params.toString()).toBe(
      "tab=availability&book=1&date=2026-12-31&slot=09%3A30&adult=2&child=1&infant=1",
    );
    expect(readBookingIntent(params)).toEqual({
      date: "2026-12-31",
      slot: "09:30",
      participants: { adult: 2, child: 1, infant: 1 },
    });
  });

  it("writes only what was chosen", () => {
    const params = withBookingIntent(new URLSearchParams(), {
      date: undefined,
      slot: undefined,
      participants: initialParty(),
    });
    expect(params.toString()).toBe("book=1");
    expect(hasBookingIntent(params)).toBe(false);
    expect(readBookingIntent(params)).toEqual({
      date: undefined,
      slot: undefined,
      participants: { adult: 2 },
    });
    expect(
      withBookingIntent(new URLSearchParams(), {
        ...readBookingIntent(params),
        participants: { adult: 3 },
      }).toString(),
    ).toBe("book=1&adult=3");
  });

  it("reads an older address's guests as adults", () => {
    expect(readBookingIntent(new URLSearchParams("guests=3")).participants).toEqual({ adult: 3 });
    // Counts by type win over guests.
    expect(readBookingIntent(new URLSearchParams("guests=3&child=2")).participants).toEqual({ child: 2 });
  });

  it("takes nothing malformed: a bad date, a time without its day, counts out of range", () => {
    expect(readBookingIntent(new URLSearchParams("date=tomorrow&slot=09:30&guests=0"))).toEqual({
      date: undefined,
      slot: undefined,
      participants: initialParty(),
    });
    expect(readBookingIntent(new URLSearchParams("date=2026-01-02&slot=9am&adult=2.5"))).toEqual({
      date: "2026-01-02",
      slot: undefined,
      participants: initialParty(),
    });
    expect(readBookingIntent(new URLSearchParams("guests=1000")).participants).toEqual(initialParty());
    expect(readBookingIntent(new URLSearchParams("adult=1&child=-1&pet=2")).participants).toEqual({
      adult: 1,
    });
  });

  it("drops the remembered choice and keeps the rest", () => {
    const params = new URLSearchParams("book=1&date=2026-12-31&slot=09:30&adult=3&infant=1&reviews=2");
    expect(hasBookingIntent(params)).toBe(true);
    expect(withoutBookingIntent(params).toString()).toBe("book=1&reviews=2");
    expect(hasBookingIntent(new URLSearchParams("guests=2"))).toBe(true);
  });
});
