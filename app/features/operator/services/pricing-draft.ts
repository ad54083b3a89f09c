import { participantCodes, type ParticipantCode } from "../../../../core/participants.ts";
import type { OperatorPricing } from "../../../../core/pricing-editor.ts";
import { amountText, depositValueText } from "../../../../core/pricing-form.ts";

// The pricing editor's fields as the operator types them (strings), from the service's price book
// or from a post refused without scripts; core/pricing-form.ts reads them back into the schema's input.

export const waiverLanguages = ["en", "ru", "de"] as const;
export type WaiverLanguage = (typeof waiverLanguages)[number];

export interface TypeDraft {
  offered: boolean;
  price: string;
  minAge: string;
  maxAge: string;
  takesSeat: boolean;
}

export interface SeasonDraft {
  /** Keeps a row's inputs when another row is removed. */
  key: number;
  name: string;
  startsOn: string;
  endsOn: string;
  prices: Record<ParticipantCode, string>;
}

export interface FeeDraft {
  key: number;
  kind: "fee" | "tax";
  names: Record<WaiverLanguage, string>;
  basis: "person" | "booking";
  amountKind: "fixed" | "percent";
  amount: string;
  included: boolean;
}

export interface PricingDraft {
  types: Record<ParticipantCode, TypeDraft>;
  minAge: string;
  licenceFromAge: string;
  adultRequired: boolean;
  periods: SeasonDraft[];
  fees: FeeDraft[];
  deposit: { kind: "none" | "percent" | "fixed"; value: string; balanceDueDays: string };
  depositKeptOnLapse: boolean;
  waiver: Record<WaiverLanguage, string>;
}

let keys = 0;
const nextKey = () => ++keys;
const ageText = (age: number | null | undefined) => (age === null || age === undefined ? "" : String(age));

const noPrices = () =>
  Object.fromEntries(participantCodes.map((code) => [code, ""])) as Record<ParticipantCode, string>;

export const emptySeason = (): SeasonDraft => ({
  key: nextKey(),
  name: "",
  startsOn: "",
  endsOn: "",
  prices: noPrices(),
});
export const emptyFee = (): FeeDraft => ({
  key: nextKey(),
  kind: "fee",
  names: { en: "", ru: "", de: "" },
  basis: "person",
  amountKind: "fixed",
  amount: "",
  included: false,
});

/** The editor's fields for a service's price book. */
export function pricingDraftOf(pricing: OperatorPricing): PricingDraft {
  const types = Object.fromEntries(
    participantCodes.map((code) => {
      const own = pricing.types.find((t) => t.code === code);
      const draft: TypeDraft = own
        ? {
            offered: true,
            price: amountText(own.priceCents),
            minAge: ageText(own.minAge),
            maxAge: ageText(own.maxAge),
            takesSeat: own.takesSeat,
          }
        : { offered: false, price: "", minAge: "", maxAge: "", takesSeat: code !== "infant" };
      return [code, draft];
    }),
  ) as PricingDraft["types"];
  return {
    types,
    minAge: ageText(pricing.minAge),
    licenceFromAge: ageText(pricing.licenceFromAge),
    adultRequired: pricing.adultRequired,
    periods: pricing.periods.map((p) => ({
      key: nextKey(),
      name: p.name,
      startsOn: p.startsOn,
      endsOn: p.endsOn,
      prices: {
        ...noPrices(),
        ...Object.fromEntries(Object.entries(p.prices).map(([c, v]) => [c, amountText(v)])),
      },
    })),
    fees: pricing.fees.map((f) => ({
      key: nextKey(),
      kind: f.kind,
      names: { en: f.names.en, ru: f.names.ru ?? "", de: f.names.de ?? "" },
      basis: f.basis,
      amountKind: f.amountKind,
      amount: amountText(f.amount),
      included: f.included,
    })),
    deposit: pricing.deposit
      ? {
          kind: pricing.deposit.kind,
          value: depositValueText(pricing.deposit),
          balanceDueDays: String(pricing.deposit.balanceDueDays),
        }
      : { kind: "none", value: "", balanceDueDays: "" },
    depositKeptOnLapse: pricing.depositKeptOnLapse,
    waiver: {
      en: pricing.waiver?.en ?? "",
      ru: pricing.waiver?.ru ?? "",
      de: pricing.waiver?.de ?? "",
    },
  };
}

