import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, services } from "../../server/db/schema.ts";
import { useTravellers, type User } from "../support/accounts.ts";
import { expectData } from "../support/answers.ts";
import type { ServicePage } from "../support/api-views.ts";
import { placeBooking } from "../support/bookings.ts";
import type { TestApp } from "../support/test-app.ts";

// The operator's typical answer time on the service page (issue 25, item 5; docs/decisions/033):
// the median minutes from booking to the operator's answer over the last 90 days, shown from three
// answers on; below that the page says the operator's stated response hours.

let app: TestApp;
let tom: User;
useTravellers({ tom: "Tom Traveller" }, (made) => ({ app, tom } = made));

const minute = 60_000;
const day = 86_400_000;

/** The seeded story's answers out of the way: each test tells its own. */
async function noAnswers() {
  await app.services.db.update(bookings).set({ respondedAt: null });
}

/** A request booked `ago` before now and answered `after` it (null: not answered). */
async function request(serviceId: number, daysAhead: number, ago: number, after: number | null) {
  const { booking } = await placeBooking(app, tom, { serviceId, daysAhead, guests: 1 });
  const bookedAt = new Date(app.clock.now.getTime() - ago);
  await app.services.db
    .update(bookings)
    .set({ createdAt: bookedAt, respondedAt: after === null ? null : new Date(bookedAt.getTime() + after) })
    .where(eq(bookings.id, booking.id));
}

const servicePage = async (id: number) =>
  expectData(await app.request<ServicePage>("GET", `/api/services/${id}`));

describe("GET /api/services/:id typicalAnswerMinutes", () => {
  it("is null below three answers; the stated response hours stand instead", async () => {
    await noAnswers();
    await request(2, 20, day, 30 * minute);
    await request(2, 21, day, 90 * minute);
    // Not answers: one still unanswered (as a deadline's rejection leaves it), one answered 101 days ago.
    await request(2, 22, 2 * day, null);
    await request(2, 23, 101 * day, 60 * minute);
    const service = await servicePage(2);
    expect(service.typicalAnswerMinutes).toBeNull();
    expect(service.instantConfirmation).toBe(false);
    expect(service.supplierResponseTime).toBe(36);
  });

  it("is the median of the operator's answers once there are three", async () => {
    await request(2, 24, 3 * day, 600 * minute);
    expect((await servicePage(2)).typicalAnswerMinutes).toBe(90);
    await request(2, 25, 3 * day, 120 * minute);
    // Four answers (30, 90, 120, 600): the mean of the middle two.
    expect((await servicePage(2)).typicalAnswerMinutes).toBe(105);
  });

  it("counts the operator's answers on all their services, and no instant booking", async () => {
    await noAnswers();
    // Supplier 3 runs services 3 and 5.
    await request(3, 20, day, 10 * minute);
    await request(5, 20, day, 20 * minute);
    // An instant booking's answer is its booking time: not an answer.
    await request(5, 21, day, 0);
    expect((await servicePage(3)).typicalAnswerMinutes).toBeNull();
    await request(5, 22, day, 40 * minute);
    expect((await servicePage(3)).typicalAnswerMinutes).toBe(20);
    expect((await servicePage(5)).typicalAnswerMinutes).toBe(20);
  });

  it("is null for an instantly confirmed service, whose bookings need no answer", async () => {
    await app.services.db
      .update(services)
      .set({ instantConfirmation: true })
      .where(inArray(services.id, [3]));
    app.services.catalog.invalidate();
    const service = await servicePage(3);
    expect(service.instantConfirmation).toBe(true);
    expect(service.typicalAnswerMinutes).toBeNull();
    expect((await servicePage(5)).typicalAnswerMinutes).toBe(20);
  });
});
