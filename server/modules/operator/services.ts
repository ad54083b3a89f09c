import { and, count, eq } from "drizzle-orm";
import { periodOf } from "../../../core/slots.ts";
import {
  translatedLanguages,
  type OperatorService,
  type ServiceEdit,
  type ServiceText,
} from "../../../core/service-editor.ts";
import type { Db, Tx } from "../../db/client.ts";
import {
  serviceHighlights,
  serviceImages,
  serviceInclusions,
  serviceItinerary,
  services,
  serviceTags,
  serviceTranslations,
  slotSchedule,
  type ServiceContent,
} from "../../db/schema.ts";
import { slotPlan } from "../../db/seed.ts";
import { conflict, notFound } from "../../errors.ts";
import type { CatalogCache } from "../catalog/catalog-cache.ts";
import type { OperatorScope } from "../../access/roles.ts";
import { serviceForEditing } from "./service-view.ts";

export type {
  OperatorImage,
  OperatorService,
  OperatorServiceRow,
  ServiceStatus,
} from "../../../core/service-editor.ts";

// The supplier's services as its team edits them: every status, every language. Each change is
// one transaction and refreshes every instance's catalogue, so travellers see it at once. What
// the console reads is in service-view.ts.

type Catalog = Pick<CatalogCache, "invalidate">;
type Scope = Pick<OperatorScope, "supplierId">;

const contentOf = (text: ServiceText): ServiceContent => ({
  ...text,
  itinerary: text.itinerary.map((day, i) => ({ day: i + 1, ...day })),
});

export async function lockOwnService(tx: Tx, scope: Scope, serviceId: number) {
  const [row] = await tx
    .select()
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.supplierId, scope.supplierId)))
    .for("no key update");
  if (!row) throw notFound("serviceNotFound");
  return row;
}

/** Replaces the English lists and the translations with the input's. */
async function writeContent(tx: Tx, serviceId: number, content: ServiceEdit["content"]) {
  const { en } = content;
  await Promise.all([
    tx.delete(serviceHighlights).where(eq(serviceHighlights.serviceId, serviceId)),
    tx.delete(serviceInclusions).where(eq(serviceInclusions.serviceId, serviceId)),
    tx.delete(serviceItinerary).where(eq(serviceItinerary.serviceId, serviceId)),
    tx.delete(serviceTags).where(eq(serviceTags.serviceId, serviceId)),
  ]);
  if (en.highlights.length > 0)
    await tx
      .insert(serviceHighlights)
      .values(en.highlights.map((text, position) => ({ serviceId, position, text })));
  const inclusions = [
    ...en.included.map((text, position) => ({ serviceId, included: true, position, text })),
    ...en.notIncluded.map((text, position) => ({ serviceId, included: false, position, text })),
  ];
  if (inclusions.length > 0) await tx.insert(serviceInclusions).values(inclusions);
  if (en.itinerary.length > 0)
    await tx
      .insert(serviceItinerary)
      .values(en.itinerary.map((day, i) => ({ serviceId, day: i + 1, ...day })));
  if (en.tags.length > 0)
    await tx.insert(serviceTags).values(en.tags.map((tag, position) => ({ serviceId, position, tag })));
  for (const lang of translatedLanguages) {
    const text = content[lang];
    if (text === null) {
      await tx
        .delete(serviceTranslations)
        .where(and(eq(serviceTranslations.serviceId, serviceId), eq(serviceTranslations.lang, lang)));
    } else {
      await tx
        .insert(serviceTranslations)
        .values({ serviceId, lang, content: contentOf(text) })
        .onConflictDoUpdate({
          target: [serviceTranslations.serviceId, serviceTranslations.lang],
          set: { content: contentOf(text) },
        });
    }
  }
}

