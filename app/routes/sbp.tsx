import { Landmark } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import type { CreatedOrder } from "../../core/views.ts";
import { useMoney } from "../components/app-context.tsx";
import { toast } from "../components/toast.tsx";
import { Button } from "../components/ui/button.tsx";
import { PENDING_SBP_KEY, type PendingSbp } from "../features/checkout/sbp.ts";
import { api } from "../lib/api.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/sbp";
import { loadSbp } from "./checkout.server.ts";

export const meta = () => [{ title: "SBP | Peninsula Adventures" }, { name: "robots", content: "noindex" }];

/**
 * The sandbox bank's SBP page, where a real provider would redirect: it shows the amount and, on
 * confirmation, carries a signed confirmation back to our checkout, which then books.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSbp(request, context);
}

export default function SbpBank({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteMessages("booking", loaderData.messages);
  const money = useMoney();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<PendingSbp | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    try {
      setPending(JSON.parse(sessionStorage.getItem(PENDING_SBP_KEY) ?? "null") as PendingSbp | null);
    } catch {
      setPending(null);
    }
  }, []);

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    const res = await api<CreatedOrder>("/bookings", {
      method: "POST",
      body: { ...pending.body, sbpToken: loaderData.token },
      headers: { "Idempotency-Key": pending.idempotencyKey },
    });
    setBusy(false);
    if (res.ok && res.data) {
      sessionStorage.removeItem(PENDING_SBP_KEY);
      toast.success(t("checkout.success"));
      await revalidator.revalidate();
      void navigate(`/orders/${res.data.order.reference}`, { replace: true });
      return;
    }
    setError(res.status === 409 ? t("checkout.seatsGone") : t("checkout.failed"));
  }

  function cancel() {
    sessionStorage.removeItem(PENDING_SBP_KEY);
    void fetch("/api/checkout/hold", { method: "DELETE", credentials: "same-origin" });
    toast.info(t("sbp.cancelled"));
    void navigate(pending?.returnTo ?? "/", { replace: true });
  }

  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-md flex-col justify-center px-4 py-16">
      <div className="rounded-3xl border bg-card p-8 text-center shadow-sm">
        <span className="inline-flex rounded-full bg-amber-400/20 px-3 py-1 text-xs font-bold text-amber-800 dark:text-amber-300">
          {t("checkout.testMode")}
        </span>
        <Landmark className="mx-auto mt-6 size-12 text-accent" aria-hidden />
        <h1 className="mt-4 font-display text-2xl font-semibold">{t("sbp.title")}</h1>
        <p className="mt-3 text-muted-foreground">
          {t("sbp.text", { amount: money(loaderData.amountCents) })}
        </p>
        {pending === null ? (
          <p className="mt-6 text-sm text-danger" role="alert">
            {t("sbp.missing")}
          </p>
        ) : (
          <div className="mt-8 flex flex-col gap-3">
            <Button size="lg" disabled={busy || pending === undefined} onClick={() => void confirm()}>
              {busy ? t("sbp.finishing") : t("sbp.confirm")}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={cancel}>
              {t("sbp.cancel")}
            </Button>
          </div>
        )}
        {error ? (
          <p className="mt-4 text-sm text-danger" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </section>
  );
}
