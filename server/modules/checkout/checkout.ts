import { randomUUID } from "node:crypto";
import { and, eq, exists, gt, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import { holdExpiry } from "../../../core/checkout.ts";
import { cartTotal, referralDiscount } from "../../../core/pricing.ts";
import type { Db, Executor } from "../../db/client.ts";
import { chargeMinor, type Currency, type Rates } from "../../../core/money.ts";
import { bookings, checkoutAttempts, checkoutRates, holds, referrals } from "../../db/schema.ts";
import { badRequest, conflict } from "../../errors.ts";
import { lockSlot } from "../availability/availability.ts";
import { readCart, validateSlotChoice } from "../cart/cart.ts";
import { balanceOf } from "../points/points.ts";
import type { CartLine, CheckoutQuote, Held, HoldProblem } from "../../../core/views.ts";
import type { ServiceSummary } from "../catalog/catalog.ts";
import type { HeldMoney } from "../../../core/order-summary.ts";
import { heldMoney } from "./quote-lines.ts";

/**
 * The friend's 10% off: a signed-up user who came through a referral link, on their first order
 * (no booking yet).
 *
 * `lock` is for the order's own transaction: the friend's referral row is locked (FOR UPDATE)
 * so that orders sent at once decide one after the other (issue 14). The lock is the prepare step's;
 * the order that took the discount commits later, in its own transaction that moves its attempt
 * from "processing" to "committed" and writes its bookings. So "a booking, or an attempt in flight
 * with a discount" is asked in one statement: one snapshot sees that commit whole or not at all.
 * Two statements could read the bookings before it and the attempts after it, and find neither. A
 * quote (checkout's hold) only shows the price and takes no lock.
 */
export async function discountFor(
  db: Executor,
  userId: string,
  subtotalCents: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<number> {
  const referral = db
    .select({ id: referrals.id })
    .from(referrals)
    .where(and(eq(referrals.referredUserId, userId), isNotNull(referrals.referredUserId)));
  const [referred] = lock ? await referral.for("update") : await referral;
  if (!referred) return 0;
  const booked = db
    .select({ one: sql`1` })
    .from(bookings)
    .where(eq(bookings.userId, userId));
  const inFlight = db
    .select({ one: sql`1` })
    .from(checkoutAttempts)
    .where(
      and(
        eq(checkoutAttempts.userId, userId),
        inArray(checkoutAttempts.status, ["processing", "reconciling"]),
        gt(checkoutAttempts.discountCents, 0),
      ),
    );
  const [firstOrderTaken] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(and(eq(referrals.id, referred.id), or(exists(booked), exists(inFlight))));
  return firstOrderTaken ? 0 : referralDiscount(subtotalCents);
}

/**
 * Checkout's quote of a cart: the spec's summary lines (subtotal, service fee, taxes, discount,
 * total) and, with deposits, what paying now takes and the balances left for later.
 */
async function quote(
  db: Executor,
  userId: string,
  items: CartLine[],
  now: Date,
): Promise<CheckoutQuote & HeldMoney> {
  const subtotalCents = cartTotal(items);
  const discountCents = await discountFor(db, userId, subtotalCents);
  return {
    items,
    subtotalCents,
    discountCents,
    serviceFeeCents: items.reduce((sum, item) => sum + item.feesCents, 0),
    taxesCents: items.reduce((sum, item) => sum + item.taxesCents, 0),
    totalCents: subtotalCents - discountCents,
    ...(await heldMoney(db, items, discountCents, now)),
  };
}

/**
 * Opening checkout: holds the seats of every cart line for 15 minutes, replacing the user's earlier
 * holds. All or nothing: when a line cannot be held, nothing is held and the 409 says which lines
 * and why. Other buyers count these seats as taken until the hold expires.
 */
export async function holdCart(
  db: Db,
  userId: string,
  catalog: ReadonlyMap<number, ServiceSummary>,
  now: Date,
  /** Today's rates: they become the order's snapshot for as long as the hold lives. */
  rates: Rates,
): Promise<Held> {
  return db.transaction(async (tx) => {
    await tx.delete(holds).where(eq(holds.userId, userId));
    const cart = await readCart(tx, userId, catalog, now);
    if (cart.items.length === 0) throw badRequest("cartEmpty", { field: "cart" });
    const expiresAt = holdExpiry(now);
    const problems: HoldProblem[] = [];
    // Slots are locked in one global order so two checkouts never wait on each other in a cycle.
    const lines = [...cart.items].sort(
      (a, b) =>
        a.serviceId - b.serviceId ||
        a.dates.startDate.localeCompare(b.dates.startDate) ||
        a.selectedTime.localeCompare(b.selectedTime),
    );
    for (const line of lines) {
      const problem = (reason: HoldProblem["reason"], seatsLeft = 0) =>
        problems.push({ itemId: line.id, title: line.title, reason, seatsLeft });
      if (line.problem === "unavailable" || line.problem === "past" || line.problem === "cutoff") {
        problem(line.problem);
        continue;
      }
      const slot = await validateSlotChoice(
        tx,
        catalog.get(line.serviceId),
        line.dates.startDate,
        line.selectedTime,
        now,
      );
      const locked = await lockSlot(tx, line.serviceId, line.dates.startDate, slot, userId, now);
      // Seats this user already holds on the same slot for another line count too.
      const [own] = await tx
        .select({ seats: holds.seats })
        .from(holds)
        .where(and(eq(holds.slotId, locked.id), eq(holds.userId, userId), gt(holds.expiresAt, now)));
      const free = locked.capacity - locked.booked - locked.heldByOthers - (own?.seats ?? 0);
      if (line.guests > free) {
        problem(free > 0 ? "seats" : "full", Math.max(0, free));
        continue;
      }
      if (own) {
        await tx
          .update(holds)
          .set({ seats: own.seats + line.guests })
          .where(and(eq(holds.slotId, locked.id), eq(holds.userId, userId)));
      } else {
        await tx.insert(holds).values({
          id: randomUUID(),
          userId,
          slotId: locked.id,
          cartItemId: line.id,
          seats: line.guests,
          expiresAt,
        });
      }
    }
    if (problems.length > 0) {
      throw conflict(problems.length === 1 ? "cannotHold" : "cannotHoldLines", {
        params: { title: problems[0]!.title, count: problems.length },
        details: { lines: problems },
      });
    }
    const exchangeRates = { USD: rates.USD, EUR: rates.EUR, RUB: rates.RUB };
    await tx
      .insert(checkoutRates)
      .values({ userId, rates: exchangeRates, expiresAt })
      .onConflictDoUpdate({ target: checkoutRates.userId, set: { rates: exchangeRates, expiresAt } });
    return {
      ...(await quote(tx, userId, cart.items, now)),
      pointsBalanceCents: await balanceOf(tx, userId),
      exchangeRates,
      expiresAt: expiresAt.toISOString(),
      now: now.toISOString(),
    };
  });
}

/**
 * The rates an order is charged at: the snapshot its hold quoted while that hold lives, else (an
 * API client that pays without holding, or after the hold ran out) today's rates.
 */
export async function orderRates(db: Executor, userId: string, now: Date, today: Rates): Promise<Rates> {
  const [snapshot] = await db
    .select({ rates: checkoutRates.rates })
    .from(checkoutRates)
    .where(and(eq(checkoutRates.userId, userId), gt(checkoutRates.expiresAt, now)));
  return snapshot?.rates ?? today;
}

/**
 * What an external payment (SBP's bank page, the crypto provider's quote) asks for, computed here
 * and never taken from a page's address: what paying now takes of the user's cart as checkout
 * quotes it (the referral discount included; the deposits where the lines ask one), less the
 * points the checkout applies, in minor units of `currency` at the order's rate snapshot. The
 * order charges exactly this, or the provider's confirmation does not match and the charge is
 * refused.
 */
export async function dueMinor(
  db: Executor,
  userId: string,
  catalog: ReadonlyMap<number, ServiceSummary>,
  now: Date,
  today: Rates,
  pointsCents: number,
  currency: Currency,
): Promise<number> {
  const cart = await readCart(db, userId, catalog, now);
  const { dueNowCents } = await quote(db, userId, cart.items, now);
  const rates = await orderRates(db, userId, now, today);
  return chargeMinor(dueNowCents - Math.min(Math.max(0, pointsCents), dueNowCents), rates[currency]);
}

/** The SBP bank page's amount: what is due, in kopecks. */
export const sbpAmount = (
  db: Executor,
  userId: string,
  catalog: ReadonlyMap<number, ServiceSummary>,
  now: Date,
  today: Rates,
  pointsCents: number,
) => dueMinor(db, userId, catalog, now, today, pointsCents, "RUB");

/**
 * While an external payment waits (a crypto transfer), the checkout's seats and its rate snapshot
 * stay held until the payment expires, so the seats and the price it quotes hold as long as the
 * quote does; at that moment they go, as a lapsed checkout hold's do. Only live holds are kept.
 */
export async function holdUntil(db: Executor, userId: string, now: Date, until: Date) {
  await db
    .update(holds)
    .set({ expiresAt: until })
    .where(and(eq(holds.userId, userId), gt(holds.expiresAt, now), lt(holds.expiresAt, until)));
  await db
    .update(checkoutRates)
    .set({ expiresAt: until })
    .where(
      and(
        eq(checkoutRates.userId, userId),
        gt(checkoutRates.expiresAt, now),
        lt(checkoutRates.expiresAt, until),
      ),
    );
}

/** Closing checkout gives the seats back at once rather than after 15 minutes. */
export async function releaseHolds(db: Executor, userId: string) {
  await db.delete(holds).where(eq(holds.userId, userId));
}
