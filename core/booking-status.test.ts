import { describe, expect, it } from "vitest";
import {
  canContactSupplier,
  canGuestCancel,
  canRate,
  canTransition,
  isDueForCompletion,
  isNoShow,
  isPastSupplierDeadline,
} from "./booking-status.ts";
import { slotStart } from "./dates.ts";

describe("booking status", () => {
  it("lets each actor make only its own moves", () => {
    expect(canTransition("pending", "confirmed", "supplier")).toBe(true);
    expect(canTransition("pending", "confirmed", "guest")).toBe(false);
    expect(canTransition("confirmed", "completed", "system")).toBe(true);
    expect(canTransition("completed", "cancelled", "guest")).toBe(false);
    expect(canTransition("cancelled", "pending", "system")).toBe(false);
  });

  it("allows free cancellation until 24 hours before the start", () => {
    const booking = { status: "confirmed" as const, startDate: "2026-12-01", time: "08:00" };
    const start = slotStart("2026-12-01", "08:00").getTime();
    expect(canGuestCancel(booking, new Date(start - 24 * 3_600_000))).toBe(true);
    expect(canGuestCancel(booking, new Date(start - 24 * 3_600_000 + 1))).toBe(false);
    expect(canGuestCancel({ ...booking, status: "completed" }, new Date(0))).toBe(false);
  });

  it("completes a confirmed booking the day after its end date, in the operator's calendar", () => {
    const booking = { status: "confirmed" as const, endDate: "2026-12-03" };
    // 2026-12-03T12:00Z is already 4 December in Kamchatka; a minute before it is still the 3rd.
    expect(isDueForCompletion(booking, new Date("2026-12-03T11:59:00Z"))).toBe(false);
    expect(isDueForCompletion(booking, new Date("2026-12-03T12:00:00Z"))).toBe(true);
    expect(isDueForCompletion({ ...booking, status: "pending" }, new Date("2027-01-01T00:00:00Z"))).toBe(
      false,
    );
  });

  it("rejects a pending booking only once the supplier's deadline has passed", () => {
    const booking = { status: "pending" as const, supplierDeadline: "2026-12-01T10:00:00.000Z" };
    expect(isPastSupplierDeadline(booking, new Date("2026-12-01T10:00:00Z"))).toBe(false);
    expect(isPastSupplierDeadline(booking, new Date("2026-12-01T10:00:01Z"))).toBe(true);
    expect(
      isPastSupplierDeadline(
        { ...booking, supplierDeadline: new Date("2026-12-01T10:00:00Z") },
        new Date("2026-12-02"),
      ),
    ).toBe(true);
    expect(isPastSupplierDeadline({ ...booking, status: "confirmed" }, new Date("2027-01-01"))).toBe(false);
  });

  it("rates completed bookings once and contacts suppliers of confirmed ones", () => {
    expect(canRate({ status: "completed", rating: null })).toBe(true);
    expect(canRate({ status: "completed", rating: 4 })).toBe(false);
    expect(canRate({ status: "confirmed", rating: null })).toBe(false);
    // A no-show's trip is not the guest's to rate.
    expect(canRate({ status: "completed", rating: null, noShow: true })).toBe(false);
    expect(isNoShow({ status: "completed", checkIn: "no_show" })).toBe(true);
    expect(isNoShow({ status: "completed", checkIn: "arrived" })).toBe(false);
    expect(isNoShow({ status: "confirmed", checkIn: "no_show" })).toBe(false);
    expect(canContactSupplier({ status: "confirmed" })).toBe(true);
    expect(canContactSupplier({ status: "pending" })).toBe(false);
    expect(canContactSupplier({ status: "completed" })).toBe(false);
  });
});
