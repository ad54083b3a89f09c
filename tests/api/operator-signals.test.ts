import { describe, expect, it } from "vitest";
import { addDays, operatorToday } from "../../core/dates.ts";
import { serviceEditSchema } from "../../core/service-editor.ts";
import type { ChangeKind } from "../../server/changes.ts";
import {
  cancelBookingAsOperator,
  confirmRequest,
  confirmRequests,
  rejectRequest,
} from "../../server/modules/operator/bookings.ts";
import { addClosure, removeClosure } from "../../server/modules/operator/closures.ts";
import {
  closeDeparture,
  reopenDeparture,
  setDepartureCapacity,
} from "../../server/modules/operator/departure-changes.ts";
import {
  addWeeklySlot,
  removeWeeklySlot,
  setWeeklyCapacity,
  weeklySchedule,
} from "../../server/modules/operator/schedule.ts";
import { createService, setInstantConfirmation } from "../../server/modules/operator/services.ts";
import type { User } from "../support/accounts.ts";
import { placeBooking } from "../support/bookings.ts";
import { consoleContext, useConsoleApp } from "../support/operators.ts";
import { newService } from "../support/service-editor.ts";
import type { TestApp } from "../support/test-app.ts";

// Each console use case tells public pages of its own change, once, whichever door it came through
// (called here without the API, whose write middleware signals too). Avacha is supplier 3.

let app: TestApp;
let guest: User;
const kinds: ChangeKind[] = [];
useConsoleApp({ now: new Date("2026-11-22T03:00:00Z"), traveller: "Signal Guest" }, (made) => {
  ({ app, traveller: guest } = made);
  app.services.changes.onChange((kind) => kinds.push(kind));
});

/** The changes `work` signalled, and what it answered. */
async function signalled<T>(work: () => Promise<T>) {
  kinds.length = 0;
  const result = await work();
  return { kinds: [...kinds], result };
}

describe("change signals of the console's use cases", () => {
  it("answers and cancellations signal seats, once each; a bulk answer with nothing answered signals nothing", async () => {
    const ctx = consoleContext(app, 3);
    const book = async (daysAhead: number) =>
      (await placeBooking(app, guest, { serviceId: 3, daysAhead, guests: 1 })).booking.id;
    const [a, b, c] = [await book(12), await book(13), await book(14)];
    expect((await signalled(() => confirmRequest(ctx, { bookingId: a }))).kinds).toEqual(["seats"]);
    const rejected = await signalled(() => rejectRequest(ctx, { bookingId: b, reason: "Storm" }));
    expect(rejected.kinds).toEqual(["seats"]);
    const cancelled = await signalled(() => cancelBookingAsOperator(ctx, { bookingId: a, reason: "Ash" }));
    expect(cancelled.kinds).toEqual(["seats"]);
    const bulk = await signalled(() => confirmRequests(ctx, { ids: [c, b] }));
    expect(bulk.result.answered).toEqual([c]);
    expect(bulk.kinds).toEqual(["seats"]);
    expect((await signalled(() => confirmRequests(ctx, { ids: [b] }))).kinds).toEqual([]);
  });

  it("schedule, departure and closure changes empty the catalogue, which keeps them (one catalog change)", async () => {
    const ctx = consoleContext(app, 3);
    const [scheduled] = await weeklySchedule(app.services.db, 3);
    const date = addDays(operatorToday(app.clock.now), 30);
    const departure = { serviceId: 3, date, time: scheduled!.time };
    const serviceId = 3;
    const steps: (() => Promise<unknown>)[] = [
      () => setDepartureCapacity(ctx, { departure, capacity: 9 }),
      () => closeDeparture(ctx, { departure }),
      () => reopenDeparture(ctx, { departure }),
      () => setWeeklyCapacity(ctx, { serviceId, slotId: scheduled!.id, capacity: scheduled!.capacity }),
    ];
    for (const step of steps) expect((await signalled(step)).kinds).toEqual(["catalog"]);
    const slot = await signalled(() =>
      addWeeklySlot(ctx, { serviceId, weekday: 2, time: "05:45", capacity: 4 }),
    );
    expect(slot.kinds).toEqual(["catalog"]);
    const removed = await signalled(() => removeWeeklySlot(ctx, { serviceId, slotId: slot.result.id }));
    expect(removed.kinds).toEqual(["catalog"]);
    const closed = await signalled(() =>
      addClosure(ctx, { serviceId, startDate: addDays(date, 5), endDate: addDays(date, 6) }),
    );
    expect(closed.kinds).toEqual(["catalog"]);
    const closureId = closed.result.closure.id;
    expect((await signalled(() => removeClosure(ctx, { serviceId, closureId }))).kinds).toEqual(["catalog"]);
  });

  it("a service's changes signal the catalogue; a new draft, on no public page, signals nothing", async () => {
    const ctx = consoleContext(app, 3);
    const draft = await signalled(() => createService(ctx, serviceEditSchema.parse(newService())));
    expect(draft.kinds).toEqual([]);
    const instant = await signalled(() =>
      setInstantConfirmation(ctx, { serviceId: draft.result.id, instantConfirmation: true }),
    );
    expect(instant.kinds).toEqual(["catalog"]);
  });
});
