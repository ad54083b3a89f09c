import { randomInt, randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { endDate } from "../../../core/dates.ts";
import { chargeMinor, type Rates } from "../../../core/money.ts";
import { cartTotal, lineTotal } from "../../../core/pricing.ts";
import { makeReference } from "../../../core/reference.ts";
import type { BookingCreateInput } from "../../../core/schemas.ts";
import type { CreatedOrder } from "../../../core/views.ts";
import { holdExpiry } from "../../../core/checkout.ts";
import type { Db, Executor, Tx } from "../../db/client.ts";
import { log } from "../../log.ts";
import {
  bookings,
  cartItems,
  carts,
  checkoutAttempts,
  holds,
  orders,
  payments,
  services,
  slotInventory,
  suppliers,
} from "../../db/schema.ts";
import { AppError, badRequest, conflict } from "../../errors.ts";
import { lockSlot } from "../availability/availability.ts";
import { validateSlotChoice } from "../cart/cart.ts";
import type { ServiceSummary } from "../catalog/catalog.ts";
import { discountFor, orderRates } from "../checkout/checkout.ts";
import type { PaymentIntent, PaymentProvider } from "../payment/provider.ts";
import { listBookings } from "./booking.ts";
import { claimKey, freeKey, storeKeyAnswer } from "./idempotency.ts";
import { debitPoints, pointsForOrder } from "../points/points.ts";
import { notify, notifyConfirmed, notifyNewRequest } from "../notifications/outbox.ts";

interface CreateOptions {
  userId: string;
  input: BookingCreateInput;
  idempotencyKey?: string;
  catalog: ReadonlyMap<number, ServiceSummary>;
  provider: PaymentProvider;
  /** Today's rates, for an order without a live hold's snapshot. */
  rates: Rates;
  now: Date;
}

interface ReservedLine {
  item: BookingCreateInput["items"][number];
  slotId: number;
  priceCents: number;
  durationDays: number;
  responseHours: number;
  instantConfirmation: boolean;
  totalCents: number;
}

interface Totals {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

/** What the payment method is charged: the currency, the rate snapshot and the amount in its minor units. */
interface Charged {
  currency: BookingCreateInput["currency"];
  exchangeRate: number;
  chargedMinor: number;
  pointsUsedCents: number;
}

const newReference = () => makeReference(randomInt);

/** An attempt between its seats being held and its order being committed (decision 015). */
type HoldRow = typeof holds.$inferSelect;

interface Attempt {
  id: string;
  /** The user's holds (the checkout dialog's) the attempt's hold replaced. */
  replaced: HoldRow[];
  lines: ReservedLine[];
  totals: Totals;
  charged: Charged;
  dueCents: number;
}

/**
 * Checkout, with the provider outside every transaction: (1) the seats are held and the attempt
 * recorded (prices from the database, the referral discount and the points decided under their
 * locks); (2) the payment is created and confirmed with the attempt's id as the provider's
 * idempotency key; (3) the order, its bookings, payment and points debit are committed in one
 * transaction. A decline books nothing; a commit that fails after a charge refunds it; a process
 * that dies between (2) and (3) leaves the attempt "processing" for the job runner's
 * reconciliation, which returns the money. A retry with the same Idempotency-Key returns the
 * first answer.
 */
export async function createOrder(db: Db, options: CreateOptions): Promise<CreatedOrder> {
  const { userId, idempotencyKey } = options;
  if (idempotencyKey) {
    const previous = await claimKey(db, userId, idempotencyKey, options.input);
    if (previous) return previous;
  }
  try {
    const attempt = await prepare(db, options);
    const charge = await pay(db, options, attempt);
    try {
      return await db.transaction(async (tx) => {
        const created = await commit(tx, options, attempt, charge);
        if (idempotencyKey) await storeKeyAnswer(tx, userId, idempotencyKey, created);
        return created;
      });
    } catch (error) {
      await giveBack(db, options, attempt, charge);
      throw error;
    }
  } catch (error) {
    if (idempotencyKey) await freeKey(db, userId, idempotencyKey);
    throw error;
  }
}

/** Step 1: hold the seats, decide the price, the points and the charge, and record the attempt. */
async function prepare(db: Db, options: CreateOptions): Promise<Attempt> {
  const { userId, input, now } = options;
  return db.transaction(async (tx) => {
    const replaced: HoldRow[] = [];
    const lines = await reserveSeats(tx, options, "hold", replaced);
    const totals = await price(tx, userId, lines);
    // The hold's quote and the charge use one rate snapshot.
    const rates = await orderRates(tx, userId, now, options.rates);
    const exchangeRate = rates[input.currency];
    // Points first (up to the total and the balance), the rest to the payment method.
    const pointsUsedCents = await pointsForOrder(tx, userId, input.pointsCents ?? 0, totals.totalCents);
    const dueCents = totals.totalCents - pointsUsedCents;
    if (dueCents > 0 && !input.paymentMethod) {
      throw badRequest("paymentMethodRequired", { field: "paymentMethod" });
    }
    const charged: Charged = {
      currency: input.currency,
      exchangeRate,
      chargedMinor: chargeMinor(dueCents, exchangeRate),
      pointsUsedCents,
    };
    const id = randomUUID();
    await tx.insert(checkoutAttempts).values({
      id,
      userId,
      status: "processing",
      discountCents: totals.discountCents,
      pointsCents: pointsUsedCents,
      amountMinor: charged.chargedMinor,
      currency: charged.currency,
      method: dueCents > 0 ? (input.paymentMethod ?? null) : null,
      createdAt: now,
      updatedAt: now,
    });
    return { id, replaced, lines, totals, charged, dueCents };
  });
}

/**
 * Step 2, outside any transaction: the provider's intent (keyed by the attempt) and its
 * confirmation. A definite refusal (a decline, bad details) ends the attempt; anything else leaves
 * it for reconciliation, because the money may have been taken.
 */
async function pay(db: Db, options: CreateOptions, attempt: Attempt): Promise<PaymentIntent | null> {
  const { input, userId, now, provider } = options;
  if (attempt.dueCents <= 0 || !input.paymentMethod) return null;
  try {
    const intent = await provider.createIntent({
      amountMinor: attempt.charged.chargedMinor,
      currency: attempt.charged.currency,
      method: input.paymentMethod,
      userId,
      idempotencyKey: attempt.id,
    });
    await db
      .update(checkoutAttempts)
      .set({ providerIntent: intent.id, updatedAt: now })
      .where(eq(checkoutAttempts.id, attempt.id));
    return await provider.confirm(intent.id, {
      paymentToken: input.paymentToken,
      sbpToken: input.sbpToken,
      checkoutKey: options.idempotencyKey,
      wallet: input.wallet,
      userId,
      now,
    });
  } catch (error) {
    if (!(error instanceof AppError)) {
      log.error("payment not confirmed; reconciliation will settle it", { attempt: attempt.id, error });
      throw new AppError(502, "paymentUnknown");
    }
    await endAttempt(db, attempt, "failed", options);
    throw error;
  }
}

/** Step 3: the order, in one transaction; the attempt must still be this request's to commit. */
async function commit(
  tx: Tx,
  options: CreateOptions,
  attempt: Attempt,
  charge: PaymentIntent | null,
): Promise<CreatedOrder> {
  const { userId, now } = options;
  const [mine] = await tx
    .update(checkoutAttempts)
    .set({ status: "committed", updatedAt: now })
    .where(and(eq(checkoutAttempts.id, attempt.id), eq(checkoutAttempts.status, "processing")))
    .returning({ id: checkoutAttempts.id });
  if (!mine) throw conflict("checkoutExpired");
  const taken = await reserveSeats(tx, options, "take");
  // The prices the attempt was charged at, line for line (both lists are in the same lock order).
  const lines = taken.map((line, index) => ({
    ...line,
    priceCents: attempt.lines[index]!.priceCents,
    totalCents: attempt.lines[index]!.totalCents,
  }));
  if (attempt.charged.pointsUsedCents > 0) {
    await pointsForOrder(tx, userId, attempt.charged.pointsUsedCents, attempt.totals.totalCents, {
      attemptId: attempt.id,
    });
  }
  return record(tx, options, lines, attempt.totals, attempt.charged, charge);
}

/** After a failed commit: the charge goes back at once (or, if the provider fails too, by reconciliation). */
async function giveBack(db: Db, options: CreateOptions, attempt: Attempt, charge: PaymentIntent | null) {
  if (!charge) return endAttempt(db, attempt, "failed", options);
  try {
    await options.provider.refund({
      chargeReference: charge.id,
      amountMinor: charge.amountMinor,
      currency: charge.currency,
      idempotencyKey: `${attempt.id}:void`,
    });
    await endAttempt(db, attempt, "refunded", options);
  } catch (error) {
    log.error("refund after a failed commit failed; reconciliation will retry", {
      attempt: attempt.id,
      error,
    });
  }
}

/**
 * A failed attempt ends, and its seats go back to how they were: the checkout dialog's hold (if
 * there was one) holds them again for a retry; otherwise they are free.
 */
async function endAttempt(
  db: Db,
  attempt: Attempt,
  status: "failed" | "refunded",
  { userId, now }: CreateOptions,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(checkoutAttempts)
      .set({ status, updatedAt: now })
      .where(and(eq(checkoutAttempts.id, attempt.id), eq(checkoutAttempts.status, "processing")));
    const slots = [...new Set(attempt.lines.map((line) => line.slotId))];
    if (slots.length)
      await tx.delete(holds).where(and(eq(holds.userId, userId), inArray(holds.slotId, slots)));
    if (attempt.replaced.length) await tx.insert(holds).values(attempt.replaced).onConflictDoNothing();
  });
}

