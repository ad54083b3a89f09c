import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireUser } from "../../app/lib/guards.server.ts";
import { bookingAction } from "../../app/routes/dashboard.actions.server.ts";
import { participantAction } from "../../app/routes/participant.server.ts";
import { addDays } from "../../core/dates.ts";
import type { LinkedParticipantView } from "../../core/participant-details.ts";
import type { ParticipantCounts } from "../../core/participants.ts";
import { clientIpContext, servicesContext } from "../../server/context.ts";
import { expectData, expectFailure } from "../support/answers.ts";
import { bookParty, bornAged, linkToken, participantRows, participantsOf } from "../support/participants.ts";
import { createTestApp, TEST_NOW, testEnv, type TestApp } from "../support/test-app.ts";

// The co-traveller's link (decision 042): one participant's details and waiver without an account,
// nothing of the others; and the two pages' forms (the booking page's row, the link's page) posted
// as a browser does before its scripts run.

let app: TestApp;
let alice: { id: string; token: string };
let ipCounter = 0;
const freshIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;

beforeAll(async () => {
  app = await createTestApp({ now: TEST_NOW });
  alice = await app.signUp("Alice");
});
afterAll(() => app.close());

const book = (serviceId: number, participants: ParticipantCounts, daysAhead: number) =>
  bookParty(app, alice, { serviceId, participants, daysAhead, ip: freshIp() });

const rowsOf = (bookingId: string) => participantRows(app, bookingId);

