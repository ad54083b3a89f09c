import { z } from "zod";
import { participantCodes, type ParticipantCode, type ParticipantType } from "./participants.ts";
import { isoDate } from "./schemas.ts";
import { LIMITS as SERVICE_LIMITS } from "./service-editor.ts";

// What the console's pricing editor and its API share (decision 042): a service's price book as
// its team edits it. Participant types, the trip's ages, seasons, fee and tax lines, a deposit and
// the waiver, saved together in one transaction. Amounts are integer USD cents; a percentage fee is
// in hundredths of a percent (200 = 2 %), a deposit's percentage a whole percent.

export const PRICING_LIMITS = {
  /** Years on the start date. */
  age: 120,
  priceCents: SERVICE_LIMITS.priceCents,
  periods: 24,
  periodName: 80,
  fees: 12,
  feeName: 80,
  /** 100 %, in hundredths of a percent. */
  feePercent: 10_000,
  balanceDueDays: 365,
  waiver: 10_000,
} as const;

const age = z
  .number("notANumber")
  .int("notWholeNumber")
  .min(0, "tooSmall")
  .max(PRICING_LIMITS.age, "tooLarge");
const cents = z
  .number("notANumber")
  .int("notWholeNumber")
  .min(0, "tooSmall")
  .max(PRICING_LIMITS.priceCents, "tooLarge");
const positive = (max: number) =>
  z.number("notANumber").int("notWholeNumber").min(1, "tooSmall").max(max, "tooLarge");
const words = (max: number) => z.string("required").trim().min(1, "required").max(max, "tooLong");
const optionalWords = (max: number) => z.string().trim().max(max, "tooLong").optional();

/**
 * A type the service takes. Left out, `takesSeat` is false for infants (on a lap) and true for the
 * others, and an infant's price is 0; every other type names its price.
 */
export const participantTypeSchema = z.strictObject({
  code: z.enum(participantCodes, "invalidChoice"),
  minAge: age.nullable().default(null),
  maxAge: age.nullable().default(null),
  priceCents: cents.optional(),
  takesSeat: z.boolean("invalidChoice").optional(),
});

export const pricePeriodSchema = z.strictObject({
  name: words(PRICING_LIMITS.periodName),
  startsOn: isoDate,
  endsOn: isoDate,
  /** The season's price per type it names (the others keep their own). */
  prices: z.partialRecord(z.enum(participantCodes, "unknownParticipantType"), cents),
});

export const feeLineSchema = z.strictObject({
  kind: z.enum(["fee", "tax"], "invalidChoice"),
  names: z.strictObject({
    en: words(PRICING_LIMITS.feeName),
    ru: optionalWords(PRICING_LIMITS.feeName),
    de: optionalWords(PRICING_LIMITS.feeName),
  }),
  basis: z.enum(["person", "booking"], "invalidChoice"),
  amountKind: z.enum(["fixed", "percent"], "invalidChoice"),
  /** Fixed: USD cents; percent: hundredths of a percent of the base (at most 10000, 100 %). */
  amount: positive(PRICING_LIMITS.priceCents),
  included: z.boolean("invalidChoice").default(false),
});

export const depositSchema = z.strictObject({
  kind: z.enum(["percent", "fixed"], "invalidChoice"),
  /** Percent: a whole percent (1 to 100) of the line's total; fixed: USD cents per paying person. */
  value: positive(PRICING_LIMITS.priceCents),
  balanceDueDays: positive(PRICING_LIMITS.balanceDueDays),
});

/** The waiver in the three languages: a changed text is a new version, an unchanged one keeps its own. */
export const waiverTextSchema = z.strictObject({
  en: words(PRICING_LIMITS.waiver),
  ru: words(PRICING_LIMITS.waiver),
  de: words(PRICING_LIMITS.waiver),
});

/** What a save of the price book sends: every part of it, replacing what was there. */
export const pricingEditSchema = z
  .strictObject({
    types: z.array(participantTypeSchema).min(1, "required").max(participantCodes.length, "tooManyItems"),
    /** The trip's minimum age (null: none). */
    minAge: age.nullable().default(null),
    /** A party needs an adult (when the service takes adults). */
    adultRequired: z.boolean("invalidChoice").default(true),
    /** A licence is needed from this age (null: never). */
    licenceFromAge: age.nullable().default(null),
    periods: z.array(pricePeriodSchema).max(PRICING_LIMITS.periods, "tooManyItems").default([]),
    fees: z.array(feeLineSchema).max(PRICING_LIMITS.fees, "tooManyItems").default([]),
    deposit: depositSchema.nullable().default(null),
    /** An unpaid balance at its due time: the deposit is kept (true) or refunded. */
    depositKeptOnLapse: z.boolean("invalidChoice").default(true),
    /** Null: the service asks no waiver (a waiver once set cannot be taken away, only changed). */
    waiver: waiverTextSchema.nullable().default(null),
  })
  .superRefine((value, ctx) => {
    for (const problem of pricingProblems(value)) ctx.addIssue({ code: "custom", ...problem });
  });
