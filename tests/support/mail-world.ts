import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll } from "vitest";
import { profiles } from "../../server/db/schema.ts";
import { AVACHA_STAFF, SUPPLIER_OWNERS } from "../../server/db/seed-operators.ts";
import { startJobRunner } from "../../server/jobs/runner.ts";
import { createTransport } from "../../server/modules/notifications/transport.ts";
import { freshIp } from "./bookings.ts";
import { bookingBody, cartItem, customerInfo } from "./factories.ts";
import { startInbox } from "./mail.ts";
import { consoleApp } from "./operators.ts";
import { testEnv } from "./test-app.ts";
import { expectData } from "./answers.ts";
import type { CreatedOrder } from "../../core/views.ts";

// Every event through the real path: the state change writes the outbox, the job runner renders
// and sends through SMTP to a real server in this process. Avacha Volcano Guides (supplier 3)
// runs service 3 and answers within 12 hours.

/** Avacha's owner and staff guide: the team that gets a request for service 3. */
export const OWNER = SUPPLIER_OWNERS[3]!.email;
export const STAFF = AVACHA_STAFF.email;

/** Whom a mail was sent to. */
export const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? "" : mail.to?.value[0]?.address);

export type MailWorld = Awaited<ReturnType<typeof mailWorld>>;

/**
 * A test app whose mail goes to an SMTP server in this process, with the seeded teams signed in and
 * Olga, a traveller who reads Russian; the job runner turns only when a test says so.
 */
export async function mailWorld() {
  const inbox = await startInbox();
  const {
    app,
    ops,
    traveller: olga,
  } = await consoleApp({
    now: new Date("2026-11-22T03:00:00Z"),
    traveller: "Olga Traveller",
  });
  await app.services.db.update(profiles).set({ language: "ru" }).where(eq(profiles.userId, olga.id));
  const transport = createTransport({
    smtpUrl: inbox.url,
    from: "Peninsula Adventures <test@localhost>",
    baseUrl: testEnv.baseUrl,
  });
  const runner = startJobRunner(app.services, transport, { autoStart: false });
  return {
    app,
    inbox,
    transport,
    tokens: ops,
    olga,
    /** Delivers what is due and sends it (twice, so that mail written by the first round goes out). */
    run: async () => {
      await runner.tick();
      await runner.tick();
    },
    /** Pays for a booking of service 3 (unless `item` says otherwise) with `email` as the contact. */
    book: async (user: { token: string }, email: string, item: Parameters<typeof cartItem>[1] = {}) => {
      const res = await app.request<CreatedOrder>("POST", "/api/bookings", {
        token: user.token,
        ip: freshIp(),
        body: bookingBody([cartItem(app, { serviceId: 3, daysAhead: 12, guests: 2, ...item })], {
          customerInfo: { ...customerInfo, email },
        }),
      });
      const { order, bookings } = expectData(res, 201);
      return { order, booking: bookings[0]! };
    },
    /** The mail received since the inbox held `before`. */
    newMail: (before: number) => inbox.received.slice(before),
    async close() {
      await runner.stop();
      transport.close();
      await inbox.close();
      await app.close();
    },
  };
}

/** The file's mail world: made before its tests, closed after them, filled in once made. */
export function useMailWorld(): MailWorld {
  const world = {} as MailWorld;
  beforeAll(async () => {
    Object.assign(world, await mailWorld());
  });
  afterAll(() => world.close());
  return world;
}
