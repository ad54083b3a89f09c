import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { slotStart } from "../../../core/dates.ts";
import { splitOrder, type MoneyLine } from "../../../core/order-summary.ts";
import { countsFrom, countsProblem, payingCount, quoteLine } from "../../../core/participants.ts";
import { cartTotal } from "../../../core/pricing.ts";
import { requestDeadline } from "../../../core/booking-cutoff.ts";
import { holdExpiry } from "../../../core/checkout.ts";
import type { Executor } from "../../db/client.ts";
import { holds, services, slotInventory, suppliers } from "../../db/schema.ts";
import { AppError, badRequest, conflict } from "../../errors.ts";
import { lockSlot } from "../availability/availability.ts";
import { validateSlotChoice } from "../cart/cart.ts";
import { discountFor } from "../checkout/checkout.ts";
import { priceBooks } from "../pricing/price-book.ts";
import type { CreateOptions, HoldRow, ReservedLine, Totals } from "./order-attempt.ts";

/**
 * The seats of every line, or none at all. "hold": the user's own hold on each slot becomes this
 * attempt's seats for 15 minutes (others count them as taken); "take": the seats are booked and
 * the user's holds on those slots end.
 */
export async function reserveSeats(
  tx: Executor,
  options: CreateOptions,
  mode: "hold" | "take",
  /** "hold": the user's holds it replaced, to put back if the attempt fails. */
  replaced: HoldRow[] = [],
): Promise<ReservedLine[]> {
  const { userId, input, now } = options;
  // Seats this attempt holds per slot so far (two lines may share a slot).
  const holding = new Map<number, number>();
  const seen = new Set<number>();
  // Lock slots in one global order so two checkouts never wait on each other in a cycle.
  const ordered = input.items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        a.item.serviceId - b.item.serviceId ||
        a.item.dates.startDate.localeCompare(b.item.dates.startDate) ||
        a.item.selectedTime.localeCompare(b.item.selectedTime),
    );
  const reserved: ReservedLine[] = [];
  const books = await priceBooks(
    tx,
    input.items.map((item) => item.serviceId),
  );
  for (const { item, index } of ordered) {
    const [service] = await tx
      .select({
        priceCents: services.priceCents,
        durationDays: services.durationDays,
        available: services.available,
        responseHours: suppliers.responseTimeHours,
        instantConfirmation: services.instantConfirmation,
        bookingCutoffHours: services.bookingCutoffHours,
      })
      .from(services)
      .innerJoin(suppliers, eq(suppliers.id, services.supplierId))
      .where(
        and(eq(services.id, item.serviceId), eq(services.status, "active"), eq(suppliers.status, "active")),
      );
    const summary = options.catalog.get(item.serviceId);
    const slot = await validateSlotChoice(
      tx,
      // What the database says now of what can change while the catalogue copy is kept.
      service && summary
        ? { ...summary, available: service.available, bookingCutoffHours: service.bookingCutoffHours }
        : undefined,
      item.dates.startDate,
      item.selectedTime,
      now,
    ).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      // The fault is in this line of the request: name it.
      throw new AppError(error.status, error.code, {
        params: error.params,
        details: error.details,
        field: `items.${index}${error.field ? `.${error.field}` : ""}`,
      });
    });
    // A request must leave the operator time to answer before the trip (the cut-off above makes
    // sure of it; this holds it should the two ever part): otherwise refused, unless instant.
    const supplierDeadline = requestDeadline(now, service!.responseHours, {
      date: item.dates.startDate,
      time: item.selectedTime,
      cutoffHours: service!.bookingCutoffHours,
    });
    if (!service!.instantConfirmation && !supplierDeadline) {
      throw badRequest("noTimeToAnswer", { field: `items.${index}.selectedTime` });
    }
    // Who comes and what they cost on the date; the seats are those of the types that take one.
    const book = books.get(item.serviceId)!;
    const counts = countsFrom(item);
    const problem = countsProblem(book.types, counts, book.adultRequired);
    if (problem) {
      throw badRequest(problem, {
        field: `items.${index}.participants`,
        params: { title: summary?.title ?? `#${item.serviceId}` },
      });
    }
    const quote = quoteLine(book, item.dates.startDate, counts);
    const locked = await lockSlot(tx, item.serviceId, item.dates.startDate, slot, userId, now);
    const free = locked.capacity - locked.booked - locked.heldByOthers - (holding.get(locked.id) ?? 0);
    if (quote.seats > free) {
      throw conflict(free > 0 ? "seatsLeft" : "fullyBooked", {
        field: `items.${index}`,
        params: {
          seats: free,
          title: summary?.title ?? `#${item.serviceId}`,
          date: item.dates.startDate,
          time: item.selectedTime,
        },
        details: { item: index, serviceId: item.serviceId, seatsLeft: Math.max(0, free) },
      });
    }
    if (mode === "take") {
      await tx
        .update(slotInventory)
        .set({ booked: sql`${slotInventory.booked} + ${quote.seats}` })
        .where(eq(slotInventory.id, locked.id));
      await tx.delete(holds).where(and(eq(holds.slotId, locked.id), eq(holds.userId, userId)));
    } else {
      const seats = (holding.get(locked.id) ?? 0) + quote.seats;
      holding.set(locked.id, seats);
      const gone = await tx
        .delete(holds)
        .where(and(eq(holds.slotId, locked.id), eq(holds.userId, userId)))
        .returning();
      // The first line on a slot finds the user's own (dialog) hold; later ones find this attempt's.
      if (!seen.has(locked.id)) replaced.push(...gone);
      seen.add(locked.id);
      await tx.insert(holds).values({
        id: randomUUID(),
        userId,
        slotId: locked.id,
        cartItemId: item.cartItemId ?? null,
        seats,
        expiresAt: holdExpiry(now),
      });
    }
    reserved.push({
      item,
      slotId: locked.id,
      priceCents: quote.prices.adult ?? service!.priceCents,
      quote,
      deposit: book.deposit,
      start: slotStart(item.dates.startDate, item.selectedTime),
      split: { discountCents: 0, depositCents: quote.totalCents, balanceCents: 0, balanceDueAt: null },
      durationDays: service!.durationDays,
      responseHours: service!.responseHours,
      instantConfirmation: service!.instantConfirmation,
      supplierDeadline,
      totalCents: quote.totalCents,
    });
  }
  return reserved;
}

