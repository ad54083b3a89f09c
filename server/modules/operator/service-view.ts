import { and, asc, count, eq, gte, inArray } from "drizzle-orm";
import { operatorToday } from "../../../core/dates.ts";
import type { OperatorService, OperatorServiceRow, ServiceText } from "../../../core/service-editor.ts";
import type { Executor } from "../../db/client.ts";
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
import { ownService, type OperatorScope } from "../../access/roles.ts";

// The supplier's services as its team sees them in the console: the list and one service with
// everything the editor edits, in every status and every language.

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
