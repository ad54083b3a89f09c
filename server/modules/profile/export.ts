import { and, asc, eq, getTableColumns, inArray, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import {
  account,
  bookings,
  cartItems,
  carts,
  contactMessages,
  favorites,
  orders,
  notifications,
  payments,
  profiles,
  referralInvites,
  referrals,
  services,
  session,
  supplierMessages,
  suppliers,
  transactions,
  user,
} from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import type { UseCaseContext } from "../context.ts";
import { profileOf } from "./profile.ts";

/**
 * Everything we hold on the user, as one JSON document. Never password hashes, session tokens,
 * provider tokens or card numbers (only the last 4), and nothing about other people: a referral
 * says that a friend joined, not who.
 */
export async function exportUserData(ctx: UseCaseContext) {
  const { db } = ctx.services;
  const userId = ctx.actor.id;
  const [me] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!me) throw notFound("userNotFound");

  const [{ address = null, city = null } = {}] = await db
    .select({ address: profiles.address, city: profiles.city })
    .from(profiles)
    .where(eq(profiles.userId, userId));

  return {
    exportedAt: ctx.now.toISOString(),
    account: {
      ...me,
      signInMethods: await signInMethods(db, userId),
      sessions: await db
        .select({
          createdAt: session.createdAt,
          expiresAt: session.expiresAt,
          ipAddress: session.ipAddress,
          userAgent: session.userAgent,
        })
        .from(session)
        .where(eq(session.userId, userId))
        .orderBy(asc(session.createdAt)),
    },
    profile: { ...(await profileOf(db, userId)), address, city },
    ...(await ordersOf(db, userId)),
    cart: await db
      .select({
        serviceId: cartItems.serviceId,
        service: services.title,
        startDate: cartItems.startDate,
        time: cartItems.time,
        guests: cartItems.guests,
        addedAt: cartItems.addedAt,
      })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .innerJoin(services, eq(services.id, cartItems.serviceId))
      .where(eq(carts.userId, userId))
      .orderBy(asc(cartItems.addedAt)),
    favorites: await db
      .select({ serviceId: favorites.serviceId, service: services.title, savedAt: favorites.createdAt })
      .from(favorites)
      .innerJoin(services, eq(services.id, favorites.serviceId))
      .where(eq(favorites.userId, userId))
      .orderBy(asc(favorites.createdAt)),
    // Whole rows: every column of the ledger is the user's own (new ones included as they land).
    transactions: await db
      .select(getTableColumns(transactions))
      .from(transactions)
      .where(eq(transactions.userId, userId))
      .orderBy(asc(transactions.createdAt)),
    ...(await referralsOf(db, userId)),
    contactMessages: await contactMessagesOf(db, userId, me.email),
    supplierMessages: await db
      .select({
        booking: bookings.reference,
        supplier: suppliers.name,
        message: supplierMessages.message,
        sentAt: supplierMessages.createdAt,
      })
      .from(supplierMessages)
      .innerJoin(bookings, eq(bookings.id, supplierMessages.bookingId))
      .innerJoin(suppliers, eq(suppliers.id, supplierMessages.supplierId))
      .where(eq(supplierMessages.userId, userId))
      .orderBy(asc(supplierMessages.createdAt)),
    // The in-app list (its text is written when read: the kind and its values are what we hold).
    notifications: await db
      .select({
        kind: notifications.kind,
        params: notifications.params,
        href: notifications.href,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt), asc(notifications.id)),
  };
}

async function signInMethods(db: Executor, userId: string) {
  const rows = await db
    .select({ providerId: account.providerId })
    .from(account)
    .where(eq(account.userId, userId));
  return rows.map((row) => row.providerId);
}

/** Orders with their bookings and payments (card: last 4 only); top-ups are payments without an order. */
async function ordersOf(db: Executor, userId: string) {
  const { userId: _userId, ...bookingColumns } = getTableColumns(bookings);
  const booked = await db
    .select({ ...bookingColumns, service: services.title })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(eq(bookings.userId, userId))
    .orderBy(asc(bookings.createdAt));
  const orderIds = [...new Set(booked.map((b) => b.orderId))];
  const { userId: _orderUser, ...orderColumns } = getTableColumns(orders);
  const orderRows = await db
    .select(orderColumns)
    .from(orders)
    .where(or(eq(orders.userId, userId), orderIds.length ? inArray(orders.id, orderIds) : sql`false`))
    .orderBy(asc(orders.createdAt));
  const paymentRows = await db
    .select({
      orderId: payments.orderId,
      purpose: payments.purpose,
      method: payments.method,
      status: payments.status,
      amountCents: payments.amountCents,
      currency: payments.currency,
      cardLast4: payments.cardLast4,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(
      or(
        eq(payments.userId, userId),
        orderRows.length
          ? inArray(
              payments.orderId,
              orderRows.map((o) => o.id),
            )
          : sql`false`,
      ),
    )
    .orderBy(asc(payments.createdAt));
  return {
    orders: orderRows.map((order) => ({
      ...order,
      bookings: booked.filter((b) => b.orderId === order.id),
      payments: paymentRows.filter((p) => p.orderId === order.id),
    })),
    topUps: paymentRows.filter((p) => p.orderId === null),
  };
}

async function referralsOf(db: Executor, userId: string) {
  const columns = {
    status: referrals.status,
    createdAt: referrals.createdAt,
    activatedAt: referrals.activatedAt,
  };
  const [referredBy = null] = await db
    .select(columns)
    .from(referrals)
    .where(eq(referrals.referredUserId, userId));
  return {
    referralsMade: await db
      .select(columns)
      .from(referrals)
      .where(eq(referrals.referrerId, userId))
      .orderBy(asc(referrals.createdAt)),
    referredBy,
    invitesSent: await db
      .select({ email: referralInvites.email, sentAt: referralInvites.createdAt })
      .from(referralInvites)
      .where(eq(referralInvites.userId, userId))
      .orderBy(asc(referralInvites.createdAt)),
  };
}

/** Messages sent while signed in, and those sent signed out with the account's address. */
async function contactMessagesOf(db: Executor, userId: string, email: string) {
  const { userId: _userId, ...columns } = getTableColumns(contactMessages);
  return db
    .select(columns)
    .from(contactMessages)
    .where(
      or(
        eq(contactMessages.userId, userId),
        and(isNull(contactMessages.userId), sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`),
      ),
    )
    .orderBy(asc(contactMessages.createdAt));
}
