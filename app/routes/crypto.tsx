import { Bitcoin } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { formatCountdown } from "../../core/checkout.ts";
import type { Problem } from "../../core/errors.ts";
import { formatDecimal } from "../../core/numbers.ts";
import { locales } from "../../core/preferences.ts";
import { useApp, useCharged } from "../components/app-context.tsx";
import { Button } from "../components/ui/button.tsx";
import { usePendingPayment } from "../features/checkout/pending-payment.ts";
import { useCountdown } from "../features/checkout/use-hold.ts";
import { sendFromTestWallet } from "../lib/crypto-transfer.ts";
import { privatePage } from "../lib/seo.ts";
import { useErrorText } from "../lib/use-error-text.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/crypto";
import { loadCrypto } from "./checkout.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => privatePage(loaderData?.title ?? "");

/**
 * A crypto payment as the payment provider made it (decision 031): the coin, the exact amount in
 * it, the deposit address and the time left. The page chooses none of it. Once the transfer has
 * arrived (in test mode, the sandbox's test wallet sends it), it sends the checkout's order naming
 * the payment, as SBP's bank page sends it with the bank's confirmation.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadCrypto(request, context, params.paymentId);
}

/** The payment's page is for one checkout: once paid or given up, its data is not read again. */
export const shouldRevalidate = () => false;

export default function CryptoPayment({ loaderData }: Route.ComponentProps) {
  const { payment } = loaderData;
  const { t } = useRouteMessages("booking", loaderData.messages);
  const { lang } = useApp();
  const charged = useCharged();
  const errorText = useErrorText();
  const { pending, order, pay, cancel, busy } = usePendingPayment({
    success: t("checkout.success"),
    cancelled: t("crypto.cancelled"),
  });

  // The countdown runs from the server's answer (its expiry minus its clock), whatever this device's clock says.
  const [openedAt] = useState(() => Date.now());
  const deadline = useMemo(
    () => openedAt + (new Date(payment.expiresAt).getTime() - new Date(payment.now).getTime()),
    [openedAt, payment.expiresAt, payment.now],
  );
  const [expired, setExpired] = useState(payment.status === "expired");
  const secondsLeft = useCountdown(
    deadline,
    useCallback(() => setExpired(true), []),
  );

  const [received, setReceived] = useState(payment.status === "received" || payment.status === "paid");
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Problem | null>(null);
  async function send() {
    setFailure(null);
    setSending(true);
    const sent = await sendFromTestWallet(payment.id);
    setSending(false);
    if (!sent.ok) {
      if (sent.error.code === "cryptoPaymentExpired") setExpired(true);
      return setFailure(sent.error);
    }
    setReceived(true);
    pay({ cryptoPaymentId: payment.id });
  }

  const locale = locales[lang];
  const error = failure ?? order.failure?.error;
  const working = busy || sending;
  // A transfer that arrived pays even after the quote's time is up.
  const late = expired && !received;

  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-lg flex-col justify-center px-4 py-16">
      <div className="rounded-3xl border bg-card p-8 shadow-sm">
        <div className="text-center">
          <span className="inline-flex rounded-full bg-amber-400/20 px-3 py-1 text-xs font-bold text-amber-800 dark:text-amber-300">
            {t("checkout.testMode")}
          </span>
          <Bitcoin className="mx-auto mt-6 size-12 text-accent" aria-hidden />
          <h1 className="mt-4 font-display text-2xl font-semibold">{t("crypto.title")}</h1>
          <p className="mt-3 text-muted-foreground">{t("crypto.text")}</p>
        </div>
        <dl className="mt-6 space-y-4 text-sm">
          <div>
            <dt className="text-muted-foreground">{t("crypto.amount")}</dt>
            <dd className="mt-1 font-mono text-lg font-semibold" data-testid="crypto-amount">
              {formatDecimal(payment.coinAmount, locale)} {payment.coin}
            </dd>
            <dd className="text-muted-foreground">
              {t("crypto.pays", { amount: charged(payment.amountMinor, payment.currency) })}
              {" · "}
              {t("crypto.rate", { coin: payment.coin, price: charged(payment.rateMinor, payment.currency) })}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("crypto.address", { coin: payment.coin })}</dt>
            <dd className="mt-1 font-mono break-all select-all" data-testid="crypto-address">
              {payment.address}
            </dd>
          </div>
          {late ? null : (
            <div>
              <dt className="text-muted-foreground">{t("crypto.expiresIn")}</dt>
              <dd className="mt-1 font-semibold">
                <span role="timer" aria-live="off">
                  {formatCountdown(secondsLeft)}
                </span>
              </dd>
            </div>
          )}
        </dl>
        {pending === null ? (
          <p className="mt-6 text-sm text-danger" role="alert">
            {t("crypto.missing")}
          </p>
        ) : late ? (
          <div className="mt-6 flex flex-col gap-3">
            <p className="text-sm text-danger" role="alert">
              {t("crypto.expired")}
            </p>
            <Button variant="outline" disabled={working} onClick={cancel}>
              {t("crypto.back")}
            </Button>
          </div>
        ) : (
          <div className="mt-8 flex flex-col gap-3">
            <p className="text-center text-xs text-muted-foreground">{t("crypto.testWallet")}</p>
            <Button size="lg" disabled={working || pending === undefined} onClick={() => void send()}>
              {order.placing ? t("crypto.finishing") : sending ? t("crypto.sending") : t("crypto.send")}
            </Button>
            <Button variant="ghost" disabled={working} onClick={cancel}>
              {t("crypto.cancel")}
            </Button>
          </div>
        )}
        {error && !(late && error.code === "cryptoPaymentExpired") ? (
          <p className="mt-4 text-sm text-danger" role="alert">
            {errorText(error)}
          </p>
        ) : null}
      </div>
    </section>
  );
}
