import { and, asc, count, eq, gte, inArray } from "drizzle-orm";
import { operatorToday } from "../../../core/dates.ts";
import { periodOf } from "../../../core/slots.ts";
import {
  translatedLanguages,
  type OperatorService,
  type OperatorServiceRow,
  type ServiceEdit,
  type ServiceText,
} from "../../../core/service-editor.ts";
import type { Db, Executor, Tx } from "../../db/client.ts";
import {
  bookings,
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
import { ownService, type OperatorScope } from "../../access/roles.ts";

export type {
  OperatorImage,
  OperatorService,
  OperatorServiceRow,
  ServiceStatus,
} from "../../../core/service-editor.ts";

// The supplier's services as its team edits them: every status, every language. Each change is
// one transaction and refreshes this process's catalogue, so travellers see it at once.

type Catalog = Pick<CatalogCache, "invalidate">;
type Scope = Pick<OperatorScope, "supplierId">;

/** The supplier's services, newest changes first, with what the list shows of each. */
export async function listOwnServices(db: Executor, scope: Scope, now: Date): Promise<OperatorServiceRow[]> {
  const rows = await db
    .select({
      id: services.id,
      title: services.title,
      category: services.category,
      status: services.status,
      priceCents: services.priceCents,
      originalPriceCents: services.originalPriceCents,
      instantConfirmation: services.instantConfirmation,
      updatedAt: services.updatedAt,
    })
    .from(services)
    .where(eq(services.supplierId, scope.supplierId))
    .orderBy(asc(services.id));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [images, slots, upcoming] = await Promise.all([
    db
      .select({
        serviceId: serviceImages.serviceId,
        url: serviceImages.url,
        position: serviceImages.position,
      })
      .from(serviceImages)
      .where(inArray(serviceImages.serviceId, ids))
      .orderBy(asc(serviceImages.position)),
    db
      .select({ serviceId: slotSchedule.serviceId, n: count() })
      .from(slotSchedule)
      .where(inArray(slotSchedule.serviceId, ids))
      .groupBy(slotSchedule.serviceId),
    db
      .select({ serviceId: bookings.serviceId, n: count() })
      .from(bookings)
      .where(
        and(
          inArray(bookings.serviceId, ids),
          inArray(bookings.status, ["pending", "confirmed"]),
          gte(bookings.startDate, operatorToday(now)),
        ),
      )
      .groupBy(bookings.serviceId),
  ]);
  const countOf = (list: { serviceId: number; n: number }[], id: number) =>
    Number(list.find((row) => row.serviceId === id)?.n ?? 0);
  return rows.map((row) => {
    const own = images.filter((image) => image.serviceId === row.id);
    return {
      ...row,
      image: own[0]?.url ?? null,
      images: own.length,
      weeklySlots: countOf(slots, row.id),
      upcomingBookings: countOf(upcoming, row.id),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

const textOf = (content: ServiceContent): ServiceText => ({
  title: content.title,
  location: content.location,
  description: content.description,
  highlights: content.highlights,
  included: content.included,
  notIncluded: content.notIncluded,
  itinerary: [...content.itinerary]
    .sort((a, b) => a.day - b.day)
    .map(({ title, description }) => ({ title, description })),
  tags: content.tags,
});

const contentOf = (text: ServiceText): ServiceContent => ({
  ...text,
  itinerary: text.itinerary.map((day, i) => ({ day: i + 1, ...day })),
});

/** One of the supplier's services with everything the editor edits (404 for anyone else's). */
export async function serviceForEditing(
  db: Executor,
  scope: Scope,
  serviceId: number,
): Promise<OperatorService> {
  const row = await ownService(db, scope, serviceId);
  const [highlights, inclusions, itinerary, tags, translations, images, [slots]] = await Promise.all([
    db
      .select({ text: serviceHighlights.text })
      .from(serviceHighlights)
      .where(eq(serviceHighlights.serviceId, serviceId))
      .orderBy(asc(serviceHighlights.position)),
    db
      .select({ included: serviceInclusions.included, text: serviceInclusions.text })
      .from(serviceInclusions)
      .where(eq(serviceInclusions.serviceId, serviceId))
      .orderBy(asc(serviceInclusions.position)),
    db
      .select({ title: serviceItinerary.title, description: serviceItinerary.description })
      .from(serviceItinerary)
      .where(eq(serviceItinerary.serviceId, serviceId))
      .orderBy(asc(serviceItinerary.day)),
    db
      .select({ tag: serviceTags.tag })
      .from(serviceTags)
      .where(eq(serviceTags.serviceId, serviceId))
      .orderBy(asc(serviceTags.position)),
    db.select().from(serviceTranslations).where(eq(serviceTranslations.serviceId, serviceId)),
    db
      .select({
        id: serviceImages.id,
        url: serviceImages.url,
        alt: serviceImages.alt,
        position: serviceImages.position,
      })
      .from(serviceImages)
      .where(eq(serviceImages.serviceId, serviceId))
      .orderBy(asc(serviceImages.position)),
    db.select({ n: count() }).from(slotSchedule).where(eq(slotSchedule.serviceId, serviceId)),
  ]);
  const translated = (lang: "ru" | "de") => {
    const found = translations.find((t) => t.lang === lang);
    return found ? textOf(found.content) : null;
  };
  return {
    id: row.id,
    status: row.status,
    instantConfirmation: row.instantConfirmation,
    category: row.category,
    difficulty: row.difficulty,
    priceCents: row.priceCents,
    originalPriceCents: row.originalPriceCents,
    durationDays: row.durationDays,
    groupMin: row.groupMin,
    groupMax: row.groupMax,
    rating: row.rating,
    reviews: row.reviews,
    content: {
      en: {
        title: row.title,
        location: row.location,
        description: row.description,
        highlights: highlights.map((h) => h.text),
        included: inclusions.filter((i) => i.included).map((i) => i.text),
        notIncluded: inclusions.filter((i) => !i.included).map((i) => i.text),
        itinerary,
        tags: tags.map((t) => t.tag),
      },
      ru: translated("ru"),
      de: translated("de"),
    },
    images,
    weeklySlots: Number(slots?.n ?? 0),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The service, locked until the transaction ends: two saves of one service run one after the
 * other, never interleaved (each replaces the lists). "No key update" lets travellers' holds and
 * orders (which take the row's key-share lock) go on meanwhile; closings, which take it for
 * update, still wait. 404 for another supplier's service.
 */
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
