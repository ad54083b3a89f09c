import { randomUUID } from "node:crypto";
import { and, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { operatorMonthStart } from "../../../core/dates.ts";
import { bookingPaidCents, pointsForBooking } from "../../../core/pricing.ts";
import { TOP_UP_MAX_USD, TOP_UP_MIN_USD, type PointsQuery, type TopUpInput } from "../../../core/schemas.ts";
import type { PointsView, TransactionView } from "../../../core/views.ts";
import type { Db, Executor, Tx } from "../../db/client.ts";
import type { Param } from "../../db/prepared.ts";
import { bookings, checkoutAttempts, payments, services, transactions, user } from "../../db/schema.ts";
import { badRequest, conflict } from "../../errors.ts";
import type { PaymentProvider } from "../payment/provider.ts";
import { notify } from "../notifications/outbox.ts";
import type { UseCaseContext } from "../context.ts";
import { enforceLimit, limits } from "../limits/limits.ts";
import { serviceText } from "../catalog/service-text.ts";

const credit = sql<number>`case when ${transactions.type} = 'credit' then ${transactions.amountCents} else 0 end`;
const signed = sql<number>`case when ${transactions.type} = 'credit' then ${transactions.amountCents} else -${transactions.amountCents} end`;

/** Balance = credits - debits, over lines that are money already (a pending line is not). */
export function balanceQuery(db: Executor, userId: Param<string>) {
  return db
    .select({ balance: sql<number>`coalesce(sum(${signed}), 0)`.mapWith(Number) })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.status, "completed")));
}

export async function balanceOf(db: Executor, userId: string): Promise<number> {
  const [row] = await balanceQuery(db, userId);
  return row?.balance ?? 0;
}

/**
 * The Balance tab: the totals and one page of the ledger, newest first. A cashback line is about
 * the booked service, titled in `lang`; a referral line is about the friend whose booking earned
 * it (the line points at that booking).
 */
