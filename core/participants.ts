import type { IsoDate } from "./dates.ts";
import { people, type ParticipantCode, type ParticipantCounts } from "./participant-codes.ts";

// Who is coming and what it costs (decision 042): participant types with ages and prices, prices
// by season, fee and tax lines, and a deposit with the balance due before the start. Pure: the
// server quotes an order line with it, the booking dialog shows the same figures.

export {
  participantCodes,
  people,
  type ParticipantCode,
  type ParticipantCounts,
} from "./participant-codes.ts";
export type TypePrices = Partial<Record<ParticipantCode, number>>;

export interface ParticipantType {
  code: ParticipantCode;
  /** Ages in whole years on the start date, both ends included; null: no bound. */
  minAge: number | null;
  maxAge: number | null;
  /** The price per person outside every season, in USD cents. */
  priceCents: number;
  /** Infants on a lap take none: capacity counts seats, not people. */
  takesSeat: boolean;
}

export interface PricePeriod {
  name: string;
  startsOn: IsoDate;
  /** Included. */
  endsOn: IsoDate;
  /** The season's price per type; a type it does not name keeps its own price. */
  prices: TypePrices;
}

export interface FeeRule {
  kind: "fee" | "tax";
  /** The operator's name of the line, per language; English always there. */
  names: { en: string; ru?: string; de?: string };
  /** Per paying participant, or once per booking. */
  basis: "person" | "booking";
  /** "fixed": `amount` is USD cents; "percent": `amount` is hundredths of a percent of the base (2000 = 20 %). */
  amountKind: "fixed" | "percent";
  amount: number;
  /** Included in the price (shown as "of which"), or added on top of it. */
  included: boolean;
}

export interface DepositRule {
  /** "percent": `value` is a whole percent of the line's total; "fixed": USD cents per paying participant. */
  kind: "percent" | "fixed";
  value: number;
  /** The balance is due this many days before the start. */
  balanceDueDays: number;
}

/** What a service sells: everything a quote needs. */
export interface PriceBook {
  types: ParticipantType[];
  periods: PricePeriod[];
  fees: FeeRule[];
  deposit: DepositRule | null;
}

/** The types a service gets when its operator has set none: adults at its price, nothing else. */
export function defaultTypes(priceCents: number): ParticipantType[] {
  return [{ code: "adult", minAge: null, maxAge: null, priceCents, takesSeat: true }];
}

/** The price per type on a date: the season's where a season covers it (the first that does), else the type's own. */
export function pricesOn(book: Pick<PriceBook, "types" | "periods">, date: IsoDate): Record<string, number> {
  const period = book.periods.find((p) => p.startsOn <= date && date <= p.endsOn);
  const prices: Record<string, number> = {};
  for (const type of book.types) prices[type.code] = period?.prices[type.code] ?? type.priceCents;
  return prices;
}

/** The lowest price any type that takes a seat costs on a date: the "from" of a card and a calendar day. */
export function fromPriceOn(book: Pick<PriceBook, "types" | "periods">, date: IsoDate): number {
  const prices = pricesOn(book, date);
  const paying = book.types.filter((t) => t.takesSeat).map((t) => prices[t.code]!);
  return Math.min(...(paying.length ? paying : Object.values(prices)));
}

/** `guests` alone means adults (the API before participant types). */
export function countsFrom(input: { participants?: ParticipantCounts; guests?: number }): ParticipantCounts {
  if (input.participants) return input.participants;
  return { adult: input.guests ?? 0 };
}

/** The seats a party takes: everyone whose type takes a seat. */
export function seatsFor(types: readonly ParticipantType[], counts: ParticipantCounts): number {
  return types.reduce((sum, t) => sum + (t.takesSeat ? (counts[t.code] ?? 0) : 0), 0);
}

/**
 * Why a party cannot book (an error code), or null: a type the service does not take, a count that
 * is not a whole number, nobody at all, no adult where one is required, or nobody taking a seat.
 */
export function countsProblem(
  types: readonly ParticipantType[],
  counts: ParticipantCounts,
  adultRequired: boolean,
): "unknownParticipantType" | "participantsRequired" | "adultRequired" | "noSeatTaken" | null {
  for (const [code, n] of Object.entries(counts)) {
    if (!Number.isInteger(n) || n! < 0) return "participantsRequired";
    if (n! > 0 && !types.some((t) => t.code === code)) return "unknownParticipantType";
  }
  if (people(counts) === 0) return "participantsRequired";
  if (adultRequired && types.some((t) => t.code === "adult") && !(counts.adult! > 0)) return "adultRequired";
  if (seatsFor(types, counts) === 0) return "noSeatTaken";
  return null;
}

/** The party as kept: only the types the service takes, with a count above zero. */
export function keptCounts(types: readonly ParticipantType[], counts: ParticipantCounts): ParticipantCounts {
  const kept: ParticipantCounts = {};
  for (const type of types) if ((counts[type.code] ?? 0) > 0) kept[type.code] = counts[type.code];
  return kept;
}

export interface FeeLine {
  kind: "fee" | "tax";
  names: FeeRule["names"];
  included: boolean;
  cents: number;
}

export interface LineQuote {
  counts: ParticipantCounts;
  /** The price per type on the date, kept with the booking: a later price change leaves it alone. */
  prices: Record<string, number>;
  seats: number;
  /** Participants times their prices (what "subtotal" shows; included fees are inside it). */
  baseCents: number;
  fees: FeeLine[];
  /** The added lines: fees and taxes on top of the base. */
  feesCents: number;
  taxesCents: number;
  totalCents: number;
}

