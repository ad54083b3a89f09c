import { and, count, eq } from "drizzle-orm";
import { periodOf } from "../../../core/slots.ts";
import type { OperatorService, ServiceEdit } from "../../../core/service-editor.ts";
import type { Tx } from "../../db/client.ts";
import { serviceImages, services, slotSchedule } from "../../db/schema.ts";
import { slotPlan } from "../../db/seed.ts";
import { conflict, notFound } from "../../errors.ts";
import type { OperatorScope } from "../../access/roles.ts";
import type { OperatorContext } from "../context.ts";
import { followServicePrice } from "./lead-price.ts";
import { writeContent } from "./service-content.ts";
import { serviceForEditing } from "./service-view.ts";

export type {
  OperatorImage,
  OperatorService,
  OperatorServiceRow,
  ServiceStatus,
} from "../../../core/service-editor.ts";

// The supplier's services as its team edits them: every status, every language. Each change is
// one transaction and then empties every instance's catalogue (`catalog.invalidate()`, a "catalog"
// change), so travellers see it at once. What the console reads is in service-view.ts.

/**
 * The service, locked until the transaction ends: two saves of one service run one after the
 * other, never interleaved (each replaces the lists). "No key update" lets travellers' holds and
 * orders (which take the row's key-share lock) go on meanwhile; closings, which take it for
 * update, still wait. 404 for another supplier's service.
 */
export async function lockOwnService(tx: Tx, scope: Pick<OperatorScope, "supplierId">, serviceId: number) {
  const [row] = await tx
    .select()
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.supplierId, scope.supplierId)))
    .for("no key update");
  if (!row) throw notFound("serviceNotFound");
  return row;
}

const columnsOf = (input: ServiceEdit) => ({
  category: input.category,
  difficulty: input.difficulty,
  priceCents: input.priceCents,
  originalPriceCents: input.originalPriceCents,
  durationDays: input.durationDays,
  groupMin: input.groupMin,
  groupMax: input.groupMax,
  // Left out of the edit: the service keeps its cut-off (a new one gets the column's default, 2).
  ...(input.bookingCutoffHours === undefined ? {} : { bookingCutoffHours: input.bookingCutoffHours }),
  // The meeting point and the trip's end: each left out stays as it is; a blank place is none.
  ...(input.meetingPoint === undefined ? {} : { meetingPoint: input.meetingPoint || null }),
  ...(input.meetingLat === undefined ? {} : { meetingLat: input.meetingLat }),
  ...(input.meetingLon === undefined ? {} : { meetingLon: input.meetingLon }),
  ...(input.durationHours === undefined ? {} : { durationHours: input.durationHours }),
  ...(input.endTime === undefined ? {} : { endTime: input.endTime }),
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
 * until the team sets its weekly schedule or publishes it (which adds the default schedule). No
 * change signal: a draft is on no public page (publishing it signals).
 */
export async function createService(ctx: OperatorContext, input: ServiceEdit): Promise<OperatorService> {
  const serviceId = await ctx.services.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(services)
      .values({ ...columnsOf(input), supplierId: ctx.actor.supplierId, status: "draft" })
      .returning({ id: services.id });
    await writeContent(tx, created!.id, input.content);
    return created!.id;
  });
  return serviceForEditing(ctx, { serviceId });
}

/** Saves every field at once: all of it or, on any failure, none of it. */
export async function updateService(
  ctx: OperatorContext,
  input: { serviceId: number } & ServiceEdit,
): Promise<OperatorService> {
  const { db, catalog } = ctx.services;
  const { serviceId, ...edit } = input;
  await db.transaction(async (tx) => {
    await lockOwnService(tx, ctx.actor, serviceId);
    await tx.update(services).set(columnsOf(edit)).where(eq(services.id, serviceId));
    await writeContent(tx, serviceId, edit.content);
    await followServicePrice(tx, serviceId, edit.priceCents);
  });
  catalog.invalidate();
  return serviceForEditing(ctx, { serviceId });
}

/**
 * Publishes (or reactivates) a service, or takes it out of the catalogue. Publishing needs a title,
 * a description, a price and a photo; a service with no weekly slot gets the default schedule.
 */
export async function setServiceStatus(
  ctx: OperatorContext,
  input: { serviceId: number; status: "active" | "archived" },
): Promise<OperatorService> {
  const { db, catalog } = ctx.services;
  const { serviceId, status } = input;
  await db.transaction(async (tx) => {
    const service = await lockOwnService(tx, ctx.actor, serviceId);
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
  return serviceForEditing(ctx, { serviceId });
}

/** On: a paid booking of this service is confirmed at once, without waiting for the team. */
export async function setInstantConfirmation(
  ctx: OperatorContext,
  input: { serviceId: number; instantConfirmation: boolean },
): Promise<OperatorService> {
  const { db, catalog } = ctx.services;
  const { serviceId, instantConfirmation } = input;
  const updated = await db
    .update(services)
    .set({ instantConfirmation })
    .where(and(eq(services.id, serviceId), eq(services.supplierId, ctx.actor.supplierId)))
    .returning({ id: services.id });
  if (updated.length === 0) throw notFound("serviceNotFound");
  catalog.invalidate();
  return serviceForEditing(ctx, { serviceId });
}
