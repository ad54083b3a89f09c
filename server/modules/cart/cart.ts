import { randomUUID } from "node:crypto";
import { and, asc, count, eq } from "drizzle-orm";
import {
  addDays,
  AVAILABILITY_DAYS,
  endDate,
  operatorToday,
  slotStart,
  type IsoDate,
} from "../../../core/dates.ts";
import { isBookable } from "../../../core/booking-cutoff.ts";
import {
  countsFrom,
  countsProblem,
  keptCounts,
  quoteLine,
  seatsFor,
  type ParticipantCounts,
} from "../../../core/participants.ts";
import { cartTotal } from "../../../core/pricing.ts";
import { MAX_CART_LINES, type CartItemInput } from "../../../core/schemas.ts";
import type { Language } from "../../../core/preferences.ts";
import type { Cart, CartLine } from "../../../core/views.ts";

export type { Cart, CartLine };
import type { Executor } from "../../db/client.ts";
import type { Param } from "../../db/prepared.ts";
import { cartItems, carts } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import { findScheduledSlot } from "../availability/availability.ts";
import { priceBook, priceBooks, type ServicePricing } from "../pricing/price-book.ts";
import { departureSeats, seatsLeftOn } from "./seats.ts";
import { enforceLimit, limits } from "../limits/limits.ts";
import type { ServiceSummary } from "../catalog/catalog.ts";
import type { UseCaseContext } from "../context.ts";

type Catalog = ReadonlyMap<number, ServiceSummary>;

/**
 * Checks that a service runs a slot on that date within the horizon, and that it still takes
 * bookings: not started (400 slotStarted), and not inside the service's cut-off (400 bookingClosed).
 */
export async function validateSlotChoice(
  db: Executor,
  service: ServiceSummary | undefined,
  startDate: IsoDate,
  time: string,
  now: Date,
) {
  if (!service) throw notFound("serviceNotFound");
  if (!service.available) throw badRequest("serviceUnavailable", { field: "serviceId" });
  const today = operatorToday(now);
  if (startDate < today || startDate > addDays(today, AVAILABILITY_DAYS - 1)) {
    throw badRequest("dateOutOfRange", { field: "dates.startDate", params: { days: AVAILABILITY_DAYS } });
  }
  const slot = await findScheduledSlot(db, service.id, startDate, time);
  if (!slot) throw badRequest("slotNotRunning", { field: "selectedTime" });
  if (slotStart(startDate, time) <= now) throw badRequest("slotStarted", { field: "selectedTime" });
  if (!isBookable(startDate, time, service.bookingCutoffHours, now)) {
    throw badRequest("bookingClosed", {
      field: "selectedTime",
      params: { hours: service.bookingCutoffHours },
    });
  }
  return slot;
}

async function cartId(db: Executor, userId: string): Promise<number> {
  await db.insert(carts).values({ userId }).onConflictDoNothing();
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (!cart) throw new Error("cart missing after insert");
  return cart.id;
}

/** The traveller's cart, its lines titled in `lang`. */
export async function getCart(ctx: UseCaseContext, input: { lang: Language }): Promise<Cart> {
  const { db, catalog } = ctx.services;
  return readCart(db, ctx.actor.id, await catalog.byId(input.lang), ctx.now);
}

/**
 * The user's cart: each line priced from the catalogue, and what stands in its way (closed or no
 * longer running, past, inside the booking cut-off, more guests than seats left), with the seats
 * its departure has left now.
 */
