import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, operatorToday } from "../../core/dates.ts";
import { departureId } from "../../core/operator.ts";
import type { ChangeKind } from "../../server/changes.ts";
import { expectData } from "../support/answers.ts";
import type { ClosureAdded, Decision, ServicePage, WeeklySlot } from "../support/api-views.ts";
import { holdOne, placeBooking } from "../support/bookings.ts";
import { cartItem } from "../support/factories.ts";
import { operatorSessions, type Sessions } from "../support/operators.ts";
import { newService } from "../support/service-editor.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

// Each use case tells the change signal (server/changes.ts) itself when it changes what public
// pages show, so that the visitors' copies (pages, availability, the catalogue) drop on every
// instance; a write public pages do not show leaves them alone.

let app: TestApp;
let ops: Sessions;
let traveller: { id: string; token: string; email: string };
const heard: ChangeKind[] = [];
beforeAll(async () => {
  app = await createTestApp({ now: new Date("2026-06-01T10:00:00Z") });
  ops = await operatorSessions(app);
  traveller = await app.signUp("Signal Guest");
  app.services.changes.onChange((kind) => heard.push(kind));
});
afterAll(() => app.close());

/** The kinds of change `write` signalled; it must succeed. */
async function signalled(write: () => Promise<{ status: number; body?: unknown }>): Promise<ChangeKind[]> {
  heard.length = 0;
  const { status, body } = await write();
  expect(status, JSON.stringify(body)).toBeLessThan(300);
  return [...new Set(heard)];
}

const day = (daysAhead: number) => addDays(operatorToday(app.clock.now), daysAhead);

/** The first departure time of service 3 on `date`, as visitors see it. */
async function firstTime(date: string) {
  const page = expectData(await app.request<ServicePage>("GET", "/api/services/3"));
  const time = page.availability.find((d) => d.date === date)?.timeSlots[0]?.time;
  if (!time) throw new Error(`service 3 has no departure on ${date}`);
  return time;
}

describe("writes that change what public pages show signal it", () => {
  it("seats: checkout's hold and release, an order, the traveller's and the operator's answers", async () => {
    const hold = async () => {
      await holdOne(app, traveller, cartItem(app, { serviceId: 3, daysAhead: 30 }));
      return { status: 201 };
    };
    expect(await signalled(hold)).toContain("seats");
    expect(
      await signalled(() => app.request("DELETE", "/api/checkout/hold", { token: traveller.token })),
    ).toContain("seats");

    let booking!: { id: string };
    expect(
      await signalled(async () => {
        ({ booking } = await placeBooking(app, traveller, { serviceId: 3, daysAhead: 31 }));
        return { status: 201 };
      }),
    ).toContain("seats");
    const confirm = () =>
      app.request<Decision>("POST", `/api/operator/bookings/${booking.id}/confirm`, { token: ops.avacha });
    expect(await signalled(confirm)).toContain("seats");
    const cancel = () =>
      app.request("PUT", `/api/booking/${booking.id}`, {
        token: traveller.token,
        body: { status: "cancelled" },
      });
    expect(await signalled(cancel)).toContain("seats");

    const { booking: second } = await placeBooking(app, traveller, { serviceId: 3, daysAhead: 32 });
    const reject = () =>
      app.request<Decision>("POST", `/api/operator/bookings/${second.id}/reject`, {
        token: ops.avacha,
        body: { reason: "The guide is ill" },
      });
    expect(await signalled(reject)).toContain("seats");
  });

  it("the catalogue (which keeps them; every kind empties the seats too): the schedule, closures and departures", async () => {
    let slotId = 0;
    expect(
      await signalled(async () => {
        const slot = await app.request<WeeklySlot>("POST", "/api/operator/services/3/schedule", {
          token: ops.avacha,
          body: { weekday: 2, time: "17:30", capacity: 5 },
        });
        slotId = expectData(slot, 201).id;
        return slot;
      }),
    ).toContain("catalog");
    expect(
      await signalled(() =>
        app.request("DELETE", `/api/operator/services/3/schedule/${slotId}`, { token: ops.avacha }),
      ),
    ).toContain("catalog");

    let closureId = 0;
    expect(
      await signalled(async () => {
        const added = await app.request<ClosureAdded>("POST", "/api/operator/services/3/closures", {
          token: ops.avacha,
          body: { startDate: day(60), endDate: day(61) },
        });
        closureId = expectData(added, 201).closure.id;
        return added;
      }),
    ).toContain("catalog");
    expect(
      await signalled(() =>
        app.request("DELETE", `/api/operator/services/3/closures/${closureId}`, { token: ops.avacha }),
      ),
    ).toContain("catalog");

    const id = departureId({ serviceId: 3, date: day(45), time: await firstTime(day(45)) });
    const close = () =>
      app.request("POST", `/api/operator/departures/${id}/close`, { token: ops.avacha, body: {} });
    expect(await signalled(close)).toContain("catalog");
    const reopen = () => app.request("POST", `/api/operator/departures/${id}/reopen`, { token: ops.avacha });
    expect(await signalled(reopen)).toContain("catalog");
  });

  it("the catalogue: a service's edit and status, a supplier's suspension", async () => {
    const edit = () =>
      app.request("PUT", "/api/operator/services/3", { token: ops.avacha, body: newService() });
    expect(await signalled(edit)).toContain("catalog");
    const instant = () =>
      app.request("PUT", "/api/operator/services/3/instant-confirmation", {
        token: ops.avacha,
        body: { instantConfirmation: true },
      });
    expect(await signalled(instant)).toContain("catalog");
    const suspend = () => app.request("POST", "/api/admin/suppliers/2/suspend", { token: ops.admin });
    expect(await signalled(suspend)).toContain("catalog");
    const reactivate = () => app.request("POST", "/api/admin/suppliers/2/reactivate", { token: ops.admin });
    expect(await signalled(reactivate)).toContain("catalog");
  });
});

describe("writes public pages do not show leave the visitors' copies alone", () => {
  it("a favourite, a cart line, the profile, a contact message, notifications read", async () => {
    expect(await signalled(() => app.request("PUT", "/api/favorites/3", { token: traveller.token }))).toEqual(
      [],
    );
    expect(
      await signalled(() => app.request("DELETE", "/api/favorites/3", { token: traveller.token })),
    ).toEqual([]);
    expect(
      await signalled(() =>
        app.request("POST", `/api/cart/${traveller.id}`, { token: traveller.token, body: cartItem(app) }),
      ),
    ).toEqual([]);
    expect(
      await signalled(() =>
        app.request("PUT", `/api/profile/${traveller.id}`, {
          token: traveller.token,
          body: { name: "Signal Guest", phone: "+1 555 0100" },
        }),
      ),
    ).toEqual([]);
    expect(
      await signalled(() =>
        app.request("POST", "/api/contact", {
          body: {
            name: "Visitor",
            email: "visitor@example.com",
            phone: "",
            subject: "Hello",
            message: "A question about trips.",
          },
        }),
      ),
    ).toEqual([]);
    expect(
      await signalled(() =>
        app.request("POST", "/api/notifications/read", { token: traveller.token, body: { all: true } }),
      ),
    ).toEqual([]);
  });
});
