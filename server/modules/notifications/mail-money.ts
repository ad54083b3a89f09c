import { asc, eq } from "drizzle-orm";
import { chargeMinor, isCurrency } from "../../../core/money.ts";
import type { MailOrderMoney } from "../../../core/notifications.ts";
import { addedLines, inOrderCurrency, sumMinor } from "../../../core/order-summary.ts";
import type { Language } from "../../../core/preferences.ts";
import type { Executor } from "../../db/client.ts";
import { bookings, orders, services } from "../../db/schema.ts";
import { serviceText } from "../catalog/service-text.ts";
import { minor } from "./event-parts.ts";

// An order's money in its mails (decision 042): the facts, read once per mail in the reader's
// language and the order's currency (mail-content-order.ts shows them as a table).

/**
 * The order's lines as its receipt shows them: sums of its bookings' money in the order's own
 * currency at its rate snapshot (core/order-summary.ts, as the API answers them), the added fee
 * and tax lines named in `locale`, and the balances left for later. Null for an unknown order.
 */
export async function orderMoneyFacts(
  db: Executor,
  orderId: string,
  locale: Language,
): Promise<MailOrderMoney | null> {
  const [order] = await db
    .select({ currency: orders.currency, exchangeRate: orders.exchangeRate })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const rows = await db
    .select({
      trip: serviceText("title", locale),
      baseCents: bookings.baseCents,
      feesCents: bookings.feesCents,
      taxesCents: bookings.taxesCents,
      feeLines: bookings.feeLines,
      discountCents: bookings.discountCents,
      depositCents: bookings.depositCents,
      balanceCents: bookings.balanceCents,
      balanceDueAt: bookings.balanceDueAt,
      balancePaidAt: bookings.balancePaidAt,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(eq(bookings.orderId, orderId))
    .orderBy(asc(bookings.startDate), asc(bookings.createdAt));
  const currency = isCurrency(order.currency) ? order.currency : "USD";
  const rate = order.exchangeRate;
  const owed = rows.map((row) => ({ ...row, balanceCents: row.balancePaidAt ? 0 : row.balanceCents }));
  const total = sumMinor(
    currency,
    owed.map((row) => inOrderCurrency(row, currency, rate)),
  );
  const show = (amount: number) => minor(amount, currency, locale);
  const named = (kind: "fee" | "tax") =>
    addedLines(
      rows.map((row) => ({ fees: row.feeLines })),
      kind,
    ).map((line) => ({
      name: line.names[locale] ?? line.names.en,
      amount: show(chargeMinor(line.cents, rate)),
    }));
  const later = owed.filter((row) => row.balanceCents > 0 && row.balanceDueAt);
  return {
    subtotal: show(total.baseMinor),
    fees: show(total.feesMinor),
    feeLines: named("fee"),
    taxes: show(total.taxesMinor),
    taxLines: named("tax"),
    discount: total.discountMinor > 0 ? show(total.discountMinor) : null,
    total: show(total.totalMinor - total.discountMinor),
    paidNow: later.length ? show(total.depositMinor) : null,
    balances: later.map((row) => ({
      trip: row.trip,
      amount: show(inOrderCurrency(row, currency, rate).balanceMinor),
      dueAt: row.balanceDueAt!.toISOString(),
    })),
  };
}