export async function readCart(db: Executor, userId: string, catalog: Catalog, now: Date): Promise<Cart> {
  const rows = await db
    .select({
      id: cartItems.id,
      serviceId: cartItems.serviceId,
      startDate: cartItems.startDate,
      time: cartItems.time,
      guests: cartItems.guests,
      participants: cartItems.participants,
      addedAt: cartItems.addedAt,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
  const seats = await departureSeats(
    db,
    rows.map((row) => row.serviceId),
    userId,
    now,
  );
  const books = await priceBooks(
    db,
    rows.map((row) => row.serviceId),
  );
  const items = rows.flatMap((row): CartLine[] => {
    const service = catalog.get(row.serviceId);
    const book = books.get(row.serviceId);
    if (!service || !book) return [];
    // Priced on its date by its participants, as checkout will price it.
    const quote = quoteLine(book, row.startDate, row.participants);
    const departure = seats(row.serviceId, row.startDate, row.time);
    const problem =
      !service.available || departure.closed || !departure.runs
        ? "unavailable"
        : slotStart(row.startDate, row.time) <= now
          ? "past"
          : !isBookable(row.startDate, row.time, service.bookingCutoffHours, now)
            ? "cutoff"
            : departure.seatsLeft < row.guests
              ? "full"
              : null;
    const { totalCents } = quote;
    const priceCents = quote.prices.adult ?? service.priceCents;
    return [
      {
        id: row.id,
        serviceId: row.serviceId,
        title: service.title,
        supplier: service.supplier,
        image: service.images,
        dates: { startDate: row.startDate, endDate: endDate(row.startDate, service.durationDays) },
        selectedTime: row.time,
        guests: row.guests,
        participants: quote.counts,
        prices: quote.prices,
        types: book.types.map(({ code, minAge, maxAge, takesSeat }) => ({ code, minAge, maxAge, takesSeat })),
        adultRequired: book.adultRequired,
        baseCents: quote.baseCents,
        feesCents: quote.feesCents,
        taxesCents: quote.taxesCents,
        price: priceCents / 100,
        priceCents,
        totalPrice: totalCents / 100,
        totalCents,
        location: service.location,
        duration: service.duration,
        durationDays: service.durationDays,
        groupSize: service.groupSize,
        addedAt: row.addedAt.toISOString(),
        problem,
        fits: problem === null,
        seatsLeft: departure.runs && !departure.closed ? departure.seatsLeft : 0,
      },
    ];
  });
  const totalCents = cartTotal(items);
  return { items, count: items.length, totalCents, total: totalCents / 100 };
}

/**
 * A new line; answers the cart (titles in `lang`) and the new line. Every change to the cart (add,
 * update, remove, clear) counts against `limits.cart`, per user, and answers the cart after it.
 */
export async function addCartItem(
  ctx: UseCaseContext,
  { item: input, lang }: { item: CartItemInput; lang: Language },
): Promise<Cart & { item: CartLine | undefined }> {
  const { db } = ctx.services;
  const userId = ctx.actor.id;
  const now = ctx.now;
  const catalog = await ctx.services.catalog.byId(lang);
  await enforceLimit(db, limits.cart, userId, now.getTime());
  const service = catalog.get(input.serviceId);
  const slot = await validateSlotChoice(db, service, input.dates.startDate, input.selectedTime, now);
  const party = partyOf((await priceBook(db, input.serviceId))!, input, service?.title ?? "");
  // More guests than the departure has seats is refused here, not first at checkout.
  const seatsLeft = await seatsLeftOn(
    db,
    {
      serviceId: input.serviceId,
      date: input.dates.startDate,
      time: input.selectedTime,
      scheduled: slot.capacity,
    },
    userId,
    now,
  );
  if (party.seats > seatsLeft) {
    throw badRequest(seatsLeft > 0 ? "seatsLeft" : "fullyBooked", {
      field: "guests",
      params: {
        seats: seatsLeft,
        title: service?.title ?? `#${input.serviceId}`,
        date: input.dates.startDate,
        time: input.selectedTime,
      },
      details: { seatsLeft },
    });
  }
  const id = randomUUID();
  await db.transaction(async (tx) => {
    // The cart's row is locked while its lines are counted: two adds at once cannot both take the last place.
    const cart = await cartId(tx, userId);
    await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cart)).for("update");
    const [lines] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.cartId, cart));
    if ((lines?.n ?? 0) >= MAX_CART_LINES) throw conflict("cartFull", { params: { max: MAX_CART_LINES } });
    await tx.insert(cartItems).values({
      id,
      cartId: cart,
      serviceId: input.serviceId,
      startDate: input.dates.startDate,
      time: input.selectedTime,
      guests: party.seats,
      participants: party.counts,
    });
  });
  const cart = await readCart(db, userId, catalog, now);
  return { ...cart, item: cart.items.find((line) => line.id === id) };
}

/** The where clause that limits a change to a line of this user's own cart. */
async function ownLine(db: Executor, userId: string, itemId: string) {
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (!cart) throw notFound("cartItemNotFound");
  return and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id));
}

/**
 * Who comes on a line (`participants`, or `guests` as adults) and the seats they take; a party the
 * service does not take is refused, naming why.
 */
function partyOf(
  book: ServicePricing,
  input: { guests?: number; participants?: ParticipantCounts },
  title: string,
): { counts: ParticipantCounts; seats: number } {
  const counts = countsFrom(input);
  const problem = countsProblem(book.types, counts, book.adultRequired);
  if (problem) throw badRequest(problem, { field: "participants", params: { title } });
  return { counts: keptCounts(book.types, counts), seats: seatsFor(book.types, counts) };
}

/** A line's party; another user's line (or none) is not found. */
export async function updateCartItem(
  ctx: UseCaseContext,
  input: { itemId: string; guests?: number; participants?: ParticipantCounts; lang: Language },
): Promise<Cart> {
  const { db } = ctx.services;
  const userId = ctx.actor.id;
  await enforceLimit(db, limits.cart, userId, ctx.now.getTime());
  const where = await ownLine(db, userId, input.itemId);
  const [line] = await db.select({ serviceId: cartItems.serviceId }).from(cartItems).where(where);
  if (!line) throw notFound("cartItemNotFound");
  const party = partyOf((await priceBook(db, line.serviceId))!, input, "");
  await db.update(cartItems).set({ guests: party.seats, participants: party.counts }).where(where);
  return getCart(ctx, input);
}

export async function removeCartItem(
  ctx: UseCaseContext,
  input: { itemId: string; lang: Language },
): Promise<Cart> {
  const { db } = ctx.services;
  const userId = ctx.actor.id;
  await enforceLimit(db, limits.cart, userId, ctx.now.getTime());
  const removed = await db
    .delete(cartItems)
    .where(await ownLine(db, userId, input.itemId))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw notFound("cartItemNotFound");
  return getCart(ctx, input);
}

export async function clearCart(ctx: UseCaseContext, input: { lang: Language }): Promise<Cart> {
  const { db } = ctx.services;
  const userId = ctx.actor.id;
  await enforceLimit(db, limits.cart, userId, ctx.now.getTime());
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (cart) await db.delete(cartItems).where(eq(cartItems.cartId, cart.id));
  return getCart(ctx, input);
}

/** The number of lines in the user's cart, as a query (the header reads it with other counts). */
export function cartCountQuery(db: Executor, userId: Param<string>) {
  return db
    .select({ n: count() })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId));
}
