import type { IsoDate } from "./dates.ts";
import {
  pricesOn,
  type DepositRule,
  type FeeRule,
  type ParticipantCode,
  type PriceBook,
  type TypePrices,
} from "./participants.ts";
import type { Language } from "./preferences.ts";

// What the catalogue tells anyone about who can come and what it costs (decision 042): the service
// page and `GET /api/services/:id` show the same figures, made here from the service's price book.

export interface PublicParticipantType {
  code: ParticipantCode;
  minAge: number | null;
  maxAge: number | null;
  /** Today's price for the type (a season's where one covers today), USD cents. */
  priceCents: number;
  takesSeat: boolean;
}

export interface PublicSeason {
  name: string;
  startsOn: IsoDate;
  endsOn: IsoDate;
  /** The prices the season sets, for the types it names (the others keep their own), USD cents. */
  prices: TypePrices;
}

export interface PublicFee {
  kind: FeeRule["kind"];
  /** In the reader's language, English where the operator gave no other. */
  name: string;
  basis: FeeRule["basis"];
  amountKind: FeeRule["amountKind"];
  /** Fixed: USD cents; percent: hundredths of a percent of the base. */
  amount: number;
  included: boolean;
}

export interface PublicDeposit extends DepositRule {
  /** What happens when the balance is not paid by its due time: the deposit is kept, or refunded. */
  keptOnLapse: boolean;
}

export interface PublicPricing {
  participantTypes: PublicParticipantType[];
  /** The trip's own minimum age (years on the start date); null: only the types' ranges. */
  minAge: number | null;
  /** A party needs at least one adult. */
  adultRequired: boolean;
  /** The seasons not over yet, first to last. */
  seasons: PublicSeason[];
  fees: PublicFee[];
  deposit: PublicDeposit | null;
}

/** A service's price book and rules, as the catalogue keeps it (server/modules/pricing/price-book.ts). */
export interface CatalogPricing extends PriceBook {
  minAge: number | null;
  adultRequired: boolean;
  depositKeptOnLapse: boolean;
}

/** Who can come and what it costs, for a reader of `lang` on the peninsula's `today`. */
export function publicPricing(book: CatalogPricing, lang: Language, today: IsoDate): PublicPricing {
  const prices = pricesOn(book, today);
  const codes = book.types.map((t) => t.code);
  return {
    participantTypes: book.types.map((t) => ({
      code: t.code,
      minAge: t.minAge,
      maxAge: t.maxAge,
      priceCents: prices[t.code]!,
      takesSeat: t.takesSeat,
    })),
    minAge: book.minAge,
    adultRequired: book.adultRequired,
    seasons: book.periods
      .filter((p) => p.endsOn >= today)
      .map((p) => ({
        name: p.name,
        startsOn: p.startsOn,
        endsOn: p.endsOn,
        prices: Object.fromEntries(
          codes.filter((code) => p.prices[code] !== undefined).map((code) => [code, p.prices[code]!]),
        ),
      })),
    fees: book.fees.map((f) => ({
      kind: f.kind,
      name: f.names[lang] ?? f.names.en,
      basis: f.basis,
      amountKind: f.amountKind,
      amount: f.amount,
      included: f.included,
    })),
    deposit: book.deposit ? { ...book.deposit, keptOnLapse: book.depositKeptOnLapse } : null,
  };
}

/**
 * The youngest age the trip takes: its own minimum age, and no younger than the youngest type's
 * lower bound (a hunt for adults 18+ takes nobody younger, whatever its own minimum says). 0: any age.
 */
export function youngestAge(pricing: Pick<PublicPricing, "minAge" | "participantTypes">): number {
  const typesFrom = Math.min(...pricing.participantTypes.map((t) => t.minAge ?? 0));
  return Math.max(pricing.minAge ?? 0, Number.isFinite(typesFrom) ? typesFrom : 0);
}

/**
 * The price a calendar day or a slot shows: the adult's where the service takes adults, else the
 * lowest price above zero (an infant's free lap is no "from" price); "single" when it is the only
 * price there is. Undefined without prices.
 */
export function headlinePrice(
  prices: TypePrices | undefined,
): { kind: "single" | "adult" | "from"; cents: number } | undefined {
  if (!prices) return undefined;
  const paid = Object.entries(prices).filter((entry): entry is [string, number] => (entry[1] ?? 0) > 0);
  const kind = paid.length > 1 ? undefined : "single";
  if (prices.adult !== undefined) return { kind: kind ?? "adult", cents: prices.adult };
  if (!paid.length) return undefined;
  return { kind: kind ?? "from", cents: Math.min(...paid.map(([, cents]) => cents)) };
}
