import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../core/dates.ts";
import type { BookingParticipantsView } from "../../core/participant-details.ts";
import type { ParticipantCounts } from "../../core/participants.ts";
import { readinessOf } from "../../server/modules/participants/readiness.ts";
import { expectData, expectFailure } from "../support/answers.ts";
import type { BookingWithOrder, Bookings } from "../support/api-views.ts";
import {
  bookParty,
  bornAged,
  family,
  linkToken,
  participantRows,
  participantsOf,
} from "../support/participants.ts";
import { createTestApp, TEST_NOW, type TestApp } from "../support/test-app.ts";

// A booking's participants (decision 042): the details with their age and licence checks, the
// waiver's record, and the readiness the booking answers with. The co-traveller's link and the
// pages' forms: participants-link.test.ts.

let app: TestApp;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
let ipCounter = 0;
const freshIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;

beforeAll(async () => {
  app = await createTestApp({ now: TEST_NOW });
  alice = await app.signUp("Alice");
  bob = await app.signUp("Bob");
});
afterAll(() => app.close());

const book = (serviceId: number, participants: ParticipantCounts, daysAhead: number) =>
  bookParty(app, alice, { serviceId, participants, daysAhead, ip: freshIp() });

const put = (bookingId: string, participants: unknown[], options: { ip?: string; lang?: string } = {}) =>
  app.request<BookingParticipantsView>(
    "PUT",
    `/api/booking/${bookingId}/participants${options.lang ? `?lang=${options.lang}` : ""}`,
    { token: alice.token, ip: options.ip ?? freshIp(), body: { participants } },
  );

const rowsOf = (bookingId: string) => participantRows(app, bookingId);

