import type { PartySummary } from "../../../core/party.ts";
import { useApp, useFormatters, useMoney } from "../../components/app-context.tsx";
import { useLazyMessages } from "../../lib/lazy-messages.ts";
import { usePartyWords } from "../../components/party-words.ts";

/**
 * The booking dialog's price summary, as the spec lays it out under the steppers: one line per
 * type that comes (count × its price on the chosen date), the fee and tax lines, the savings, the
 * end date and the total; with a deposit, what is due now and the rest by when.
 */
export function PriceSummary({ summary, date }: { summary: PartySummary; date: string | undefined }) {
  const { t } = useLazyMessages("booking", ["party"]);
  const words = usePartyWords();
  const { lang } = useApp();
  const money = useMoney();
  const { date: formatDate, percent } = useFormatters();
  return (
    <div className="mt-6 space-y-2 rounded-2xl bg-muted p-4 text-sm">
      <p className="text-xs text-muted-foreground" data-testid="price-date">
        {date ? words.t("pricesOn", { date: formatDate(date) }) : words.t("standardPrices")}
      </p>
      <dl className="space-y-2">
        {summary.lines.map((line) => (
          <div key={line.code} className="flex justify-between gap-3" data-testid={`price-${line.code}`}>
            <dt>
              {line.priceCents > 0
                ? words.t("typeLine", {
                    party: words.t(`count.${line.code}`, { count: line.count }),
                    price: money(line.priceCents),
                  })
                : words.t(`count.${line.code}`, { count: line.count })}
            </dt>
            <dd>{line.priceCents > 0 ? money(line.cents) : words.t("free")}</dd>
          </div>
        ))}
        {summary.fees.map((fee, i) => {
          const name = fee.names[lang] ?? fee.names.en;
          const label = fee.perPerson
            ? words.t("feePerPerson", { name, count: fee.perPerson.count, price: money(fee.perPerson.cents) })
            : fee.percent !== null
              ? words.t("feePercent", { name, percent: percent(fee.percent / 10_000) })
              : name;
          return (
            <div
              key={i}
              className={
                fee.included
                  ? "flex justify-between gap-3 text-muted-foreground"
                  : "flex justify-between gap-3"
              }
              data-testid="price-fee"
            >
              <dt>{fee.included ? words.t("feeIncluded", { name: label }) : label}</dt>
              <dd>{money(fee.cents)}</dd>
            </div>
          );
        })}
        {summary.savingsCents > 0 ? (
          <div className="flex justify-between text-success">
            <dt>{t("dialog.savings")}</dt>
            <dd>−{money(summary.savingsCents)}</dd>
          </div>
        ) : null}
        {summary.endDate ? (
          <div className="flex justify-between text-muted-foreground">
            <dt>{t("dialog.endDate")}</dt>
            <dd>{formatDate(summary.endDate)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between border-t pt-2 text-base font-bold">
          <dt>{t("dialog.total")}</dt>
          <dd data-testid="booking-total">{money(summary.totalCents)}</dd>
        </div>
      </dl>
      {summary.deposit ? (
        <p className="text-xs font-medium" data-testid="booking-deposit">
          {words.t(summary.deposit.rule.kind === "percent" ? "dueNow" : "dueNowFixed", {
            amount: money(summary.deposit.nowCents),
            percent: percent(summary.deposit.rule.value / 100),
            date: formatDate(summary.deposit.balanceDueAt),
          })}
        </p>
      ) : null}
    </div>
  );
}