export async function pointsView(ctx: UseCaseContext, page: PointsQuery): Promise<PointsView> {
  const { db } = ctx.services;
  const userId = ctx.actor.id;
  const now = ctx.now;
  const monthStart = operatorMonthStart(now);
  const completed = and(eq(transactions.userId, userId), eq(transactions.status, "completed"));
  const [totals] = await db
    .select({
      balance: sql<number>`coalesce(sum(${signed}), 0)`.mapWith(Number),
      thisMonth:
        sql<number>`coalesce(sum(${credit}) filter (where ${transactions.createdAt} >= ${monthStart.toISOString()}::timestamptz), 0)`.mapWith(
          Number,
        ),
      earned:
        sql<number>`coalesce(sum(${credit}) filter (where ${transactions.kind} in ('cashback', 'referral')), 0)`.mapWith(
          Number,
        ),
    })
    .from(transactions)
    .where(completed);
  const [all] = await db.select({ n: count() }).from(transactions).where(eq(transactions.userId, userId));
  const rows = await db
    .select({
      id: transactions.id,
      type: transactions.type,
      kind: transactions.kind,
      amountCents: transactions.amountCents,
      description: transactions.description,
      createdAt: transactions.createdAt,
      status: transactions.status,
      serviceTitle: serviceText("title", page.lang),
      friendName: user.name,
    })
    .from(transactions)
    .leftJoin(bookings, eq(bookings.id, transactions.bookingId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(user, eq(user.id, bookings.userId))
    .where(eq(transactions.userId, userId))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .offset(page.offset)
    .limit(page.limit);
  const lines: TransactionView[] = rows.map((row) => ({
    id: row.id,
    type: row.type,
    kind: row.kind,
    amountCents: row.amountCents,
    description: row.description,
    subject:
      row.kind === "cashback"
        ? (row.serviceTitle ?? null)
        : row.kind === "referral"
          ? (row.friendName ?? null)
          : null,
    date: row.createdAt.toISOString(),
    status: row.status,
  }));
  return {
    balanceCents: totals?.balance ?? 0,
    thisMonthCents: totals?.thisMonth ?? 0,
    lifetimeEarnedCents: totals?.earned ?? 0,
    transactions: lines,
    totalTransactions: all?.n ?? 0,
  };
}

/**
 * Adding funds, the use case both doors call: counted per client address (`limits.topUp`: a card
 * is not tried here at will), then charged.
 */
export async function topUp(ctx: UseCaseContext, input: TopUpInput): Promise<{ balanceCents: number }> {
  const { db, payments } = ctx.services;
  await enforceLimit(db, limits.topUp, ctx.clientIp, ctx.now.getTime());
  return addFunds(db, payments, ctx.actor.id, input, ctx.now);
}

/**
 * Adding funds by card. The amount is checked here too, not only by the form's schema, because
 * the pages call this directly. A declined card throws before anything is written; the payment
 * and the ledger line are written together.
 */
export async function addFunds(
  db: Db,
  provider: PaymentProvider,
  userId: string,
  input: { amountCents: number; paymentToken: string },
  now: Date,
): Promise<{ balanceCents: number }> {
  const { amountCents } = input;
  if (!Number.isInteger(amountCents)) throw badRequest("wholeCents", { field: "amount" });
  if (amountCents < TOP_UP_MIN_USD * 100)
    throw badRequest("topUpMin", { field: "amount", params: { min: TOP_UP_MIN_USD } });
  if (amountCents > TOP_UP_MAX_USD * 100)
    throw badRequest("topUpMax", { field: "amount", params: { max: TOP_UP_MAX_USD } });
  const intent = await provider.createIntent({
    amountMinor: amountCents,
    currency: "USD",
    method: "card",
    userId,
    idempotencyKey: `top-up:${randomUUID()}`,
  });
  const charge = await provider.confirm(intent.id, { paymentToken: input.paymentToken, userId, now });
  return db.transaction(async (tx) => {
    const paymentId = randomUUID();
    await tx.insert(payments).values({
      id: paymentId,
      userId,
      purpose: "top_up",
      provider: provider.name,
      method: "card",
      status: "succeeded",
      amountCents,
      amountMinor: amountCents,
      providerReference: charge.id,
      cardBrand: charge.cardBrand,
      cardLast4: charge.cardLast4,
      createdAt: now,
    });
    await tx.insert(transactions).values({
      id: randomUUID(),
      userId,
      type: "credit",
      kind: "top_up",
      amountCents,
      description: "Funds added",
      createdAt: now,
    });
    await notify(tx, { kind: "paymentReceived", paymentId }, now);
    return { balanceCents: await balanceOf(tx, userId) };
  });
}

/**
 * 5% of what was paid for a completed booking, credited to its guest. Called in the transaction
 * that completes the booking; the partial unique index makes a second credit for the same booking
 * a no-op, so two job runs cannot pay twice. Answers whether a line was written.
 */
export async function creditCashback(tx: Tx, booking: { id: string }, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({
      userId: bookings.userId,
      depositCents: bookings.depositCents,
      balanceCents: bookings.balanceCents,
      balancePaidAt: bookings.balancePaidAt,
      title: services.title,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(eq(bookings.id, booking.id));
  // A deleted account has no ledger to credit.
  if (!row?.userId) return false;
  // What was actually paid for it: its deposit and its balance, its share of the discount left out.
  const paid = bookingPaidCents(row);
  const amountCents = pointsForBooking(paid);
  if (amountCents <= 0) return false;
  const written = await tx
    .insert(transactions)
    .values({
      id: randomUUID(),
      userId: row.userId,
      type: "credit",
      kind: "cashback",
      amountCents,
      description: `5% back: ${row.title}`,
      bookingId: booking.id,
      createdAt: now,
    })
    .onConflictDoNothing({ target: transactions.bookingId, where: sql`kind = 'cashback'` })
    .returning({ id: transactions.id });
  return written.length > 0;
}

/**
 * Points an order may use: what was asked for, up to the order's total, and never more than the
 * balance less the points other checkouts of the user have in flight. The user's row is locked
 * first (FOR NO KEY UPDATE), so two checkouts spending one balance are decided one after the other: the
 * second sees the first one's debit or its attempt. Called when the attempt is recorded and again
 * when the order is committed (`attemptId`: that attempt's own points are not counted against it).
 */
export async function pointsForOrder(
  tx: Executor,
  userId: string,
  wanted: number,
  totalCents: number,
  { attemptId }: { attemptId?: string } = {},
) {
  if (wanted <= 0 || totalCents <= 0) return 0;
  // NO KEY UPDATE: it waits for another checkout's lock, but not for the key-share locks that
  // rows referencing the user (holds, attempts) take, so two checkouts cannot deadlock on them.
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("no key update");
  const [inFlight] = await tx
    .select({ cents: sql<number>`coalesce(sum(${checkoutAttempts.pointsCents}), 0)`.mapWith(Number) })
    .from(checkoutAttempts)
    .where(
      and(
        eq(checkoutAttempts.userId, userId),
        inArray(checkoutAttempts.status, ["processing", "reconciling"]),
        attemptId ? ne(checkoutAttempts.id, attemptId) : undefined,
      ),
    );
  const balance = (await balanceOf(tx, userId)) - (inFlight?.cents ?? 0);
  const used = Math.min(wanted, totalCents);
  if (used > balance) {
    throw conflict("pointsExceedBalance", {
      field: "pointsCents",
      params: { balance: (Math.max(0, balance) / 100).toFixed(2) },
      details: { balanceCents: Math.max(0, balance) },
    });
  }
  return used;
}

/** The ledger's debit for points spent on an order, written in the order's transaction. */
export async function debitPoints(
  tx: Executor,
  userId: string,
  amountCents: number,
  reference: string,
  now: Date,
) {
  await tx.insert(transactions).values({
    id: randomUUID(),
    userId,
    type: "debit",
    kind: "spend",
    amountCents,
    description: `Points used for order ${reference}`,
    createdAt: now,
  });
}