/**
 * Prices from the database; a friend's first order takes the referral discount, decided under a
 * lock on the friend's referral row so that only one of several orders sent at once gets it. Each
 * line takes its share of the discount and then its deposit (`splitOrder`, the same function the
 * checkout page shows its figures with): what checkout takes now (`paidCents` in all) and the
 * balance left for later.
 */
export async function price(tx: Executor, userId: string, lines: ReservedLine[], now: Date): Promise<Totals> {
  const subtotalCents = cartTotal(lines);
  const discountCents = await discountFor(tx, userId, subtotalCents, { lock: true });
  const { splits, paidCents } = splitOrder(lines.map(moneyLine), discountCents, now);
  lines.forEach((line, index) => (line.split = splits[index]!));
  return { subtotalCents, discountCents, totalCents: subtotalCents - discountCents, paidCents };
}

/** A reserved line as the order's summary reads it (core/order-summary.ts). */
const moneyLine = (line: ReservedLine): MoneyLine => ({
  serviceId: line.item.serviceId,
  startDate: line.item.dates.startDate,
  time: line.item.selectedTime,
  baseCents: line.quote.baseCents,
  feesCents: line.quote.feesCents,
  taxesCents: line.quote.taxesCents,
  totalCents: line.totalCents,
  fees: line.quote.fees,
  deposit: line.deposit,
  paying: payingCount(line.quote),
  start: line.start,
});