/**
 * The seats of every line, or none at all. "hold": the user's own hold on each slot becomes this
 * attempt's seats for 15 minutes (others count them as taken); "take": the seats are booked and
 * the user's holds on those slots end.
 */
async function reserveSeats(
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
  for (const { item, index } of ordered) {
    const [service] = await tx
      .select({
        priceCents: services.priceCents,
        durationDays: services.durationDays,
        available: services.available,
        responseHours: suppliers.responseTimeHours,
        instantConfirmation: services.instantConfirmation,
      })
      .from(services)
      .innerJoin(suppliers, eq(suppliers.id, services.supplierId))
      .where(
        and(eq(services.id, item.serviceId), eq(services.status, "active"), eq(suppliers.status, "active")),
      );
    const summary = options.catalog.get(item.serviceId);
    const slot = await validateSlotChoice(
      tx,
      service && summary ? { ...summary, available: service.available } : undefined,
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
    const locked = await lockSlot(tx, item.serviceId, item.dates.startDate, slot, userId, now);
    const free = locked.capacity - locked.booked - locked.heldByOthers - (holding.get(locked.id) ?? 0);
    if (item.guests > free) {
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
        .set({ booked: sql`${slotInventory.booked} + ${item.guests}` })
        .where(eq(slotInventory.id, locked.id));
      await tx.delete(holds).where(and(eq(holds.slotId, locked.id), eq(holds.userId, userId)));
    } else {
      const seats = (holding.get(locked.id) ?? 0) + item.guests;
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
      priceCents: service!.priceCents,
      durationDays: service!.durationDays,
      responseHours: service!.responseHours,
      instantConfirmation: service!.instantConfirmation,
      totalCents: lineTotal(service!.priceCents, item.guests),
    });
  }
  return reserved;
}

