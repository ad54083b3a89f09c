import { describe, expect, it } from "vitest";
import { requestOutcome, type OutcomeFacts } from "./request-notices.ts";

// How a request's entry says it ended, from its booking as it is now (decision 035).

const at = (hour: number) => new Date(Date.UTC(2026, 10, 28, hour));
const booking = (fields: Partial<OutcomeFacts>): OutcomeFacts => ({
  status: "pending",
  cancelledBy: null,
  respondedAt: null,
  cancelledAt: null,
  updatedAt: at(9),
  supplierDeadline: at(12),
  ...fields,
});

describe("requestOutcome", () => {
  it("is null while the request waits", () => {
    expect(requestOutcome(booking({}), "Anna")).toBeNull();
  });

  it("names who confirmed or declined it, when it was answered, also once the trip is over", () => {
    expect(requestOutcome(booking({ status: "confirmed", respondedAt: at(10) }), "Anna")).toEqual({
      status: "confirmed",
      at: at(10).toISOString(),
      by: "Anna",
    });
    expect(requestOutcome(booking({ status: "completed", respondedAt: at(10) }), undefined)).toEqual({
      status: "confirmed",
      at: at(10).toISOString(),
      by: null,
    });
    // Called off while pending by the operator: a rejection, as the console's reject.
    const calledOff = booking({ status: "rejected", cancelledBy: "operator", respondedAt: at(11) });
    expect(requestOutcome(calledOff, "")).toEqual({ status: "declined", at: at(11).toISOString(), by: null });
  });

  it("says the deadline passed at the deadline, and who cancelled, never naming a member for them", () => {
    const expired = booking({ status: "rejected", cancelledBy: "deadline", updatedAt: at(13) });
    expect(requestOutcome(expired, "Anna")).toEqual({
      status: "expired",
      at: at(12).toISOString(),
      by: null,
    });
    for (const [by, status] of [
      ["guest", "cancelledByGuest"],
      ["operator", "cancelledByOperator"],
      ["admin", "cancelledByAdmin"],
    ] as const) {
      const cancelled = booking({
        status: "cancelled",
        cancelledBy: by,
        cancelledAt: at(14),
        respondedAt: at(10),
      });
      expect(requestOutcome(cancelled, "Anna")).toEqual({ status, at: at(14).toISOString(), by: null });
    }
  });
});
