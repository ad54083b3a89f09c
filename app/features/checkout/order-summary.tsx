import { Lock } from "lucide-react";
import { Link } from "react-router";
import type { Problem } from "../../../core/errors.ts";
import type { Held } from "../../../core/views.ts";
import { heldSummary } from "../../../core/order-summary.ts";
import { useFormatters, useMoney } from "../../components/app-context.tsx";
import { OrderTotals, useWhoComes } from "../../components/order-totals.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Trans } from "../../lib/i18n-react.tsx";
import { useLazyMessages } from "../../lib/lazy-messages.ts";
import { useErrorText } from "../../lib/use-error-text.ts";
import { LineFacts } from "../../components/line-facts.tsx";
import { PeninsulaTime } from "../../components/peninsula-time.tsx";

/** What is being paid for, the totals, the terms, why the last attempt failed, and Pay now. */
export function OrderSummary({
  held,
  pointsCents = 0,
  error,
  placing,
  canPay,
  onClose,
  onSignIn,
}: {
  held: Held;
  /** The points "Use my balance" applies (USD cents), at most what is due now. */
  pointsCents?: number;
  error?: Problem;
  placing: boolean;
  canPay: boolean;
  /** Leaving checkout for a page (the terms) releases the hold. */
  onClose: () => void;
  onSignIn: () => void;
}) {
  const { t } = useLazyMessages("booking");
  // The hold's rate snapshot: the total shown is the total charged.
  const money = useMoney(held.exchangeRates);
  const { date } = useFormatters();
  const whoComes = useWhoComes();
  const errorText = useErrorText();
  // The charge's own function (core/order-summary.ts): the figure due now is the figure charged.
  const summary = heldSummary(held);
  const due = summary.dueNowCents;
  return (
    <aside className="space-y-4">
      <h3 className="font-semibold">{t("checkout.summary")}</h3>
      <ul className="space-y-3 text-sm">
        {held.items.map((item, index) => {
          const split = summary.splits[index]!;
          return (
            <li key={item.id} className="rounded-xl border p-3">
              <p className="font-semibold">{item.title}</p>
              <LineFacts item={item} />
              <p className="text-xs text-muted-foreground" data-testid="summary-who">
                {whoComes(item.participants)}
              </p>
              <p className="mt-1 text-right font-semibold">{money(item.totalCents)}</p>
              {split.balanceCents > 0 && split.balanceDueAt ? (
                <p className="text-right text-xs text-muted-foreground" data-testid="summary-balance-later">
                  {t("money.balanceLater", {
                    amount: money(split.balanceCents),
                    date: date(split.balanceDueAt),
                  })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <PeninsulaTime />
      <dl className="space-y-1.5 text-sm">
        <OrderTotals figures={summary} format={money} />
        {due !== summary.totalCents ? (
          <div className="flex justify-between font-semibold">
            <dt>{t("money.dueNow")}</dt>
            <dd data-testid="checkout-due-now">{money(due)}</dd>
          </div>
        ) : null}
        {pointsCents > 0 ? (
          <>
            <div className="flex justify-between text-success">
              <dt>{t("checkout.points")}</dt>
              <dd data-testid="checkout-points">−{money(pointsCents)}</dd>
            </div>
            <div className="flex justify-between font-semibold">
              <dt>{t("checkout.toPay")}</dt>
              <dd data-testid="checkout-to-pay">{money(due - pointsCents)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      <p className="flex gap-2 text-xs text-muted-foreground">
        <Lock className="size-3.5 shrink-0" aria-hidden />
        {t("checkout.secureNote")}
      </p>
      <p className="text-xs text-muted-foreground">
        <Trans
          t={t}
          i18nKey="checkout.terms"
          components={{
            terms: <Link to="/terms" className="underline" onClick={onClose} />,
            privacy: <Link to="/privacy" className="underline" onClick={onClose} />,
          }}
        />
      </p>
      {error ? (
        <div className="rounded-xl bg-danger/10 p-3 text-sm font-medium text-danger" role="alert">
          <p>{errorText(error)}</p>
          {error.code === "loginRequired" ? (
            <Button type="button" size="sm" variant="outline" className="mt-3" onClick={onSignIn}>
              {t("checkout.signIn")}
            </Button>
          ) : null}
        </div>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={placing || !canPay}>
        {placing
          ? t("checkout.processing")
          : pointsCents >= due
            ? t("checkout.payPoints")
            : t("checkout.pay", { total: money(due - pointsCents) })}
      </Button>
    </aside>
  );
}
