import type { Changes } from "../../changes.ts";
import type { Executor } from "../../db/client.ts";
import { getAvailability, type AvailabilityDay } from "./availability.ts";

type Service = Parameters<typeof getAvailability>[1];

/**
 * A service's 90 days of seats, computed once per change rather than on every request: kept until
 * something public changes in this process (a booking, a hold, a cancellation, the console: see
 * changes.ts, which the console's schedule and closure edits are too), the minute turns (a
 * departure that starts stops being bookable), or `ttlMs` passes (changes by other processes). Shown to visitors only:
 * holds and bookings check the seats in the database, under their locks.
 */
export class AvailabilityCache {
  private readonly entries = new Map<
    number,
    { minute: number; at: number; days: Promise<AvailabilityDay[]> }
  >();

  constructor(
    private readonly db: Executor,
    changes: Pick<Changes, "onChange">,
    private readonly ttlMs: number,
    private readonly clock: () => number = Date.now,
  ) {
    changes.onChange(() => this.entries.clear());
  }

  get(service: Service, now: Date): Promise<AvailabilityDay[]> {
    if (this.ttlMs <= 0) return getAvailability(this.db, service, now);
    const minute = Math.floor(now.getTime() / 60_000);
    const at = this.clock();
    const kept = this.entries.get(service.id);
    // A change empties the map (constructor), so what is kept is newer than the last change.
    if (kept && kept.minute === minute && at - kept.at < this.ttlMs) return kept.days;
    const days = getAvailability(this.db, service, now);
    const entry = { minute, at, days };
    this.entries.set(service.id, entry);
    // A failed read is not kept.
    days.catch(() => {
      if (this.entries.get(service.id) === entry) this.entries.delete(service.id);
    });
    return days;
  }
}
