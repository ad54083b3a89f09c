import { log } from "../log.ts";
import { advanceBookings, LIFECYCLE_INTERVAL_MS } from "../modules/booking/lifecycle.ts";
import { lapseUnpaidBalances } from "../modules/booking/balance-lapse.ts";
import { reconcileCheckouts, settleRefunds } from "../modules/payment/settle.ts";
import type { MailTransport } from "../modules/notifications/transport.ts";
import type { RunnerServices } from "./attempts.ts";
import { deliverDueEvents } from "./deliver-events.ts";
import { sendDueMail } from "./send-mail.ts";

export interface JobRunner {
  /** One round: the lifecycle pass when due, money (refunds, abandoned checkouts), due events, due mail. Tests call it with a moved clock. */
  tick(): Promise<void>;
  /** Stops the timer and waits for a round under way, so the database can be closed after it. */
  stop(): Promise<void>;
}

/**
 * The one job runner: every process runs it; the claims above and the lifecycle's conditional
 * updates keep two processes from doing the same work. A round never overlaps the previous one; a
 * failed round is logged in one line and the next tries again. The timer does not keep the process
 * alive.
 */
export function startJobRunner(
  services: RunnerServices,
  transport: MailTransport,
  options: { intervalMs?: number; lifecycleIntervalMs?: number; autoStart?: boolean } = {},
): JobRunner {
  const intervalMs = options.intervalMs ?? 1_000;
  const lifecycleIntervalMs = options.lifecycleIntervalMs ?? LIFECYCLE_INTERVAL_MS;
  let lastLifecycle = -Infinity;
  let running: Promise<void> | null = null;
  let stopped = false;
  let failing = false;

  const round = async () => {
    const now = services.now();
    if (now.getTime() - lastLifecycle >= lifecycleIntervalMs) {
      const moved = await advanceBookings(services.db, now);
      // Balances unpaid at their due time cancel their bookings (balance-lapse.ts).
      const lapsed = await lapseUnpaidBalances(services.db, now);
      lastLifecycle = now.getTime();
      if (moved.completed || moved.rejected || lapsed) {
        log.info("lifecycle", { completed: moved.completed, rejected: moved.rejected, lapsed });
        // Rejected requests and lapsed balances give their seats back (and completed trips add ratings' weight).
        services.changes?.changed();
      }
    }
    // Money: refunds decided since the last round go to the provider; checkouts abandoned
    // between charge and commit give their money back.
    if (services.payments) {
      await settleRefunds(services.db, services.payments, now);
      await reconcileCheckouts(services.db, services.payments, now);
    }
    await deliverDueEvents(services);
    const { failed } = await sendDueMail(services, transport);
    if (failed) log.error("mail failed for good; see /admin/mail", { failed });
  };
  const tick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    running ??= round()
      .then(() => {
        failing = false;
      })
      .catch((error: unknown) => {
        // One line per outage, not one per second.
        if (!services.outage?.report(error) && !failing) log.error("job runner round failed", { error });
        failing = true;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  if (options.autoStart !== false) {
    void tick();
    timer = setInterval(() => void tick(), intervalMs);
    timer.unref();
  }
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
