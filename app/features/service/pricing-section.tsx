import type { TFunction } from "i18next";
import { youngestAge, type PublicFee, type PublicPricing } from "../../../core/service-pricing.ts";
import { useFormatters, useMoney } from "../../components/app-context.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";

// The trip page's "who can come and what it costs" (issue 27): the participant types with their
// ages and today's prices, the minimum age, the seasons ahead, the fee and tax lines and the
// deposit policy, in the reader's language and currency. Words: the "pricing" namespace, which the
// page's loader sends (app/routes/service.tsx adds it).

type Ages = { minAge: number | null; maxAge: number | null };

function agesText(t: TFunction, { minAge, maxAge }: Ages): string | null {
  if (minAge !== null && maxAge !== null) return t("ages.range", { min: minAge, max: maxAge });
  if (minAge !== null && minAge > 0) return t("ages.from", { min: minAge });
  if (maxAge !== null) return t("ages.upTo", { max: maxAge });
  return null;
}

function FeeLine({ fee }: { fee: PublicFee }) {
  const { t } = useTranslation("pricing");
  const money = useMoney();
  const { number } = useFormatters();
  const how = t(fee.included ? "fee.included" : "fee.added");
  return (
    <li>
      {fee.amountKind === "percent"
        ? t("fee.percent", {
            name: fee.name,
            percent: number(fee.amount / 10_000, { style: "percent", maximumFractionDigits: 2 }),
            how,
          })
        : t("fee.fixed", { name: fee.name, amount: money(fee.amount), basis: t(`fee.${fee.basis}`), how })}
    </li>
  );
}

export function PricingSection({ pricing }: { pricing: PublicPricing }) {
  const { t } = useTranslation("pricing");
  const money = useMoney();
  const formatters = useFormatters();
  const youngest = youngestAge(pricing);
  const { participantTypes: types, deposit } = pricing;
  const typeName = (code: string) => t(`types.${code}`);
  const hasOthers = types.some((type) => type.code !== "adult");
  return (
    <section aria-labelledby="pricing-title" className="mt-10 rounded-3xl border bg-card p-6">
      <h2 id="pricing-title" className="font-display text-2xl font-semibold">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t("today")}</p>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2" aria-label={t("title")}>
        {types.map((type) => {
          const ages = agesText(t, type);
          return (
            <li key={type.code}>
              <span className="font-semibold">{typeName(type.code)}</span>
              {ages ? <span className="text-muted-foreground"> ({ages})</span> : null}{" "}
              <span className="font-semibold">
                {type.priceCents > 0 ? money(type.priceCents) : t("free")}
              </span>
              {type.takesSeat ? null : (
                <span className="text-muted-foreground">
                  , {t(type.code === "infant" ? "onLap" : "noSeat")}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-sm">
        {youngest > 0 ? t("minAge", { count: youngest }) : t("anyAge")}
        {pricing.adultRequired && hasOthers ? <> {t("adultRequired")}</> : null}
      </p>
      {pricing.seasons.length ? (
        <>
          <h3 className="mt-5 font-semibold">{t("seasons")}</h3>
          <ul className="mt-2 space-y-1 text-sm">
            {pricing.seasons.map((season) => (
              <li key={`${season.name} ${season.startsOn}`}>
                {t("season", {
                  name: season.name,
                  from: formatters.date(season.startsOn),
                  to: formatters.date(season.endsOn),
                })}
                :{" "}
                {types
                  .filter((type) => season.prices[type.code] !== undefined)
                  .map((type) => `${typeName(type.code)} ${money(season.prices[type.code]!)}`)
                  .join(" · ")}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {pricing.fees.length ? (
        <>
          <h3 className="mt-5 font-semibold">{t("fees")}</h3>
          <ul className="mt-2 space-y-1 text-sm">
            {pricing.fees.map((fee, index) => (
              <FeeLine key={index} fee={fee} />
            ))}
          </ul>
        </>
      ) : null}
      <h3 className="mt-5 font-semibold">{t("payment")}</h3>
      <p className="mt-2 text-sm">
        {deposit
          ? deposit.kind === "percent"
            ? t("deposit.percent", {
                percent: formatters.percent(deposit.value / 100),
                count: deposit.balanceDueDays,
              })
            : t("deposit.fixed", { amount: money(deposit.value), count: deposit.balanceDueDays })
          : t("deposit.none")}
        {deposit ? <> {t(deposit.keptOnLapse ? "deposit.kept" : "deposit.refunded")}</> : null}
      </p>
    </section>
  );
}
