import { Landmark } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import type { CreatedOrder } from "../../core/views.ts";
import { useCharged } from "../components/app-context.tsx";
import { toast } from "../components/toast.tsx";
import { Button } from "../components/ui/button.tsx";
import { PENDING_SBP_KEY, type PendingSbp } from "../features/checkout/sbp.ts";
import { useOrder } from "../features/checkout/use-order.ts";
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
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingSbp | null | undefined>(undefined);
  const release = useFetcher<{ ok: boolean }>();

  useEffect(() => {
    try {
      setPending(JSON.parse(sessionStorage.getItem(PENDING_SBP_KEY) ?? "null") as PendingSbp | null);
    } catch {
      setPending(null);
    }
  }, []);

  // Paid: the pending checkout is done; the receipt replaces the bank's page in the history.
  const placed = useCallback(
    (order: CreatedOrder) => {
      sessionStorage.removeItem(PENDING_SBP_KEY);
      toast.success(t("checkout.success"));
      void navigate(`/orders/${order.order.reference}`, { replace: true });
    },
    [t, navigate],
  );
  const order = useOrder(placed);

  function confirm() {
    if (pending) order.place({ ...pending.body, sbpToken: loaderData.token }, pending.idempotencyKey);
  }

  // Cancelled: the seats are given back, then back to where checkout was opened.
  const returnTo = useRef("/");
  function cancel() {
    returnTo.current = pending?.returnTo ?? "/";
    sessionStorage.removeItem(PENDING_SBP_KEY);
    void release.submit({ intent: "release" }, { method: "post", action: "/resources/checkout" });
  }
  useEffect(() => {
    if (release.state !== "idle" || !release.data) return;
    toast.info(t("sbp.cancelled"));
    void navigate(returnTo.current, { replace: true });
  }, [release.state, release.data, t, navigate]);

  const busy = order.placing || release.state !== "idle";
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
