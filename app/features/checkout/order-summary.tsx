import { Lock } from "lucide-react";
import { Link } from "react-router";
import type { Problem } from "../../../core/errors.ts";
import type { Held } from "../../../core/views.ts";
import { useMoney } from "../../components/app-context.tsx";
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
  /** The points "Use my balance" applies (USD cents). */
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
  const errorText = useErrorText();
  return (
    <aside className="space-y-4">
      <h3 className="font-semibold">{t("checkout.summary")}</h3>
      <ul className="space-y-3 text-sm">
        {held.items.map((item) => (
          <li key={item.id} className="rounded-xl border p-3">
            <p className="font-semibold">{item.title}</p>
            <LineFacts item={item} guests />
            <p className="mt-1 text-right font-semibold">{money(item.totalCents)}</p>
          </li>
        ))}
      </ul>
      <PeninsulaTime />
      <dl className="space-y-1.5 text-sm">
        <div className="flex justify-between">
          <dt>{t("checkout.subtotal")}</dt>
          <dd>{money(held.subtotalCents)}</dd>
        </div>
        <div className="flex justify-between text-muted-foreground">
          <dt>{t("checkout.serviceFee")}</dt>
          <dd>{money(held.serviceFeeCents)}</dd>
        </div>
        <div className="flex justify-between text-muted-foreground">
          <dt>{t("checkout.taxes")}</dt>
          <dd>{money(held.taxesCents)}</dd>
        </div>
        {held.discountCents > 0 ? (
          <div className="flex justify-between text-success">
            <dt>{t("checkout.discount")}</dt>
            <dd>−{money(held.discountCents)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between border-t pt-2 text-base font-bold">
          <dt>{t("checkout.total")}</dt>
          <dd data-testid="checkout-total">{money(held.totalCents)}</dd>
        </div>
        {pointsCents > 0 ? (
          <>
            <div className="flex justify-between text-success">
              <dt>{t("checkout.points")}</dt>
              <dd data-testid="checkout-points">−{money(pointsCents)}</dd>
            </div>
            <div className="flex justify-between font-semibold">
              <dt>{t("checkout.toPay")}</dt>
              <dd data-testid="checkout-to-pay">{money(held.totalCents - pointsCents)}</dd>
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
          : pointsCents >= held.totalCents
            ? t("checkout.payPoints")
            : t("checkout.pay", { total: money(held.totalCents - pointsCents) })}
      </Button>
    </aside>
  );
}
