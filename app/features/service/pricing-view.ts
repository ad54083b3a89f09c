import type { TFunction } from "i18next";
import { formatDay } from "../../../core/date-format.ts";
import { formatNumber } from "../../../core/numbers.ts";
import { locales, type Language } from "../../../core/preferences.ts";
import { youngestAge, type PublicFee, type PublicPricing } from "../../../core/service-pricing.ts";

// The trip page's "who can come and what it costs" (issue 27), worded by the page's loader
// (routes/service.server.ts) so that its words and their rules add no JavaScript to the page:
// the participant types with their ages and today's prices, the minimum age, the seasons ahead,
// the fee and tax lines and the deposit policy. Amounts stay cents, written in the reader's
// currency by the component (pricing-section.tsx), which follows a change of currency at once.

/** A line: words, and amounts in USD cents between them. */
export type PricePart = string | { cents: number };

export interface PricingView {
  title: string;
  note: string;
  types: PricePart[][];
  ages: string;
  /** Seasons, fees and taxes, payment: a heading and its lines, those that have any. */
  blocks: { title: string; lines: PricePart[][] }[];
}

/** Stands for an amount in a message, then cut out of it. */
const AMOUNT = "\u241f";

/** A message holding amounts (`{{amount}}` given as AMOUNT) as a line of words and amounts. */
function withAmounts(text: string, cents: number[]): PricePart[] {
  const pieces = text.split(AMOUNT);
  return pieces.flatMap((piece, i) => {
    const parts: PricePart[] = piece ? [piece] : [];
    if (i < pieces.length - 1) parts.push({ cents: cents[i]! });
    return parts;
  });
}

function agesText(t: TFunction, minAge: number | null, maxAge: number | null): string | null {
  if (minAge !== null && maxAge !== null) return t("ages.range", { min: minAge, max: maxAge });
  if (minAge !== null && minAge > 0) return t("ages.from", { min: minAge });
  if (maxAge !== null) return t("ages.upTo", { max: maxAge });
  return null;
}

function feeLine(t: TFunction, locale: string, fee: PublicFee): PricePart[] {
  const how = t(fee.included ? "fee.included" : "fee.added");
  if (fee.amountKind === "percent") {
    const percent = formatNumber(fee.amount / 10_000, locale, { style: "percent", maximumFractionDigits: 2 });
    return [t("fee.percent", { name: fee.name, percent, how })];
  }
  const text = t("fee.fixed", { name: fee.name, amount: AMOUNT, basis: t(`fee.${fee.basis}`), how });
  return withAmounts(text, [fee.amount]);
}

/** The prices section's words for a reader of `lang` (`t`: the "pricing" namespace in that language). */
export function pricingView(t: TFunction, lang: Language, pricing: PublicPricing): PricingView {
  const locale = locales[lang];
  const types = pricing.participantTypes;
  const name = (code: string) => t(`types.${code}`);
  const youngest = youngestAge(pricing);
  const needsAdult = pricing.adultRequired && types.some((type) => type.code !== "adult");
  const blocks: PricingView["blocks"] = [];
  if (pricing.seasons.length)
    blocks.push({
      title: t("seasons"),
      lines: pricing.seasons.map((season) => {
        const head = t("season", {
          name: season.name,
          from: formatDay(season.startsOn, locale),
          to: formatDay(season.endsOn, locale),
        });
        const priced = types.filter((type) => season.prices[type.code] !== undefined);
        return [
          `${head}: `,
          ...priced.flatMap((type, i): PricePart[] => [
            `${i ? " · " : ""}${name(type.code)} `,
            { cents: season.prices[type.code]! },
          ]),
        ];
      }),
    });
  if (pricing.fees.length)
    blocks.push({ title: t("fees"), lines: pricing.fees.map((fee) => feeLine(t, locale, fee)) });
  const { deposit } = pricing;
  blocks.push({
    title: t("payment"),
    lines: [
      deposit
        ? [
            ...(deposit.kind === "percent"
              ? [
                  t("deposit.percent", {
                    percent: formatNumber(deposit.value / 100, locale, { style: "percent" }),
                    count: deposit.balanceDueDays,
                  }),
                ]
              : withAmounts(t("deposit.fixed", { amount: AMOUNT, count: deposit.balanceDueDays }), [
                  deposit.value,
                ])),
            ` ${t(deposit.keptOnLapse ? "deposit.kept" : "deposit.refunded")}`,
          ]
        : [t("deposit.none")],
    ],
  });
  return {
    title: t("title"),
    note: t("today"),
    types: types.map((type) => {
      const ages = agesText(t, type.minAge, type.maxAge);
      const label = `${name(type.code)}${ages ? ` (${ages})` : ""} `;
      const price: PricePart = type.priceCents > 0 ? { cents: type.priceCents } : t("free");
      const seat = type.takesSeat ? [] : [`, ${t(type.code === "infant" ? "onLap" : "noSeat")}`];
      return [label, price, ...seat];
    }),
    ages: [
      youngest > 0 ? t("minAge", { count: youngest }) : t("anyAge"),
      needsAdult ? t("adultRequired") : "",
    ]
      .filter(Boolean)
      .join(". "),
    blocks,
  };
}
