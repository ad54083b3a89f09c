import { sql } from "drizzle-orm";
import { periodOf } from "../../core/slots.ts";
import type { Db, Tx } from "./client.ts";
import * as t from "./schema.ts";
import { services, suppliers } from "./seed-data.ts";
import { meetingPoints } from "./seed-meeting-points.ts";
import { seedPricing, type SeedPricing } from "./seed-pricing.ts";
import { seedTeam } from "./seed-team.ts";
import { serviceTranslations } from "./seed-translations.ts";

/** The weekly slots of every seeded service (the night slot only where the service has one). */
export const slotPlan = [
  { time: "08:00", capacity: 6 },
  { time: "14:00", capacity: 6 },
  { time: "18:00", capacity: 4 },
  { time: "22:00", capacity: 4, nightOnly: true },
];

/** The catalogue of the spec (ids 1 to 6) and the about page's team; a second run adds nothing. */
export async function seedCatalog(db: Db, now = new Date()) {
  await db.transaction(async (tx) => {
    await tx.insert(t.suppliers).values(suppliers).onConflictDoNothing();
    for (const s of services) {
      const book = seedPricing(s.id, s.priceCents, now);
      const inserted = await tx
        .insert(t.services)
        .values({
          id: s.id,
          category: s.category,
          title: s.title,
          supplierId: s.supplierId,
          location: s.location,
          description: s.description,
          durationDays: s.durationDays,
          groupMin: s.groupMin,
          groupMax: s.groupMax,
          priceCents: s.priceCents,
          originalPriceCents: s.originalPriceCents,
          available: s.available,
          featured: s.featured,
          difficulty: s.difficulty,
          ...meetingPoints[s.id],
          minAge: book.minAge,
          licenceFromAge: book.licenceFromAge,
          depositKind: book.deposit?.kind ?? null,
          depositValue: book.deposit?.value ?? null,
          balanceDueDays: book.deposit?.balanceDueDays ?? null,
          createdAt: new Date(s.createdAt),
          updatedAt: new Date(s.createdAt),
        })
        .onConflictDoNothing()
        .returning({ id: t.services.id });
      if (inserted.length === 0) continue;
      await tx.insert(t.serviceImages).values(
        [1, 2, 3].map((n) => ({
          serviceId: s.id,
          position: n,
          url: `/images/services/${s.id}-${n}.webp`,
          alt: `${s.title}, photo ${n}`,
        })),
      );
      await tx
        .insert(t.serviceHighlights)
        .values(s.highlights.map((text, i) => ({ serviceId: s.id, position: i, text })));
      await tx
        .insert(t.serviceInclusions)
        .values([
          ...s.included.map((text, i) => ({ serviceId: s.id, included: true, position: i, text })),
          ...s.notIncluded.map((text, i) => ({ serviceId: s.id, included: false, position: i, text })),
        ]);
      await tx.insert(t.serviceItinerary).values(s.itinerary.map((day) => ({ serviceId: s.id, ...day })));
      await tx.insert(t.serviceTags).values(s.tags.map((tag, i) => ({ serviceId: s.id, position: i, tag })));
      await seedPriceBook(tx, s.id, book);
      const slots = slotPlan.filter((slot) => !slot.nightOnly || s.nightSlot);
      await tx.insert(t.slotSchedule).values(
        [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
          slots.map((slot) => ({
            serviceId: s.id,
            weekday,
            time: slot.time,
            period: periodOf(slot.time),
            capacity: slot.capacity,
          })),
        ),
      );
    }
    // Translations are added on their own, so a database seeded before them gets them too.
    await tx
      .insert(t.serviceTranslations)
      .values(
        Object.entries(serviceTranslations).flatMap(([id, byLang]) =>
          Object.entries(byLang).map(([lang, content]) => ({
            serviceId: Number(id),
            lang: lang as "ru" | "de",
            content,
          })),
        ),
      )
      .onConflictDoNothing();
    // Explicit ids leave the sequences behind; move them past the seeded rows.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('suppliers', 'id'), (select max(id) from suppliers))`,
    );
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('services', 'id'), (select max(id) from services))`,
    );
  });
  await seedTeam(db);
}

/** A seeded service's participant types, seasons, fee lines and first waiver. */
async function seedPriceBook(tx: Tx, serviceId: number, book: SeedPricing) {
  await tx
    .insert(t.serviceParticipantTypes)
    .values(book.types.map((type, position) => ({ serviceId, ...type, position })));
  if (book.periods.length) {
    await tx.insert(t.servicePricePeriods).values(book.periods.map((period) => ({ serviceId, ...period })));
  }
  if (book.fees.length) {
    await tx
      .insert(t.serviceFees)
      .values(book.fees.map((fee, position) => ({ serviceId, ...fee, position })));
  }
  if (book.waiver) {
    await tx
      .insert(t.serviceWaivers)
      .values(
        Object.entries(book.waiver).map(([lang, text]) => ({
          serviceId,
          version: 1,
          lang: lang as "en",
          text,
        })),
      );
  }
}
