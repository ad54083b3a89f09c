import { endDate, slotStart, type IsoDate } from "./dates.ts";
import {
  depositSplit,
  payingCount,
  people,
  quoteLine,
  seatsFor,
  type DepositRule,
  type FeeRule,
  type ParticipantCode,
  type ParticipantCounts,
  type ParticipantType,
  type PriceBook,
} from "./participants.ts";
import { lineSavings } from "./pricing.ts";

// The party's steppers (the booking dialog's and the cart's, one per participant type) and the
// dialog's price summary. Pure: the figures are checkout's own (`quoteLine`, `depositSplit`).

/** What a type's stepper needs of it: its ages and whether it takes a seat. */
export type StepperType = Pick<ParticipantType, "code" | "minAge" | "maxAge" | "takesSeat">;

/** How far one type's stepper goes: its minus stops at `min`, its plus at `max`. */
export interface TypeBounds {
  min: number;
  max: number;
}

/**
 * Each type's bounds: the minus of a type stops at 0, adults' at 1 where the service requires an
 * adult, and nobody can take away the party's last seat. The plus of a type that takes a seat
 * stops when the party's seats reach `seatMax` (the slot's seats left or the group size); a type
 * without a seat (an infant on a lap) counts no seat, and stops at `seatMax` people of its own.
 */
export function typeBounds(
  types: readonly StepperType[],
  counts: ParticipantCounts,
  seatMax: number,
  adultRequired: boolean,
): Partial<Record<ParticipantCode, TypeBounds>> {
  const seats = seatsFor(types as ParticipantType[], counts);
  const bounds: Partial<Record<ParticipantCode, TypeBounds>> = {};
  for (const type of types) {
    const n = counts[type.code] ?? 0;
    let min = type.code === "adult" && adultRequired ? 1 : 0;
    // The last person on a seat stays: a party with only infants cannot book.
    if (type.takesSeat && seats <= 1 && n > 0) min = Math.max(min, n);
    const max = type.takesSeat ? n + Math.max(0, seatMax - seats) : Math.max(n, seatMax);
    bounds[type.code] = { min: Math.min(min, n), max: Math.max(max, n) };
  }
  return bounds;
}

/**
 * The party brought within `seatMax` seats (another slot with fewer seats left): people on seats
 * leave from the last type first (students, seniors, children before adults), and the adult the
 * service requires stays. A party that fits is answered as it is.
 */
export function fitParty(
  types: readonly StepperType[],
  counts: ParticipantCounts,
  seatMax: number,
  adultRequired: boolean,
): ParticipantCounts {
  let over = seatsFor(types as ParticipantType[], counts) - Math.max(1, seatMax);
  if (over <= 0) return counts;
  const fitted: ParticipantCounts = { ...counts };
  for (const type of [...types].reverse()) {
    if (!type.takesSeat || over <= 0) continue;
    const n = fitted[type.code] ?? 0;
    const keep = type.code === "adult" && adultRequired ? 1 : 0;
    const less = Math.min(over, Math.max(0, n - keep));
    fitted[type.code] = n - less;
    over -= less;
  }
  return fitted;
}

/** The party a stepper starts with: `n` adults, or `n` of the first type on a seat where no adults come. */
export function startingParty(types: readonly StepperType[], n: number): ParticipantCounts {
  const first = types.find((t) => t.code === "adult") ?? types.find((t) => t.takesSeat) ?? types[0];
  return first ? { [first.code]: n } : {};
}

/** One fee or tax line of the summary, with what it is made of ("Nature park entry 3 × $15", "2 %"). */
export interface SummaryFee {
  kind: FeeRule["kind"];
  names: FeeRule["names"];
  included: boolean;
  cents: number;
  /** A fixed amount per paying person: the people and the amount each. */
  perPerson: { count: number; cents: number } | null;
  /** A percentage of the base, in hundredths of a percent. */
  percent: number | null;
}

export interface PartySummary {
  /** One line per type that comes: its count, its price on the date, and their product. */
  lines: { code: ParticipantCode; count: number; priceCents: number; cents: number }[];
  fees: SummaryFee[];
  /** Adults at the date's price against the struck-through original price. */
  savingsCents: number;
  totalCents: number;
  /** With a deposit and a balance left: what is paid now and the rest, due by when. */
  deposit: {
    rule: DepositRule;
    nowCents: number;
    balanceCents: number;
    balanceDueAt: Date;
  } | null;
  endDate: IsoDate | undefined;
  people: number;
}

/**
 * The booking dialog's price summary, as checkout will charge it: the prices of the chosen date
 * (its season's), or the standard ones while no date is chosen; the deposit once a date is chosen
 * (from the chosen time's start, midnight while no time is chosen).
 */
export function partySummary(input: {
  book: PriceBook;
  counts: ParticipantCounts;
  date: IsoDate | undefined;
  slot: string | undefined;
  originalPriceCents: number | null;
  durationDays: number;
  now: Date;
}): PartySummary {
  const { book, counts, date } = input;
  // No date yet: the prices outside every season.
  const quote = date
    ? quoteLine(book, date, counts)
    : quoteLine({ ...book, periods: [] }, "2000-01-01", counts);
  const lines = book.types
    .filter((type) => (quote.counts[type.code] ?? 0) > 0)
    .map((type) => {
      const count = quote.counts[type.code]!;
      const priceCents = quote.prices[type.code]!;
      return { code: type.code, count, priceCents, cents: count * priceCents };
    });
  const paying = payingCount(quote);
  const fees = quote.fees.map((line, i): SummaryFee => {
    const rule = book.fees[i]!;
    return {
      ...line,
      perPerson:
        rule.basis === "person" && rule.amountKind === "fixed" ? { count: paying, cents: rule.amount } : null,
      percent: rule.amountKind === "percent" ? rule.amount : null,
    };
  });
  const split =
    date && book.deposit
      ? depositSplit(
          book.deposit,
          quote.totalCents,
          paying,
          slotStart(date, input.slot ?? "00:00"),
          input.now,
        )
      : null;
  return {
    lines,
    fees,
    savingsCents: lineSavings(quote.prices.adult ?? 0, input.originalPriceCents, quote.counts.adult ?? 0),
    totalCents: quote.totalCents,
    deposit:
      split && book.deposit && split.balanceDueAt
        ? {
            rule: book.deposit,
            nowCents: split.depositCents,
            balanceCents: split.balanceCents,
            balanceDueAt: split.balanceDueAt,
          }
        : null,
    endDate: date ? endDate(date, input.durationDays) : undefined,
    people: people(quote.counts),
  };
}
