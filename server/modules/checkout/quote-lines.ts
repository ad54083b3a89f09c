import { slotStart } from "../../../core/dates.ts";
import { orderSummary, type HeldMoney, type MoneyLine } from "../../../core/order-summary.ts";
import { payingCount, quoteLine } from "../../../core/participants.ts";
import type { CartLine } from "../../../core/views.ts";
import type { Executor } from "../../db/client.ts";
import { priceBooks } from "../pricing/price-book.ts";

/**
 * The summary of a cart at checkout (core/order-summary.ts, the function the charge uses): each
 * line's fee and tax lines, its deposit rule and its start from the service's price book, then the
 * discount's shares, the deposits due now and the balances left for later.
 */
export async function heldMoney(
  db: Executor,
  items: readonly CartLine[],
  discountCents: number,
  now: Date,
): Promise<HeldMoney> {
  const books = await priceBooks(
    db,
    items.map((item) => item.serviceId),
  );
  const lines = items.map((item): MoneyLine => {
    const book = books.get(item.serviceId);
    // Priced as the cart line was (its date and party): the same fee lines.
    const quote = book ? quoteLine(book, item.dates.startDate, item.participants) : null;
    return {
      serviceId: item.serviceId,
      startDate: item.dates.startDate,
      time: item.selectedTime,
      baseCents: item.baseCents,
      feesCents: item.feesCents,
      taxesCents: item.taxesCents,
      totalCents: item.totalCents,
      fees: quote?.fees ?? [],
      deposit: book?.deposit ?? null,
      paying: quote ? payingCount(quote) : 0,
      start: slotStart(item.dates.startDate, item.selectedTime),
    };
  });
  const summary = orderSummary(lines, discountCents, now);
  return {
    baseCents: summary.baseCents,
    feeLines: summary.feeLines,
    taxLines: summary.taxLines,
    dueNowCents: summary.dueNowCents,
    balanceCents: summary.balanceCents,
    lines: lines.map((line, index) => {
      const split = summary.splits[index]!;
      return {
        itemId: items[index]!.id,
        fees: [...line.fees],
        deposit: line.deposit,
        paying: line.paying,
        start: (line.start as Date).toISOString(),
        ...split,
        balanceDueAt: split.balanceDueAt?.toISOString() ?? null,
      };
    }),
  };
}