/** The rows a list of numbered fields (`periods.3.name`) holds, in their order. */
function indexes(values: Record<string, string>, list: string): number[] {
  const found = new Set<number>();
  for (const name of Object.keys(values)) {
    const match = new RegExp(`^${list}\\.(\\d+)\\.`).exec(name);
    if (match) found.add(Number(match[1]));
  }
  return [...found].sort((a, b) => a - b);
}

const oneOf = <T extends string>(value: string | undefined, options: readonly T[], fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/** The fields a refused post sent back, as the editor shows them again (a box ticked posts "on"). */
export function pricingDraftFromPosted(values: Record<string, string>): PricingDraft {
  const v = (name: string) => values[name] ?? "";
  const on = (name: string) => values[name] === "on" || values[name] === "true";
  const types = Object.fromEntries(
    participantCodes.map((code) => [
      code,
      {
        offered: on(`type.${code}.offered`),
        price: v(`type.${code}.price`),
        minAge: v(`type.${code}.minAge`),
        maxAge: v(`type.${code}.maxAge`),
        takesSeat: on(`type.${code}.takesSeat`),
      },
    ]),
  ) as PricingDraft["types"];
  return {
    types,
    minAge: v("minAge"),
    licenceFromAge: v("licenceFromAge"),
    adultRequired: on("adultRequired"),
    periods: indexes(values, "periods").map((i) => ({
      key: nextKey(),
      name: v(`periods.${i}.name`),
      startsOn: v(`periods.${i}.startsOn`),
      endsOn: v(`periods.${i}.endsOn`),
      prices: Object.fromEntries(
        participantCodes.map((code) => [code, v(`periods.${i}.prices.${code}`)]),
      ) as Record<ParticipantCode, string>,
    })),
    fees: indexes(values, "fees").map((i) => ({
      key: nextKey(),
      kind: oneOf(values[`fees.${i}.kind`], ["fee", "tax"], "fee"),
      names: { en: v(`fees.${i}.names.en`), ru: v(`fees.${i}.names.ru`), de: v(`fees.${i}.names.de`) },
      basis: oneOf(values[`fees.${i}.basis`], ["person", "booking"], "person"),
      amountKind: oneOf(values[`fees.${i}.amountKind`], ["fixed", "percent"], "fixed"),
      amount: v(`fees.${i}.amount`),
      included: on(`fees.${i}.included`),
    })),
    deposit: {
      kind: oneOf(values["deposit.kind"], ["none", "percent", "fixed"], "none"),
      value: v("deposit.value"),
      balanceDueDays: v("deposit.balanceDueDays"),
    },
    depositKeptOnLapse: on("depositKeptOnLapse"),
    waiver: { en: v("waiver.en"), ru: v("waiver.ru"), de: v("waiver.de") },
  };
}

/** The schema's fields the form shows a problem at (types by their place among the offered). */
export function pricingFields(draft: PricingDraft): string[] {
  const typeFields = participantCodes.flatMap((_, i) =>
    ["code", "priceCents", "minAge", "maxAge", "takesSeat"].map((f) => `types.${i}.${f}`),
  );
  const seasons = draft.periods.flatMap((_, i) => [
    `periods.${i}.name`,
    `periods.${i}.startsOn`,
    `periods.${i}.endsOn`,
    `periods.${i}.prices`,
    ...participantCodes.map((code) => `periods.${i}.prices.${code}`),
  ]);
  const fees = draft.fees.flatMap((_, i) =>
    ["kind", "names.en", "names.ru", "names.de", "basis", "amountKind", "amount", "included"].map(
      (f) => `fees.${i}.${f}`,
    ),
  );
  return [
    "types",
    ...typeFields,
    "minAge",
    "licenceFromAge",
    "adultRequired",
    ...seasons,
    ...fees,
    "deposit.kind",
    "deposit.value",
    "deposit.balanceDueDays",
    "depositKeptOnLapse",
    ...waiverLanguages.map((lang) => `waiver.${lang}`),
  ];
}

/** The offered types' codes in their order: the schema's `types.<i>` is the i-th. */
export const offeredCodes = (draft: PricingDraft) =>
  participantCodes.filter((code) => draft.types[code].offered);

/** Rows left blank are not posted as rows (the reader drops them), so the draft drops them too. */
export function withoutBlankRows(draft: PricingDraft): PricingDraft {
  return {
    ...draft,
    periods: draft.periods.filter(
      (p) => p.name.trim() || p.startsOn || p.endsOn || Object.values(p.prices).some((price) => price.trim()),
    ),
    fees: draft.fees.filter((f) => Object.values(f.names).some((n) => n.trim()) || f.amount.trim()),
  };
}
