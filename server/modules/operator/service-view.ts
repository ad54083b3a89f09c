import { and, asc, count, eq, gte, inArray } from "drizzle-orm";
import { operatorToday } from "../../../core/dates.ts";
import type { OperatorImage, OperatorService, OperatorServiceRow } from "../../../core/service-editor.ts";
import type { Language } from "../../../core/preferences.ts";
import type { Executor } from "../../db/client.ts";
import { bookings, serviceImages, services, slotSchedule } from "../../db/schema.ts";
import { ownService } from "../../access/roles.ts";
import type { OperatorContext } from "../context.ts";
import { NO_REVIEWS, reviewFigures } from "../catalog/review-figures.ts";
import { readContent } from "./service-content.ts";
import { serviceText } from "../catalog/service-text.ts";

// The supplier's services as its team sees them in the console: the list and one service with
// everything the editor edits, in every status and every language.

/** What the console shows of a photo. */
export const imageColumns = {
  id: serviceImages.id,
  url: serviceImages.url,
  alt: serviceImages.alt,
  position: serviceImages.position,
};

/** The photos of these services, each service's in their order (the cover first). */
export function imagesOf(db: Executor, serviceIds: number[]) {
  return db
    .select({ serviceId: serviceImages.serviceId, ...imageColumns })
    .from(serviceImages)
    .where(inArray(serviceImages.serviceId, serviceIds))
    .orderBy(asc(serviceImages.position));
}

/** One service's photos in their order, as the console shows them. */
export async function photosOf(db: Executor, serviceId: number): Promise<OperatorImage[]> {
  return (await imagesOf(db, [serviceId])).map(({ serviceId: _service, ...image }) => image);
}

/**
 * The supplier's services, newest changes first, with what the list shows of each; titled in
 * `lang` where translated (English when not given).
 */
export async function listOwnServices(
  ctx: OperatorContext,
  input: { lang?: Language } = {},
): Promise<OperatorServiceRow[]> {
  const { db } = ctx.services;
  const rows = await db
    .select({
      id: services.id,
      title: serviceText("title", input.lang ?? "en"),
      category: services.category,
      status: services.status,
      priceCents: services.priceCents,
      originalPriceCents: services.originalPriceCents,
      instantConfirmation: services.instantConfirmation,
      updatedAt: services.updatedAt,
    })
    .from(services)
    .where(eq(services.supplierId, ctx.actor.supplierId))
    .orderBy(asc(services.id));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [images, slots, upcoming] = await Promise.all([
    imagesOf(db, ids),
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
          gte(bookings.startDate, operatorToday(ctx.now)),
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

/** One of the supplier's services with everything the editor edits (404 for anyone else's). */
export async function serviceForEditing(
  ctx: OperatorContext,
  input: { serviceId: number },
): Promise<OperatorService> {
  const { db } = ctx.services;
  const row = await ownService(db, ctx.actor, input.serviceId);
  const [content, images, [slots], figures] = await Promise.all([
    readContent(db, row),
    photosOf(db, row.id),
    db.select({ n: count() }).from(slotSchedule).where(eq(slotSchedule.serviceId, row.id)),
    reviewFigures(db, [row.id]),
  ]);
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
    bookingCutoffHours: row.bookingCutoffHours,
    meetingPoint: row.meetingPoint,
    meetingLat: row.meetingLat,
    meetingLon: row.meetingLon,
    durationHours: row.durationHours,
    endTime: row.endTime,
    ...(figures.get(row.id) ?? NO_REVIEWS),
    content,
    images,
    weeklySlots: Number(slots?.n ?? 0),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
