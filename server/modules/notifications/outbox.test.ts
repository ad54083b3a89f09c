import { describe, expect, it } from "vitest";
import { eventKey, requestReminderTimes, tripReminderTime } from "./outbox.ts";

// Runs in UTC, UTC+14 (Pacific/Kiritimati) and UTC-10 (America/Adak): the machine's zone must not
// move a reminder, since departures are the peninsula's wall-clock times (UTC+12).

describe("tripReminderTime", () => {
  it("is 24 hours before the departure in Kamchatka time", () => {
    const now = new Date("2026-11-24T00:00:00Z");
    // 08:00 on 1 December in Kamchatka is 20:00 UTC on 30 November.
    expect(tripReminderTime({ startDate: "2026-12-01", time: "08:00" }, now)?.toISOString()).toBe(
      "2026-11-29T20:00:00.000Z",
    );
    // Just after midnight in Kamchatka: still the day's date there, the evening before in UTC.
    expect(tripReminderTime({ startDate: "2026-12-01", time: "00:30" }, now)?.toISOString()).toBe(
      "2026-11-29T12:30:00.000Z",
    );
  });

  it("is not planned when the departure is less than a day away", () => {
    const departure = new Date("2026-11-30T20:00:00Z");
    const justInside = new Date(departure.getTime() - 23 * 3_600_000);
    expect(tripReminderTime({ startDate: "2026-12-01", time: "08:00" }, justInside)).toBeNull();
  });
});

describe("requestReminderTimes", () => {
  it("reminds at half the time and 3 hours before the deadline", () => {
    const created = new Date("2026-11-24T10:00:00Z");
    const { half, final } = requestReminderTimes(created, new Date("2026-11-25T10:00:00Z"));
    expect(half.toISOString()).toBe("2026-11-24T22:00:00.000Z");
    expect(final?.toISOString()).toBe("2026-11-25T07:00:00.000Z");
  });

  it("has no last reminder when 3 hours before comes before half time", () => {
    const created = new Date("2026-11-24T10:00:00Z");
    expect(requestReminderTimes(created, new Date("2026-11-24T15:00:00Z")).final).toBeNull();
  });
});

describe("eventKey", () => {
  it("is the same for the same event and differs between reminders", () => {
    expect(eventKey({ kind: "bookingConfirmed", bookingId: "b1" })).toBe(
      eventKey({ kind: "bookingConfirmed", bookingId: "b1" }),
    );
    expect(eventKey({ kind: "requestReminder", bookingId: "b1", stage: "half" })).not.toBe(
      eventKey({ kind: "requestReminder", bookingId: "b1", stage: "final" }),
    );
    expect(eventKey({ kind: "passwordReset", userId: "u", url: "https://x/1" })).not.toBe(
      eventKey({ kind: "passwordReset", userId: "u", url: "https://x/2" }),
    );
  });
});
