import { randomUUID } from "node:crypto";
import { and, count, eq, gt, isNotNull } from "drizzle-orm";
import { holdExpiry } from "../../../core/checkout.ts";
import { cartTotal, referralDiscount } from "../../../core/pricing.ts";
import type { Db, Executor } from "../../db/client.ts";
import { bookings, holds, referrals } from "../../db/schema.ts";
import { badRequest, conflict } from "../../errors.ts";
import { lockSlot } from "../availability/availability.ts";
import { getCart, validateSlotChoice } from "../cart/cart.ts";
import type { CartLine, CheckoutQuote, Held, HoldProblem } from "../../../core/views.ts";
import type { ServiceSummary } from "../catalog/catalog.ts";

/**
 * The friend's 10% off: a signed-up user who came through a referral link, on their first order
 * (no booking yet).
 *
 * `lock` is for the order's own transaction: the friend's referral row is locked (FOR UPDATE)
 * before the bookings are counted, so that orders sent at once are decided one after the other and
 * only the first gets the discount (issue 14). Under READ COMMITTED the count that follows the lock
 * sees the bookings of the order that held it. A quote (checkout's hold) only shows the price and
 * takes no lock.
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
  const [booked] = await db.select({ n: count() }).from(bookings).where(eq(bookings.userId, userId));
  return booked?.n ? 0 : referralDiscount(subtotalCents);
}

async function quote(db: Executor, userId: string, items: CartLine[]): Promise<CheckoutQuote> {
  const subtotalCents = cartTotal(items);
  const discountCents = await discountFor(db, userId, subtotalCents);
  return {
    items,
    subtotalCents,
    discountCents,
    serviceFeeCents: 0,
    taxesCents: 0,
    totalCents: subtotalCents - discountCents,
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
): Promise<Held> {
  return db.transaction(async (tx) => {
    await tx.delete(holds).where(eq(holds.userId, userId));
    const cart = await getCart(tx, userId, catalog, now);
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
      if (line.problem === "unavailable" || line.problem === "past") {
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
    return {
      ...(await quote(tx, userId, cart.items)),
      expiresAt: expiresAt.toISOString(),
      now: now.toISOString(),
    };
  });
}

/** Closing checkout gives the seats back at once rather than after 15 minutes. */
export async function releaseHolds(db: Executor, userId: string) {
  await db.delete(holds).where(eq(holds.userId, userId));
}
