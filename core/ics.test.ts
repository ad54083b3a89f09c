import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { bookingCalendar, foldLine, tripTimes, type BookingCalendarInput } from "./ics.ts";

const base: BookingCalendarInput = {
  uid: "booking-7f3c@peninsula-adventures.example",
  sequence: 0,
  method: "REQUEST",
  summary: "Avacha volcano ascent",
  description: "Booking PA-7F3C",
  location: "Hotel Avacha, Leningradskaya 61",
  startDate: "2026-11-25",
  time: "18:00",
  durationDays: 1,
  url: "https://peninsula-adventures.example/dashboard/bookings/PA-7F3C",
  stamp: new Date("2026-11-20T10:11:12.345Z"),
  organizer: { name: "Avacha Tours", email: "bookings@avacha.example" },
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return { calendar, event };
}

const octets = (line: string) => new TextEncoder().encode(line).length;

describe("bookingCalendar", () => {
  it("puts the departure at 18:00 Kamchatka time, which is 06:00 UTC", () => {
    const { event } = parse(bookingCalendar(base));
    const start = event.getFirstProperty("dtstart")!;
    expect(start.getParameter("tzid")).toBe("Asia/Kamchatka");
    const time = start.getFirstValue() as ICAL.Time;
    expect([time.year, time.month, time.day, time.hour, time.minute]).toEqual([2026, 11, 25, 18, 0]);
    expect(time.zone?.tzid).toBe("Asia/Kamchatka");
    expect(time.toJSDate().toISOString()).toBe("2026-11-25T06:00:00.000Z");
    expect(time.convertToZone(ICAL.Timezone.utcTimezone).toString()).toBe("2026-11-25T06:00:00Z");
  });

  it("gives a day trip three hours and a longer trip its days", () => {
    const day = parse(bookingCalendar(base)).event.getFirstPropertyValue("dtend") as ICAL.Time;
    expect(day.toJSDate().toISOString()).toBe("2026-11-25T09:00:00.000Z");
    const trip = parse(
      bookingCalendar({ ...base, startDate: "2026-12-30", time: "07:30", durationDays: 4 }),
    ).event.getFirstPropertyValue("dtend") as ICAL.Time;
    // Four days from 30 December: the last is 2 January, and the event ends three hours into it.
    expect(trip.toString()).toBe("2027-01-02T10:30:00");
  });

  it("ends a day trip at its start plus the hours the service states", () => {
    const end = parse(
      bookingCalendar({ ...base, time: "14:00", durationHours: 9 }),
    ).event.getFirstPropertyValue("dtend") as ICAL.Time;
    // 14:00 plus nine hours is 23:00 Kamchatka time, 11:00 UTC.
    expect(end.toString()).toBe("2026-11-25T23:00:00");
    expect(end.toJSDate().toISOString()).toBe("2026-11-25T11:00:00.000Z");
    // Past midnight: the next day.
    const late = tripTimes({ startDate: "2026-11-30", time: "22:00", durationDays: 1, durationHours: 5 });
    expect(late.end.toISOString()).toBe("2026-12-01T03:00:00.000Z");
  });

  it("ends a trip of several days at the last day's end time the service states", () => {
    const end = parse(
      bookingCalendar({ ...base, startDate: "2026-12-30", time: "22:00", durationDays: 4, endTime: "17:30" }),
    ).event.getFirstPropertyValue("dtend") as ICAL.Time;
    expect(end.toString()).toBe("2027-01-02T17:30:00");
    expect(end.toJSDate().toISOString()).toBe("2027-01-02T05:30:00.000Z");
  });

  it("uses only the figure that fits the trip's length, else the three hours", () => {
    // A day trip's end time and a long trip's hours are not what they state.
    const day = tripTimes({ startDate: "2026-11-25", time: "08:00", durationDays: 1, endTime: "18:00" });
    expect(day.end.toISOString()).toBe("2026-11-25T11:00:00.000Z");
    const long = tripTimes({ startDate: "2026-11-25", time: "08:00", durationDays: 2, durationHours: 10 });
    expect(long.end.toISOString()).toBe("2026-11-26T11:00:00.000Z");
    expect(
      tripTimes({ startDate: "2026-11-25", time: "08:00", durationDays: 2, endTime: null }).end.toISOString(),
    ).toBe("2026-11-26T11:00:00.000Z");
  });

  it("writes the time zone, identity and method", () => {
    const text = bookingCalendar({ ...base, sequence: 3 });
    const { calendar, event } = parse(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getFirstPropertyValue("prodid")).toContain("Peninsula Adventures");
    const standard = calendar.getFirstSubcomponent("vtimezone")!.getFirstSubcomponent("standard")!;
    expect(String(standard.getFirstPropertyValue("tzoffsetto"))).toBe("+12:00");
    expect(calendar.getFirstSubcomponent("vtimezone")!.getFirstSubcomponent("daylight")).toBeNull();
    expect(event.getFirstPropertyValue("uid")).toBe(base.uid);
    expect(event.getFirstPropertyValue("sequence")).toBe(3);
    expect(event.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(event.getFirstPropertyValue("url")).toBe(base.url);
    expect(event.getFirstPropertyValue("location")).toBe(base.location);
    expect(text).toContain("\r\nDTSTAMP:20261120T101112Z\r\n");
    expect(text).toContain('\r\nORGANIZER;CN="Avacha Tours":mailto:bookings@avacha.example\r\n');
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("cancels the same event with a higher sequence", () => {
    const { calendar, event } = parse(bookingCalendar({ ...base, method: "CANCEL", sequence: 1 }));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.getFirstPropertyValue("uid")).toBe(base.uid);
    expect(event.getFirstPropertyValue("sequence")).toBe(1);
  });

  it("escapes commas, semicolons, backslashes and line breaks in text", () => {
    const summary = "Kurile Lake: bears, salmon; boats\\rafts\nDay two, too";
    const text = bookingCalendar({ ...base, summary, location: null });
    expect(text).toContain("SUMMARY:Kurile Lake: bears\\, salmon\\; boats\\\\rafts\\nDay two\\, too\r\n");
    const { event } = parse(text);
    expect(event.getFirstPropertyValue("summary")).toBe(summary);
    expect(event.getFirstProperty("location")).toBeNull();
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const description =
      "Встреча у гостиницы «Авача», Ленинградская 61; возьмите тёплую одежду, термос и налобный фонарь. ".repeat(
        6,
      ) +
      "Then a long English tail with 🌋 emoji, to mix four-octet characters in: 🌋🌋🌋🌋🌋🌋🌋🌋🌋🌋🌋🌋🌋🌋🌋🌋🌋🌋🌋🌋🌋🌋🌋🌋.";
    const text = bookingCalendar({ ...base, description });
    const lines = text.split("\r\n");
    for (const line of lines) expect(octets(line), line).toBeLessThanOrEqual(75);
    expect(lines.filter((line) => line.startsWith(" ")).length).toBeGreaterThan(5);
    // A split UTF-8 sequence would decode to U+FFFD somewhere.
    expect(new TextDecoder("utf-8", { fatal: true }).decode(new TextEncoder().encode(text))).toBe(text);
    expect(parse(text).event.getFirstPropertyValue("description")).toBe(description);
  });

  it("leaves short lines alone and fills folded ones", () => {
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
    const folded = foldLine(`DESCRIPTION:${"x".repeat(200)}`).split("\r\n");
    expect(folded.map(octets)).toEqual([75, 75, 64]);
  });
});