describe("the co-traveller's link", () => {
  it("shows and fills in its own participant only, without an account", async () => {
    const booking = await book(2, { adult: 2, child: 1, infant: 1 }, 29);
    const token = linkToken((await participantsOf(app, alice, booking.id)).participants[1]!.link);
    const shown = expectData(
      await app.request<LinkedParticipantView>("GET", `/api/participant/${token}?lang=de`),
    );
    expect(shown).toMatchObject({
      date: booking.date,
      endDate: booking.endDate,
      licenceFromAge: 16,
      waiver: { version: 1, lang: "de" },
      participant: { position: 1, type: "adult", ageRange: "12+", name: null },
    });
    // Nothing of the others: no list, no guest's name.
    expect(JSON.stringify(shown)).not.toContain("Alice");
    expect(Object.keys(shown).sort()).toEqual(
      ["date", "endDate", "licenceFromAge", "minAge", "participant", "service", "time", "waiver"].sort(),
    );

    const details = {
      position: 0,
      name: "Ivan Petrov",
      birthDate: bornAged(booking.date, 40),
      licenceNumber: "KAM-55",
      licenceExpiry: addDays(booking.endDate, 30),
      acceptWaiver: true,
    };
    const saved = expectData(
      await app.request<LinkedParticipantView>("PUT", `/api/participant/${token}?lang=de`, {
        ip: "198.51.100.77",
        body: details,
      }),
    );
    expect(saved.participant).toMatchObject({ position: 1, name: "Ivan Petrov", missing: [] });
    const rows = await rowsOf(booking.id);
    // The body's position is ignored: the token names the participant.
    expect(rows.map((r) => r.name)).toEqual([null, "Ivan Petrov", null, null]);
    expect(rows[1]).toMatchObject({
      waiverVersion: 1,
      waiverLang: "de",
      waiverAcceptedBy: "Ivan Petrov",
      waiverAddress: "198.51.100.77",
    });
    // The same checks as the guest's, naming the field alone.
    expectFailure(
      await app.request("PUT", `/api/participant/${token}`, {
        body: { ...details, licenceNumber: "" },
      }),
      400,
      "licenceRequired",
      "licenceNumber",
    );
  });

  it("fails when tampered with, and once the trip has started", async () => {
    const booking = await book(2, { adult: 1 }, 30);
    const token = linkToken((await participantsOf(app, alice, booking.id)).participants[0]!.link);
    const [body, signature] = token.split(".") as [string, string];
    // Another position in the payload, the same signature.
    const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Record<string, unknown>;
    const forged = `${Buffer.from(JSON.stringify({ ...payload, p: 1 })).toString("base64url")}.${signature}`;
    const flipped = `${body}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    for (const bad of [forged, flipped, "nonsense"]) {
      expectFailure(await app.request("GET", `/api/participant/${bad}`), 404, "participantLinkInvalid");
      expectFailure(
        await app.request("PUT", `/api/participant/${bad}`, {
          body: { name: "X", birthDate: "1990-01-01", acceptWaiver: true },
        }),
        404,
        "participantLinkInvalid",
      );
    }
    expectData(await app.request("GET", `/api/participant/${token}`), 200);
    const now = app.clock.now;
    app.clock.now = new Date(new Date(`${booking.date}T08:00:00+12:00`).getTime() + 60_000);
    try {
      expectFailure(await app.request("GET", `/api/participant/${token}`), 404, "participantLinkInvalid");
    } finally {
      app.clock.now = now;
    }
  });
});

/** A page's form posted as a browser does before its scripts run (signed in with `token`, if given). */
async function postForm(
  call: (request: Request, context: RouterContextProvider) => Promise<unknown>,
  form: URLSearchParams,
  token?: string,
) {
  const request = new Request(`${testEnv.baseUrl}/`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: testEnv.baseUrl,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: form,
  });
  const context = new RouterContextProvider();
  context.set(servicesContext, app.services);
  context.set(clientIpContext, "198.51.100.99");
  const args = { request, context, params: {}, url: new URL(request.url), pattern: "" };
  if (token) await requireUser(args as never, async () => undefined as never);
  const answer = (await call(request, context)) as Record<string, unknown> & {
    data?: Record<string, unknown>;
  };
  return (answer.data ?? answer) as Record<string, unknown>;
}

describe("the pages' forms", () => {
  it("the booking page saves one participant's row; the co-traveller's page their own", async () => {
    const booking = await book(2, { adult: 2, child: 1, infant: 1 }, 31);
    const row = new URLSearchParams([
      ["intent", "participant"],
      ["position", "2"],
      ["name", "Masha Petrova"],
      ["birthDate", bornAged(booking.date, 7)],
      // An unticked box's hidden "false", then the box itself.
      ["acceptWaiver", "false"],
      ["acceptWaiver", "true"],
    ]);
    const saved = await postForm((r, c) => bookingAction(r, c, booking.id), row, alice.token);
    expect(saved).toMatchObject({ ok: true, intent: "participant", name: "Masha Petrova" });
    const refused = await postForm(
      (r, c) => bookingAction(r, c, booking.id),
      new URLSearchParams([
        ["intent", "participant"],
        ["position", "0"],
        ["name", "Anna"],
        ["birthDate", bornAged(booking.date, 30)],
        ["licenceNumber", ""],
        ["licenceExpiry", ""],
      ]),
      alice.token,
    );
    expect(refused).toMatchObject({ ok: false, error: { code: "licenceRequired", field: "licenceNumber" } });

    const token = linkToken((await participantsOf(app, alice, booking.id)).participants[3]!.link);
    const own = new URLSearchParams([
      ["name", "Lev Petrov"],
      ["birthDate", bornAged(booking.date, 1)],
      ["licenceNumber", ""],
      ["acceptWaiver", "false"],
    ]);
    expect(await postForm((r, c) => participantAction(r, c, token), own)).toMatchObject({ ok: true });
    const rows = await rowsOf(booking.id);
    expect(rows.map((r) => r.name)).toEqual([null, null, "Masha Petrova", "Lev Petrov"]);
    expect(rows[2]).toMatchObject({ waiverVersion: 1, waiverAddress: "198.51.100.99" });
    expect(rows[3]!.waiverAcceptedAt).toBeNull();
  });
});
