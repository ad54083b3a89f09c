import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { mails, outbox } from "../../server/db/schema.ts";
import { openDatabase } from "../../server/db/client.ts";
import { MAX_ATTEMPTS } from "../../server/jobs/attempts.ts";
import { deliverDueEvents } from "../../server/jobs/deliver-events.ts";
import { startJobRunner } from "../../server/jobs/runner.ts";
import { sendDueMail } from "../../server/jobs/send-mail.ts";
import { createTransport } from "../../server/modules/notifications/transport.ts";
import { createServices } from "../../server/services.ts";
import { at } from "../support/bookings.ts";
import { useMailWorld, OWNER, to } from "../support/mail-world.ts";
import { engine, testEnv } from "../support/test-app.ts";

// Delivery that survives failures: a refusing SMTP server, a process that dies, two processes.

const world = useMailWorld();
afterEach(() => {
  world.inbox.failing = false;
});

describe("delivery that survives failures", () => {
  it("retries a refusing SMTP server with backoff, then marks the mail failed", async () => {
    await world.run();
    world.inbox.failing = true;
    const newcomer = await world.app.signUp("New Comer");
    await deliverDueEvents(world.app.services);
    const row = async () =>
      (
        await world.app.services.db
          .select()
          .from(mails)
          .where(and(eq(mails.userId, newcomer.id), eq(mails.kind, "welcome")))
      )[0]!;
    let clock = world.app.clock.now.getTime();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const sent = await at(world.app, new Date(clock), () =>
        sendDueMail(world.app.services, world.transport),
      );
      expect(sent.sent).toBe(0);
      const mail = await row();
      expect(mail.attempts).toBe(attempt);
      expect(mail.lastError).toContain("451");
      if (attempt < MAX_ATTEMPTS) {
        expect(mail.status).toBe("queued");
        // Not again before its time.
        expect(mail.runAt.getTime()).toBeGreaterThan(clock);
        clock = mail.runAt.getTime();
      } else {
        expect(mail.status).toBe("failed");
      }
    }
    world.inbox.failing = false;
    await at(world.app, new Date(clock + 24 * 3_600_000), () =>
      sendDueMail(world.app.services, world.transport),
    );
    expect((await row()).status).toBe("failed");
  });

  it("loses nothing when the process dies between the state change and the send", async () => {
    // The booking commits its events; no runner runs (the process "dies"). A new process starts
    // on the same database and sends them.
    const before = world.inbox.received.length;
    const { booking } = await world.book(world.olga, "olga@example.com", { daysAhead: 17 });
    const pending = await world.app.services.db.select().from(outbox).where(eq(outbox.status, "pending"));
    expect(pending.some((e) => e.key === `newRequest:${booking.id}`)).toBe(true);
    const restarted = startJobRunner({ ...world.app.services }, world.transport, { autoStart: false });
    await restarted.tick();
    await restarted.tick();
    await restarted.stop();
    // "Booking received" to the guest and the request to the two members of the team.
    expect(world.newMail(before).filter((m) => m.text?.includes(booking.reference))).toHaveLength(3);
  });
});

describe.runIf(engine === "postgres")("two processes on one PostgreSQL", () => {
  it("send each mail once", async () => {
    const second = await openDatabase({ databaseUrl: world.app.databaseUrl!, poolSize: 10 });
    const other = createServices(second.db, testEnv, { now: () => world.app.clock.now, catalogTtlMs: 0 });
    const otherTransport = createTransport({
      smtpUrl: world.inbox.url,
      from: "test@localhost",
      baseUrl: testEnv.baseUrl,
    });
    const otherRunner = startJobRunner(other, otherTransport, { autoStart: false });
    try {
      const before = world.inbox.received.length;
      const placed = [];
      for (let i = 0; i < 6; i++)
        placed.push(await world.book(world.olga, `twice-${i}@example.com`, { daysAhead: 20 + i, guests: 1 }));
      await Promise.all([
        world.run(),
        otherRunner.tick(),
        world.run(),
        otherRunner.tick(),
        otherRunner.tick(),
      ]);
      await Promise.all([world.run(), otherRunner.tick()]);
      const got = world.newMail(before);
      const keys = got.map((m) => `${to(m)}|${m.subject}`);
      expect(new Set(keys).size).toBe(keys.length);
      // Per booking: received + receipt to the guest, the request to two team members.
      for (let i = 0; i < 6; i++)
        expect(got.filter((m) => to(m) === `twice-${i}@example.com`)).toHaveLength(2);
      expect(got.filter((m) => to(m) === OWNER)).toHaveLength(6);
    } finally {
      await otherRunner.stop();
      otherTransport.close();
      await second.close();
    }
  });
});