const columnsOf = (input: ServiceEdit) => ({
  category: input.category,
  difficulty: input.difficulty,
  priceCents: input.priceCents,
  originalPriceCents: input.originalPriceCents,
  durationDays: input.durationDays,
  groupMin: input.groupMin,
  groupMax: input.groupMax,
  title: input.content.en.title,
  location: input.content.en.location,
  description: input.content.en.description,
});

/** The weekly schedule a service published without one gets (the seeded day slots), for the team to change. */
async function addDefaultSchedule(tx: Tx, serviceId: number) {
  const slots = slotPlan.filter((slot) => !slot.nightOnly);
  await tx.insert(slotSchedule).values(
    [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
      slots.map((slot) => ({
        serviceId,
        weekday,
        time: slot.time,
        period: periodOf(slot.time),
        capacity: slot.capacity,
      })),
    ),
  );
}

/**
 * A new service of the supplier, as a draft: travellers do not see it, and it has no departures
 * until the team sets its weekly schedule or publishes it (which adds the default schedule).
 */
export async function createService(db: Db, scope: Scope, input: ServiceEdit): Promise<OperatorService> {
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(services)
      .values({ ...columnsOf(input), supplierId: scope.supplierId, status: "draft" })
      .returning({ id: services.id });
    await writeContent(tx, created!.id, input.content);
    return created!.id;
  });
  return serviceForEditing(db, scope, id);
}

/** Saves every field at once: all of it or, on any failure, none of it. */
export async function updateService(
  db: Db,
  catalog: Catalog,
  scope: Scope,
  serviceId: number,
  input: ServiceEdit,
): Promise<OperatorService> {
  await db.transaction(async (tx) => {
    await lockOwnService(tx, scope, serviceId);
    await tx.update(services).set(columnsOf(input)).where(eq(services.id, serviceId));
    await writeContent(tx, serviceId, input.content);
  });
  catalog.invalidate();
  return serviceForEditing(db, scope, serviceId);
}

/**
 * Publishes (or reactivates) a service, or takes it out of the catalogue. Publishing needs a title,
 * a description, a price and a photo; a service with no weekly slot gets the default schedule.
 */
export async function setServiceStatus(
  db: Db,
  catalog: Catalog,
  scope: Scope,
  serviceId: number,
  status: "active" | "archived",
): Promise<OperatorService> {
  await db.transaction(async (tx) => {
    const service = await lockOwnService(tx, scope, serviceId);
    if (service.status === status) return;
    if (status === "active") {
      const [[images], [slots]] = await Promise.all([
        tx.select({ n: count() }).from(serviceImages).where(eq(serviceImages.serviceId, serviceId)),
        tx.select({ n: count() }).from(slotSchedule).where(eq(slotSchedule.serviceId, serviceId)),
      ]);
      const missing = [
        ...(service.title.trim() ? [] : ["title"]),
        ...(service.description.trim() ? [] : ["description"]),
        ...(service.priceCents > 0 ? [] : ["price"]),
        ...(Number(images?.n ?? 0) > 0 ? [] : ["images"]),
      ];
      if (missing.length > 0) throw conflict("serviceIncomplete", { details: { missing } });
      if (Number(slots?.n ?? 0) === 0) await addDefaultSchedule(tx, serviceId);
    }
    await tx.update(services).set({ status }).where(eq(services.id, serviceId));
  });
  catalog.invalidate();
  return serviceForEditing(db, scope, serviceId);
}

/** On: a paid booking of this service is confirmed at once, without waiting for the team. */
export async function setInstantConfirmation(
  db: Db,
  catalog: Catalog,
  scope: Scope,
  serviceId: number,
  instantConfirmation: boolean,
): Promise<OperatorService> {
  const updated = await db
    .update(services)
    .set({ instantConfirmation })
    .where(and(eq(services.id, serviceId), eq(services.supplierId, scope.supplierId)))
    .returning({ id: services.id });
  if (updated.length === 0) throw notFound("serviceNotFound");
  catalog.invalidate();
  return serviceForEditing(db, scope, serviceId);
}
