import { describe, expect, it } from "vitest";
import {
  hasBookingIntent,
  readBookingIntent,
  withBookingIntent,
  withoutBookingIntent,
} from "./booking-intent.ts";
import { INITIAL_GUESTS } from "./checkout.ts";

describe("the booking intent kept in the service page's address", () => {
  it("writes the choice so far beside the booking and the page's other parameters", () => {
    const params = withBookingIntent(new URLSearchParams("tab=availability"), {
      date: "2026-12-31",
      slot: "09:30",
      guests: 3,
    });
    expect(params.toString()).toBe("tab=availability&book=1&date=2026-12-31&slot=09%3A30&guests=3");
    expect(readBookingIntent(params)).toEqual({ date: "2026-12-31", slot: "09:30", guests: 3 });
  });

  it("writes only what was chosen", () => {
    const params = withBookingIntent(new URLSearchParams(), {
      date: undefined,
      slot: undefined,
      guests: INITIAL_GUESTS,
    });
    expect(params.toString()).toBe("book=1");
    expect(hasBookingIntent(params)).toBe(false);
    expect(readBookingIntent(params)).toEqual({ date: undefined, slot: undefined, guests: INITIAL_GUESTS });
  });

  it("takes nothing malformed: a bad date, a time without its day, guests out of range", () => {
    expect(readBookingIntent(new URLSearchParams("date=tomorrow&slot=09:30&guests=0"))).toEqual({
      date: undefined,
      slot: undefined,
      guests: INITIAL_GUESTS,
    });
    expect(readBookingIntent(new URLSearchParams("date=2026-01-02&slot=9am&guests=2.5"))).toEqual({
      date: "2026-01-02",
      slot: undefined,
      guests: INITIAL_GUESTS,
    });
    expect(readBookingIntent(new URLSearchParams("guests=1000")).guests).toBe(INITIAL_GUESTS);
  });

  it("drops the remembered choice and keeps the rest", () => {
    const params = new URLSearchParams("book=1&date=2026-12-31&slot=09:30&guests=3&reviews=2");
    expect(hasBookingIntent(params)).toBe(true);
    expect(withoutBookingIntent(params).toString()).toBe("book=1&reviews=2");
  });
});
