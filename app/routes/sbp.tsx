import { Landmark } from "lucide-react";
import { useCharged } from "../components/app-context.tsx";
import { Button } from "../components/ui/button.tsx";
import { usePendingPayment } from "../features/checkout/pending-payment.ts";
import { privatePage } from "../lib/seo.ts";
import { useErrorText } from "../lib/use-error-text.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/sbp";
import { loadSbp } from "./checkout.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => privatePage(loaderData?.title ?? "");

/**
 * The sandbox bank's SBP page, where a real provider would redirect: it shows the amount and, on
 * confirmation, carries a signed confirmation back to our checkout, which then books.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSbp(request, context);
}

/**
 * The bank's page is for one checkout: once it is paid (or given up), its data is not read again
 * (the cart is empty by then, and the loader would refuse the finished checkout before the receipt opens).
 */
export const shouldRevalidate = () => false;

export default function SbpBank({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteMessages("booking", loaderData.messages);
  const charged = useCharged();
  const errorText = useErrorText();
  const { pending, order, pay, cancel, busy } = usePendingPayment({
    success: t("checkout.success"),
    cancelled: t("sbp.cancelled"),
  });
  const confirm = () => pay({ sbpToken: loaderData.token });
  const error = order.failure?.error;

  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-md flex-col justify-center px-4 py-16">
      <div className="rounded-3xl border bg-card p-8 text-center shadow-sm">
        <span className="inline-flex rounded-full bg-amber-400/20 px-3 py-1 text-xs font-bold text-amber-800 dark:text-amber-300">
          {t("checkout.testMode")}
        </span>
        <Landmark className="mx-auto mt-6 size-12 text-accent" aria-hidden />
        <h1 className="mt-4 font-display text-2xl font-semibold">{t("sbp.title")}</h1>
        <p className="mt-3 text-muted-foreground">
          {t("sbp.text", { amount: charged(loaderData.amountMinor, "RUB") })}
        </p>
        {pending === null ? (
          <p className="mt-6 text-sm text-danger" role="alert">
            {t("sbp.missing")}
          </p>
        ) : (
          <div className="mt-8 flex flex-col gap-3">
            <Button size="lg" disabled={busy || pending === undefined} onClick={confirm}>
              {order.placing ? t("sbp.finishing") : t("sbp.confirm")}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={cancel}>
              {t("sbp.cancel")}
            </Button>
          </div>
        )}
        {error ? (
          <p className="mt-4 text-sm text-danger" role="alert">
            {errorText(error)}
          </p>
        ) : null}
      </div>
    </section>
  );
}
