import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatedOrder } from "../../core/views.ts";
import { expectData } from "../support/answers.ts";
import { bookingBody, cartItem, seatsLeft } from "../support/factories.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

// Capacity counts seats, not people (decision 042): infants on a lap take none, under concurrency
// too; and a party the river float does not take is refused, naming why.

let app: TestApp;
let alice: { id: string; token: string };

beforeAll(async () => {
  app = await createTestApp({ now: new Date("2026-11-22T03:00:00Z") });
  alice = await app.signUp("Alice");
});
afterAll(() => app.close());

/** A line of the river float (08:00, six seats) 12 days ahead: paid in full, no deposit. */
const floatLine = (participants: Record<string, number>) => {
  const { guests: _, ...line } = cartItem(app, { serviceId: 2, daysAhead: 12 });
  return { ...line, participants };
};

describe("seats and participants", () => {
  it("refuses a party the service does not take, naming why", async () => {
    const cases: [Record<string, number>, string][] = [
      [{ infant: 1 }, "adultRequired"],
      [{ adult: 1, senior: 1 }, "unknownParticipantType"],
      [{ adult: 0 }, "participantsRequired"],
    ];
    for (const [participants, code] of cases) {
      const res = await app.request<CreatedOrder>("POST", "/api/bookings", {
        token: alice.token,
        body: bookingBody([floatLine(participants) as never]),
      });
      expect(res.status, code).toBe(400);
      expect(res.body).toMatchObject({ code, field: "items.0.participants" });
    }
  });

  it("counts seats, not people, when twelve parties race for the last two seats", async () => {
    const line = floatLine({ adult: 3, child: 1, infant: 2 });
    const first = await app.request<CreatedOrder>("POST", "/api/bookings", {
      token: alice.token,
      body: bookingBody([line as never]),
    });
    expect(first.status).toBe(201);
    const [booking] = expectData(first).bookings;
    // Four seats taken by six people; the infants ride on a lap.
    expect(booking).toMatchObject({ guests: 4, participants: { adult: 3, child: 1, infant: 2 } });
    expect(await seatsLeft(app, 2, line.dates.startDate, "08:00")).toBe(2);

    const buyers = await Promise.all(Array.from({ length: 12 }, (_, i) => app.signUp(`Parent ${i}`)));
    const results = await Promise.all(
      buyers.map((buyer, i) =>
        app.request<CreatedOrder>("POST", "/api/bookings", {
          token: buyer.token,
          ip: `198.18.1.${i + 1}`,
          body: bookingBody([floatLine({ adult: 1, infant: 1 }) as never]),
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    for (const ok of results.filter((r) => r.status === 201)) {
      expect(expectData(ok).bookings[0]).toMatchObject({ guests: 1, participants: { adult: 1, infant: 1 } });
    }
    expect(await seatsLeft(app, 2, line.dates.startDate, "08:00")).toBe(0);
  });
});
