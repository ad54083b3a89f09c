import { horizon, weekday } from "../../core/dates.ts";
import type { Executor } from "../../server/db/client.ts";
import { schema as t } from "../../server/db/client.ts";

/**
 * Extra fishing trips for tests that need more than the six seeded services (paging). They have no
 * reviews (a rating is read from reviews), so the seeded services, reviewed or tied at none and
 * with lower ids, stay first under the default sort; they are priced in the mid tier. Returns
 * their ids.
 */
export async function addFishingTrips(db: Executor, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 1; n <= count; n++) {
    const [row] = await db
      .insert(t.services)
      .values({
        category: "fishing",
        title: `Test fishing camp ${String(n).padStart(2, "0")}`,
        supplierId: 2,
        location: "Bystraya river",
        description: "A test trip used by the automated tests.",
        durationDays: 2 + (n % 4),
        groupMin: 2,
        groupMax: 6,
        priceCents: 120_000 + n * 1_000,
        difficulty: "moderate",
      })
      .returning({ id: t.services.id });
    const id = row!.id;
    ids.push(id);
    await db.insert(t.serviceTags).values({ serviceId: id, position: 0, tag: "test" });
    await db.insert(t.slotSchedule).values(
      [0, 1, 2, 3, 4, 5, 6].map((day) => ({
        serviceId: id,
        weekday: day,
        time: "08:00",
        period: "morning" as const,
        capacity: 6,
      })),
    );
  }
  return ids;
}

/**
 * A trip that runs once a week with one seat, every run of the next 90 days already taken: the
 * catalogue must label it sold out.
 */
export async function addSoldOutTrip(db: Executor, now: Date): Promise<number> {
  const [row] = await db
    .insert(t.services)
    .values({
      category: "recreation",
      title: "Test sold-out lighthouse walk",
      supplierId: 4,
      location: "Petropavlovsk bay",
      description: "A test trip whose every seat is taken.",
      durationDays: 1,
      groupMin: 1,
      groupMax: 1,
      priceCents: 50_000,
      difficulty: "easy",
    })
    .returning({ id: t.services.id });
  const id = row!.id;
  const runsOn = 3; // Wednesday
  await db
    .insert(t.slotSchedule)
    .values({ serviceId: id, weekday: runsOn, time: "08:00", period: "morning", capacity: 1 });
  const dates = horizon(91, now).filter((date) => weekday(date) === runsOn);
  await db.insert(t.slotInventory).values(
    dates.map((date) => ({
      serviceId: id,
      date,
      time: "08:00",
      period: "morning" as const,
      capacity: 1,
      booked: 1,
    })),
  );
  return id;
}