/** One booking's price on its date: base, fee and tax lines, total (USD cents, whole). */
export function quoteLine(book: PriceBook, date: IsoDate, counts: ParticipantCounts): LineQuote {
  const prices = pricesOn(book, date);
  const kept = keptCounts(book.types, counts);
  let baseCents = 0;
  let paying = 0;
  for (const type of book.types) {
    const n = kept[type.code] ?? 0;
    if (n <= 0) continue;
    baseCents += prices[type.code]! * n;
    if (prices[type.code]! > 0) paying += n;
  }
  const fees = book.fees.map((rule): FeeLine => {
    const times = rule.basis === "person" ? paying : 1;
    const cents =
      rule.amountKind === "fixed"
        ? rule.amount * times
        : rule.included
          ? // A percentage inside the price: the part of the base it is (20 % VAT of 120 is 20).
            Math.round((baseCents * rule.amount) / (10_000 + rule.amount))
          : Math.round((baseCents * rule.amount) / 10_000);
    return { kind: rule.kind, names: rule.names, included: rule.included, cents };
  });
  const added = (kind: FeeLine["kind"]) =>
    fees.filter((f) => f.kind === kind && !f.included).reduce((sum, f) => sum + f.cents, 0);
  const feesCents = added("fee");
  const taxesCents = added("tax");
  return {
    counts: kept,
    prices,
    seats: seatsFor(book.types, counts),
    baseCents,
    fees,
    feesCents,
    taxesCents,
    totalCents: baseCents + feesCents + taxesCents,
  };
}

/**
 * What checkout takes now and what is left: the deposit (never more than what is owed) with the
 * balance due `balanceDueDays` before the start, or everything at once when there is no deposit or
 * the due time has already come. `netCents` is the line's total less its share of any discount.
 */
export function depositSplit(
  deposit: DepositRule | null,
  netCents: number,
  payingParticipants: number,
  start: Date,
  now: Date,
): { depositCents: number; balanceCents: number; balanceDueAt: Date | null } {
  if (!deposit) return { depositCents: netCents, balanceCents: 0, balanceDueAt: null };
  const dueAt = new Date(start.getTime() - deposit.balanceDueDays * 86_400_000);
  if (dueAt.getTime() <= now.getTime())
    return { depositCents: netCents, balanceCents: 0, balanceDueAt: null };
  const wanted =
    deposit.kind === "percent"
      ? Math.round((netCents * deposit.value) / 100)
      : deposit.value * payingParticipants;
  const depositCents = Math.min(netCents, Math.max(0, wanted));
  const balanceCents = netCents - depositCents;
  return balanceCents > 0
    ? { depositCents, balanceCents, balanceDueAt: dueAt }
    : { depositCents: netCents, balanceCents: 0, balanceDueAt: null };
}

/** The number of participants a line pays for (price above zero on its date). */
export function payingCount(quote: Pick<LineQuote, "counts" | "prices">): number {
  return Object.entries(quote.counts).reduce(
    (sum, [code, n]) => sum + ((quote.prices[code] ?? 0) > 0 ? n! : 0),
    0,
  );
}

/** Whole years of age on a day (birthdays on 29 February count from 1 March in other years). */
export function ageOn(birthDate: IsoDate, day: IsoDate): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export interface ParticipantDetails {
  type: ParticipantCode;
  name: string | null;
  birthDate: IsoDate | null;
  licenceNumber: string | null;
  licenceExpiry: IsoDate | null;
  waiverAcceptedAt: Date | string | null;
}

export type ReadinessGap = "details" | "licence" | "waiver" | "balance";

/**
 * Does this participant need a hunting or fishing licence: the service asks one from an age
 * (`licenceFromAge`, null: never) and they are that old on the start date (unknown age: yes).
 */
export function needsLicence(licenceFromAge: number | null, birthDate: IsoDate | null, startDate: IsoDate) {
  if (licenceFromAge === null) return false;
  return !birthDate || ageOn(birthDate, startDate) >= licenceFromAge;
}

/**
 * Is a booking ready to go: every participant named with a birth date, a licence valid until the
 * trip ends where they need one, the waiver accepted where there is one, and the balance paid.
 * `missing` names each gap once, in that order.
 */
export function readiness(input: {
  participants: readonly ParticipantDetails[];
  licenceFromAge: number | null;
  hasWaiver: boolean;
  balanceDue: boolean;
  startDate: IsoDate;
  endDate: IsoDate;
}): { ready: boolean; missing: ReadinessGap[] } {
  const gaps = new Set<ReadinessGap>();
  for (const p of input.participants) {
    if (!p.name || !p.birthDate) gaps.add("details");
    const licenceValid = p.licenceNumber && p.licenceExpiry && p.licenceExpiry >= input.endDate;
    if (needsLicence(input.licenceFromAge, p.birthDate, input.startDate) && !licenceValid)
      gaps.add("licence");
    if (input.hasWaiver && !p.waiverAcceptedAt) gaps.add("waiver");
  }
  if (input.balanceDue) gaps.add("balance");
  const order: ReadinessGap[] = ["details", "licence", "waiver", "balance"];
  const missing = order.filter((gap) => gaps.has(gap));
  return { ready: missing.length === 0, missing };
}