/**
 * Prices from the database; a friend's first order takes the referral discount, decided under a
 * lock on the friend's referral row so that only one of several orders sent at once gets it.
 */
async function price(tx: Executor, userId: string, lines: ReservedLine[]): Promise<Totals> {
  const subtotalCents = cartTotal(lines);
  const discountCents = await discountFor(tx, userId, subtotalCents, { lock: true });
  return { subtotalCents, discountCents, totalCents: subtotalCents - discountCents };
}

/** Writes the order, its payment and one pending booking per line; the booked lines leave the cart. */
async function record(
  tx: Executor,
  { userId, input, now, provider }: CreateOptions,
  lines: ReservedLine[],
  totals: Totals,
  charged: Charged,
  charge: PaymentIntent | null,
): Promise<CreatedOrder> {
  const orderId = randomUUID();
  const reference = newReference();
  const customer = input.customerInfo;
  const paymentMethod = charge && input.paymentMethod ? input.paymentMethod : "points";
  await tx.insert(orders).values({
    id: orderId,
    reference,
    userId,
    status: "paid",
    ...totals,
    ...charged,
    paymentMethod,
    customerName: customer.name,
    customerEmail: customer.email,
    customerPhone: customer.phone,
    customerStreet: customer.address.street,
    specialRequests: customer.specialRequests || null,
    customerCity: customer.address.city,
    customerCountry: customer.address.country,
    createdAt: now,
  });
  // The ledger's debit and the order: one transaction, so neither exists without the other.
  if (charged.pointsUsedCents > 0) await debitPoints(tx, userId, charged.pointsUsedCents, reference, now);
  // The guest's receipt and "booking received", the operator's request (or, instantly confirmed, the
  // guest's confirmation): written with the order, so they exist exactly when it does.
  await notify(tx, { kind: "orderReceived", orderId }, now);
  if (charge && input.paymentMethod) {
    const paymentId = randomUUID();
    await tx.insert(payments).values({
      id: paymentId,
      orderId,
      userId,
      purpose: "order",
      provider: provider.name,
      method: input.paymentMethod,
      status: "succeeded",
      // The money part's dollar value; points are in the ledger.
      amountCents: totals.totalCents - charged.pointsUsedCents,
      currency: charged.currency,
      amountMinor: charged.chargedMinor,
      providerReference: charge.id,
      cardBrand: charge.cardBrand,
      cardLast4: charge.cardLast4,
      createdAt: now,
    });
    await notify(tx, { kind: "paymentReceived", paymentId }, now);
  }
  for (const line of lines) {
    const booking = {
      id: randomUUID(),
      startDate: line.item.dates.startDate,
      time: line.item.selectedTime,
      supplierDeadline: new Date(now.getTime() + line.responseHours * 3_600_000),
    };
    await tx.insert(bookings).values({
      ...booking,
      reference: newReference(),
      orderId,
      userId,
      serviceId: line.item.serviceId,
      slotId: line.slotId,
      endDate: endDate(line.item.dates.startDate, line.durationDays),
      guests: line.item.guests,
      unitPriceCents: line.priceCents,
      totalCents: line.totalCents,
      // Instant confirmation: paid is confirmed, with nothing left for the operator to answer.
      status: line.instantConfirmation ? "confirmed" : "pending",
      respondedAt: line.instantConfirmation ? now : null,
      createdAt: now,
    });
    if (line.instantConfirmation) await notifyConfirmed(tx, booking, now);
    else await notifyNewRequest(tx, booking, now);
  }
  await removeBookedLines(tx, userId, input);
  return {
    order: {
      id: orderId,
      reference,
      ...totals,
      ...charged,
      refundedMinor: 0,
      refundedPointsCents: 0,
      total: totals.totalCents / 100,
      paymentMethod,
      cardLast4: charge?.cardLast4 ?? null,
      createdAt: now.toISOString(),
    },
    bookings: await listBookings(tx, userId, now, { orderId }),
  };
}

/** The booked lines leave the cart: by line id when given, else by service, date and slot. */
async function removeBookedLines(tx: Executor, userId: string, input: BookingCreateInput) {
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (!cart) return;
  for (const item of input.items) {
    const match = item.cartItemId
      ? eq(cartItems.id, item.cartItemId)
      : and(
          eq(cartItems.serviceId, item.serviceId),
          eq(cartItems.startDate, item.dates.startDate),
          eq(cartItems.time, item.selectedTime),
        );
    await tx.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), match));
  }
}