describe("a booking's participants", () => {
  it("lists the booking's people by type, with the waiver and what is missing", async () => {
    const booking = await book(2, { adult: 2, child: 1, infant: 1 }, 20);
    const res = await app.request<BookingParticipantsView>(
      "GET",
      `/api/booking/${booking.id}/participants?lang=de`,
      { token: alice.token },
    );
    const view = expectData(res, 200);
    expect(view.participants.map((p) => [p.position, p.type, p.ageRange])).toEqual([
      [0, "adult", "12+"],
      [1, "adult", "12+"],
      [2, "child", "3–11"],
      [3, "infant", "0–2"],
    ]);
    expect(view).toMatchObject({ editable: true, licenceFromAge: 16, waiver: { version: 1, lang: "de" } });
    expect(view.waiver!.text).toContain("Wildnis");
    expect(view.participants[0]).toMatchObject({ name: null, needsLicence: true, waiver: null });
    expect(view.participants[0]!.missing).toEqual(["details", "licence", "waiver"]);
    expect(view.participants[0]!.link).toMatch(/^http:\/\/localhost:3000\/participant\/[\w-]+\.[\w-]+$/);
    expect(view.readiness).toEqual({ ready: false, missing: ["details", "licence", "waiver"] });
  });

  it("fills in a family, records each waiver, and the booking answers ready", async () => {
    const booking = await book(2, { adult: 2, child: 1, infant: 1 }, 21);
    const before = expectData(
      await app.request<BookingWithOrder>("GET", `/api/booking/${booking.id}`, { token: alice.token }),
    );
    expect(before.readiness).toEqual({ ready: false, missing: ["details", "licence", "waiver"] });

    const view = expectData(
      await put(booking.id, family(booking.date, booking.endDate), { ip: "198.51.100.200", lang: "ru" }),
      200,
    );
    expect(view.readiness).toEqual({ ready: true, missing: [] });
    expect(view.participants.map((p) => p.missing)).toEqual([[], [], [], []]);
    // The child and the infant are too young for a licence.
    expect(view.participants.map((p) => p.needsLicence)).toEqual([true, true, false, false]);

    const rows = await rowsOf(booking.id);
    expect(rows[2]).toMatchObject({
      name: "Masha Petrova",
      waiverVersion: 1,
      waiverLang: "ru",
      waiverAcceptedBy: "Masha Petrova",
      waiverAddress: "198.51.100.200",
      licenceNumber: null,
    });
    expect(rows[2]!.waiverAcceptedAt?.toISOString()).toBe(app.clock.now.toISOString());

    const after = expectData(
      await app.request<BookingWithOrder>("GET", `/api/booking/${booking.id}`, { token: alice.token }),
    );
    expect(after.readiness).toEqual({ ready: true, missing: [] });
    const listed = expectData(
      await app.request<Bookings>("GET", `/api/bookings/${alice.id}`, { token: alice.token }),
    );
    expect(listed.find((b) => b.id === booking.id)?.readiness).toEqual({ ready: true, missing: [] });
    // The manifest's helper reads the same, each participant with it.
    const manifest = (await readinessOf(app.services.db, [booking.id])).get(booking.id)!;
    expect(manifest).toMatchObject({ ready: true, missing: [] });
    expect(manifest.participants.map((p) => p.name)).toEqual(rows.map((r) => r.name));
  });

  it("is idempotent, and keeps an acceptance as it was made", async () => {
    const booking = await book(2, { adult: 2, child: 1, infant: 1 }, 22);
    const list = family(booking.date, booking.endDate);
    expectData(await put(booking.id, list, { ip: "198.51.100.201" }), 200);
    const first = await rowsOf(booking.id);
    const stampedAt = app.clock.now;
    app.clock.now = new Date(stampedAt.getTime() + 3_600_000);
    try {
      expectData(await put(booking.id, list, { ip: "198.51.100.202" }), 200);
      expect(await rowsOf(booking.id)).toEqual(first);
      // A new name clears the acceptance made under the old one, unless it accepts again.
      const renamed = list.map((p, i) => (i === 3 ? { ...p, name: "Lev P.", acceptWaiver: false } : p));
      const view = expectData(await put(booking.id, renamed), 200);
      expect(view.participants[3]).toMatchObject({ name: "Lev P.", waiver: null, missing: ["waiver"] });
      expect(view.readiness).toEqual({ ready: false, missing: ["waiver"] });
      // acceptWaiver false does not withdraw the others' acceptances.
      expect(view.participants[0]!.waiver).toMatchObject({ version: 1, acceptedBy: "Anna Petrova" });
      expect(view.participants[0]!.waiver!.acceptedAt).toBe(stampedAt.toISOString());
    } finally {
      app.clock.now = stampedAt;
    }
  });

  it("refuses a list that does not name the booking's participants", async () => {
    const booking = await book(2, { adult: 2, child: 1, infant: 1 }, 23);
    const list = family(booking.date, booking.endDate);
    const short = expectFailure(await put(booking.id, list.slice(0, 3)), 400, "participantsMismatch");
    expect(short.field).toBe("participants");
    expect(short.error).toContain("4");
    expectFailure(
      await put(
        booking.id,
        list.map((p, i) => ({ ...p, position: i === 1 ? 0 : i })),
      ),
      400,
      "participantsMismatch",
      "participants.1.position",
    );
    expectFailure(
      await put(
        booking.id,
        list.map((p, i) => (i === 2 ? { ...p, type: "adult" } : p)),
      ),
      400,
      "participantsMismatch",
      "participants.2.type",
    );
    // Given by position, in any order, the list fits.
    const shuffled = list.map((p, i) => ({ ...p, position: i })).reverse();
    expectData(await put(booking.id, shuffled), 200);
    expect((await rowsOf(booking.id)).map((r) => r.name)).toEqual(list.map((p) => p.name));
  });

  it("checks each birth date against the type's ages, naming the field", async () => {
    const booking = await book(2, { adult: 2, child: 1, infant: 1 }, 24);
    const list = family(booking.date, booking.endDate);
    // A "child" of 12 on the start date (the day after their birthday counts).
    const grown = list.map((p, i) => (i === 2 ? { ...p, birthDate: bornAged(booking.date, 12, 0) } : p));
    const failure = expectFailure(
      await put(booking.id, grown),
      400,
      "ageOutOfRange",
      "participants.2.birthDate",
    );
    expect(failure.error).toContain("3–11");
    // An "adult" of 11 and an infant of 3: every problem is listed.
    const both = list.map((p, i) =>
      i === 0
        ? { ...p, birthDate: bornAged(booking.date, 11) }
        : i === 3
          ? { ...p, birthDate: bornAged(booking.date, 3) }
          : p,
    );
    const twice = expectFailure(
      await put(booking.id, both),
      400,
      "ageOutOfRange",
      "participants.0.birthDate",
    );
    expect(twice.problems?.map((p) => p.field)).toEqual([
      "participants.0.birthDate",
      "participants.3.birthDate",
    ]);
    // Nothing was written.
    expect((await rowsOf(booking.id)).every((r) => r.name === null)).toBe(true);
  });

  it("refuses someone below the trip's minimum age (helicopter: 6)", async () => {
    const booking = await book(4, { adult: 1, child: 1 }, 25);
    const adult = { name: "Olga", birthDate: bornAged(booking.date, 35), acceptWaiver: true };
    const five = { name: "Tim", birthDate: bornAged(booking.date, 5), acceptWaiver: true };
    const failure = expectFailure(
      await put(booking.id, [adult, five]),
      400,
      "belowMinimumAge",
      "participants.1.birthDate",
    );
    expect(failure.error).toContain("6");
    const six = { ...five, birthDate: bornAged(booking.date, 6) };
    const view = expectData(await put(booking.id, [adult, six]), 200);
    // No licence on a helicopter day.
    expect(view.readiness).toEqual({ ready: true, missing: [] });
  });

  it("asks a licence from 16, valid until the trip ends", async () => {
    const booking = await book(2, { adult: 2, child: 1, infant: 1 }, 26);
    const list = family(booking.date, booking.endDate);
    // A 15-year-old adult needs none; a 16-year-old does.
    const fifteen = { name: "Sasha", birthDate: bornAged(booking.date, 15), acceptWaiver: true };
    expectData(await put(booking.id, [list[0], fifteen, list[2], list[3]]), 200);
    const sixteen = { ...fifteen, birthDate: bornAged(booking.date, 16) };
    const missing = expectFailure(
      await put(booking.id, [list[0], sixteen, list[2], list[3]]),
      400,
      "licenceRequired",
      "participants.1.licenceNumber",
    );
    expect(missing.problems?.map((p) => p.field)).toEqual([
      "participants.1.licenceNumber",
      "participants.1.licenceExpiry",
    ]);
    const lapsing = { ...sixteen, licenceNumber: "KAM-1", licenceExpiry: addDays(booking.endDate, -1) };
    expectFailure(
      await put(booking.id, [list[0], lapsing, list[2], list[3]]),
      400,
      "licenceExpired",
      "participants.1.licenceExpiry",
    );
    const valid = { ...lapsing, licenceExpiry: booking.endDate };
    expectData(await put(booking.id, [list[0], valid, list[2], list[3]]), 200);
  });

  it("answers 401 signed out and 404 for another traveller's booking", async () => {
    const booking = await book(2, { adult: 1 }, 27);
    const path = `/api/booking/${booking.id}/participants`;
    const body = { participants: [{ name: "A", birthDate: "1990-01-01", acceptWaiver: false }] };
    expectFailure(await app.request("GET", path), 401, "loginRequired");
    expectFailure(await app.request("PUT", path, { body }), 401, "loginRequired");
    expectFailure(await app.request("GET", path, { token: bob.token }), 404, "bookingNotFound");
    expectFailure(await app.request("PUT", path, { token: bob.token, body }), 404, "bookingNotFound");
    expect((await rowsOf(booking.id))[0]!.name).toBeNull();
  });

  it("closes once the booking is cancelled", async () => {
    const booking = await book(2, { adult: 1 }, 28);
    const token = linkToken((await participantsOf(app, alice, booking.id)).participants[0]!.link);
    const res = await app.request("PUT", `/api/booking/${booking.id}`, {
      token: alice.token,
      body: { status: "cancelled" },
    });
    expectData(res, 200);
    const list = [
      { name: "A", birthDate: bornAged(booking.date, 30), licenceNumber: "K", licenceExpiry: "2099-01-01" },
    ];
    expectFailure(await put(booking.id, list), 409, "participantsClosed");
    expectFailure(await app.request("GET", `/api/participant/${token}`), 404, "participantLinkInvalid");
    const view = await participantsOf(app, alice, booking.id);
    expect(view).toMatchObject({ editable: false, participants: [{ link: null }] });
  });
});
