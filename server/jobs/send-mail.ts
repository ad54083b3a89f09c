import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import { mails } from "../db/schema.ts";
import type { MailTransport } from "../modules/notifications/transport.ts";
import { failureText, MAIL_LEASE_MS, MAX_ATTEMPTS, retryDelayMs, type RunnerServices } from "./attempts.ts";

/**
 * Sends the mail that is due. Rows are claimed with a lease in one statement (`FOR UPDATE SKIP
 * LOCKED`, so two processes never claim the same row), sent outside any transaction, then marked
 * sent (or stored, without SMTP). A failure is retried later; the fifth marks the mail failed.
 */
export async function sendDueMail(
  services: Pick<RunnerServices, "db" | "now">,
  transport: MailTransport,
  limit = 10,
): Promise<{ sent: number; failed: number }> {
  const { db } = services;
  const now = services.now();
  const due = db
    .select({ id: mails.id })
    .from(mails)
    .where(
      or(
        and(eq(mails.status, "queued"), lte(mails.runAt, now)),
        and(eq(mails.status, "sending"), lt(mails.lockedUntil, now)),
      ),
    )
    .orderBy(asc(mails.runAt), asc(mails.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(mails)
    .set({
      status: "sending",
      lockedUntil: new Date(now.getTime() + MAIL_LEASE_MS),
      attempts: sql`${mails.attempts} + 1`,
    })
    .where(inArray(mails.id, due))
    .returning();
  let sent = 0;
  let failed = 0;
  for (const mail of claimed) {
    try {
      await transport.send(mail);
      await db
        .update(mails)
        .set({
          status: transport.kind === "smtp" ? "sent" : "stored",
          sentAt: services.now(),
          lockedUntil: null,
          lastError: null,
        })
        .where(eq(mails.id, mail.id));
      sent += 1;
    } catch (error) {
      const last = mail.attempts >= MAX_ATTEMPTS;
      await db
        .update(mails)
        .set({
          status: last ? "failed" : "queued",
          lockedUntil: null,
          lastError: failureText(error),
          runAt: new Date(services.now().getTime() + retryDelayMs(mail.attempts)),
        })
        .where(eq(mails.id, mail.id));
      if (last) failed += 1;
    }
  }
  return { sent, failed };
}