export type PricingEdit = z.infer<typeof pricingEditSchema>;
export type PricingEditInput = z.input<typeof pricingEditSchema>;

/** The types as they are kept: each with its seat and its price filled in. */
export function resolvedTypes(types: PricingEdit["types"]): ParticipantType[] {
  return types.map((t) => ({
    code: t.code,
    minAge: t.minAge,
    maxAge: t.maxAge,
    priceCents: t.priceCents ?? 0,
    takesSeat: t.takesSeat ?? t.code !== "infant",
  }));
}

/**
 * The price older readers see (`services.price_cents`: cards, sorting, price tiers): the adult's,
 * or the cheapest type that takes a seat when there is no adult.
 */
export function leadPrice(types: readonly ParticipantType[]): number {
  const adult = types.find((t) => t.code === "adult");
  if (adult) return adult.priceCents;
  const seated = types.filter((t) => t.takesSeat).map((t) => t.priceCents);
  return seated.length ? Math.min(...seated) : 0;
}

interface Found {
  message: string;
  path: (string | number)[];
}

/** The rules across fields, each problem at the field to change. */
export function pricingProblems(value: PricingEdit): Found[] {
  const found: Found[] = [];
  const codes = new Set<ParticipantCode>();
  value.types.forEach((type, i) => {
    if (codes.has(type.code)) found.push({ message: "duplicateParticipantType", path: ["types", i, "code"] });
    codes.add(type.code);
    if (type.minAge !== null && type.maxAge !== null && type.maxAge < type.minAge)
      found.push({ message: "ageRange", path: ["types", i, "maxAge"] });
    if (type.priceCents === undefined && type.code !== "infant")
      found.push({ message: "required", path: ["types", i, "priceCents"] });
  });
  const types = resolvedTypes(value.types);
  if (types.length > 0 && !types.some((t) => t.takesSeat))
    found.push({ message: "seatTypeRequired", path: ["types", 0, "takesSeat"] });
  else if (types.length > 0 && leadPrice(types) <= 0) {
    const lead = types.findIndex((t) => t.code === "adult");
    found.push({ message: "leadPriceRequired", path: ["types", Math.max(lead, 0), "priceCents"] });
  }
  value.periods.forEach((period, i) => {
    if (period.endsOn < period.startsOn)
      found.push({ message: "seasonRange", path: ["periods", i, "endsOn"] });
    const named = Object.keys(period.prices) as ParticipantCode[];
    if (named.length === 0) found.push({ message: "required", path: ["periods", i, "prices"] });
    for (const code of named)
      if (!codes.has(code))
        found.push({ message: "unknownParticipantType", path: ["periods", i, "prices", code] });
    // Two seasons sharing a day: the later one in the list is the one to change.
    const other = value.periods.findIndex(
      (o, j) => j < i && o.startsOn <= period.endsOn && period.startsOn <= o.endsOn && o.startsOn <= o.endsOn,
    );
    if (other >= 0 && period.startsOn <= period.endsOn)
      found.push({ message: "seasonsOverlap", path: ["periods", i, "startsOn"] });
  });
  value.fees.forEach((fee, i) => {
    if (fee.amountKind === "percent" && fee.amount > PRICING_LIMITS.feePercent)
      found.push({ message: "percentTooLarge", path: ["fees", i, "amount"] });
  });
  if (value.deposit?.kind === "percent" && value.deposit.value > 100)
    found.push({ message: "percentTooLarge", path: ["deposit", "value"] });
  return found;
}

/** A service's price book as the editor shows it (GET), with the waiver's current version. */
export interface OperatorPricing {
  serviceId: number;
  /** The service's own types; a service that never set any shows adults at its price. */
  types: ParticipantType[];
  minAge: number | null;
  adultRequired: boolean;
  licenceFromAge: number | null;
  periods: {
    name: string;
    startsOn: string;
    endsOn: string;
    prices: Partial<Record<ParticipantCode, number>>;
  }[];
  fees: {
    kind: "fee" | "tax";
    names: { en: string; ru?: string; de?: string };
    basis: "person" | "booking";
    amountKind: "fixed" | "percent";
    amount: number;
    included: boolean;
  }[];
  deposit: { kind: "percent" | "fixed"; value: number; balanceDueDays: number } | null;
  depositKeptOnLapse: boolean;
  /** The current waiver (the highest version) in each language, or null when the service asks none. */
  waiver: { version: number; en: string; ru: string; de: string } | null;
}
