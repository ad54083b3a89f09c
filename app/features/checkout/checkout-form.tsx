import { Lock } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher, useNavigate } from "react-router";
import { formatCountdown } from "../../../core/checkout.ts";
import { heldSummary } from "../../../core/order-summary.ts";
import type { Problem } from "../../../core/errors.ts";
import type { PaymentMethod } from "../../../core/schemas.ts";
import { byField } from "../../../core/validation.ts";
import type { CreatedOrder, CryptoPaymentView, Held } from "../../../core/views.ts";
import { useApp } from "../../components/app-context.tsx";
import { DialogDescription, DialogTitle } from "../../components/ui/dialog.tsx";
import { useLazyMessages } from "../../lib/lazy-messages.ts";
import { ContactFields } from "./contact-fields.tsx";
import { HoldNotice } from "./hold-notice.tsx";
import { fieldNames, orderInput } from "./order-input.ts";
import { OrderSummary } from "./order-summary.tsx";
import { PaymentFields } from "./payment-fields.tsx";
import { PointsField } from "./points-field.tsx";
import { leavePending, type PendingPayment } from "./pending-payment.ts";
import { tokenizeCard } from "../../lib/card-token.ts";
import { useActionAnswer, type ActionResult } from "../../lib/action-result.ts";
import { useHold } from "./use-hold.ts";
import { useOrder } from "./use-order.ts";

const contactNames = [
  fieldNames.name,
  fieldNames.phone,
  fieldNames.country,
  fieldNames.city,
  fieldNames.street,
];
const cardNames = [fieldNames.cardNumber, fieldNames.expiry, fieldNames.cvv];

/** The fields the form shows for a method: a problem elsewhere is told above Pay now. */
const shownFields = (method: PaymentMethod) =>
  new Set<string>([
    ...contactNames,
    ...(method === "card" ? cardNames : []),
    ...(method === "crypto" ? [fieldNames.coin] : []),
  ]);

/**
 * Checkout while it is open: the hold and its countdown, the payment method, the contact details
 * and Pay now. The browser checks what it can with the server's own schemas; what the server then
 * finds wrong shows under its field, or above Pay now.
 */
export function CheckoutForm({
  onPlaced,
  onClose,
  onLeave,
}: {
  onPlaced: (order: CreatedOrder) => void;
  /** Closing gives the seats back. */
  onClose: () => void;
  /** Leaving for the SBP bank's page or the crypto payment's page keeps them. */
  onLeave: () => void;
}) {
  const { t } = useLazyMessages("booking");
  const { user, currency, openCart, openSignIn } = useApp();
  const navigate = useNavigate();
  const { hold, retry } = useHold();
  const order = useOrder(onPlaced);
  const [method, setMethod] = useState<PaymentMethod>("card");
  // "Use my balance": the points applied (USD cents), or null.
  const [pointsCents, setPointsCents] = useState<number | null>(null);
  // What the browser found at the last Pay now; null when it sent the order.
  const [checked, setChecked] = useState<Problem[] | null>(null);

  // Crypto: the provider makes the payment for this checkout, and its page shows it.
  const crypto = useFetcher<ActionResult<{ crypto: CryptoPaymentView }>>();
  const leaving = useRef<PendingPayment | null>(null);
  // On once the action's revalidation is over: a navigation that overlapped it (and the discovery of
  // the payment page's route) could stall with the URL changed and the old page still shown.
  useActionAnswer(
    crypto,
    (answer) => {
      if (!answer.ok || !leaving.current) return;
      leavePending(leaving.current);
      onLeave();
      void navigate(`/checkout/crypto/${answer.crypto.id}`);
    },
    { whenIdle: true },
  );
  const cryptoFailure = crypto.state === "idle" && crypto.data && !crypto.data.ok ? crypto.data : undefined;
  // Which request the last Pay now sent: its failure is the one to show.
  const [sent, setSent] = useState<"order" | "crypto">("order");

  const problems = checked ?? (sent === "crypto" ? cryptoFailure : order.failure)?.problems ?? [];
  const fields = byField(problems);
  const shown = shownFields(method);
  const formError = problems.find((problem) => !problem.field || !shown.has(problem.field));

  // After a failed Pay now, the first field at fault takes the focus (its message is its description).
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [checked, order.failure, cryptoFailure]);

  function signIn() {
    onClose();
    openSignIn("signin");
  }

  const [tokenizing, setTokenizing] = useState(false);
  // What paying now takes: the points field caps at it.
  const dueNow = hold.state === "held" ? heldSummary(hold.held).dueNowCents : 0;

  async function pay(event: FormEvent<HTMLFormElement>, held: Held) {
    event.preventDefault();
    if (order.placing || tokenizing || crypto.state !== "idle" || !user) return;
    const form = new FormData(event.currentTarget);
    // Points pay up to what is due now (the deposits, where lines ask one), as the server takes them.
    const due = heldSummary(held).dueNowCents;
    const points = Math.min(pointsCents ?? 0, due, held.pointsBalanceCents);
    const byPoints = points > 0 && points >= due;
    const built = orderInput(form, { held, method, currency, email: user.email });
    // Paid entirely with points: no payment method, no payment details.
    const problems = byPoints
      ? built.problems.filter((problem) => !problem.field?.startsWith("card."))
      : built.problems;
    setChecked(problems.length > 0 ? problems : null);
    if (problems.length > 0) return;
    const { card } = built;
    const input = {
      ...built.input,
      ...(points > 0 ? { pointsCents: points } : {}),
      ...(byPoints ? { paymentMethod: undefined } : {}),
    };
    setSent(!byPoints && method === "crypto" ? "crypto" : "order");
    if (byPoints) return order.place(input);
    // SBP's bank page and the crypto payment's page send the order once the payment is confirmed.
    const pending: PendingPayment = {
      body: input,
      idempotencyKey: order.key,
      returnTo: window.location.pathname,
    };
    if (method === "crypto" && built.coin) {
      leaving.current = pending;
      void crypto.submit(
        { intent: "crypto", checkoutKey: order.key, coin: built.coin, currency, pointsCents: points },
        { method: "post", action: "/resources/checkout", encType: "application/json" },
      );
      return;
    }
    if (method === "sbp") {
      leavePending(pending);
      onLeave();
      // The bank's page is for this checkout; the server works out the amount itself.
      void navigate(`/checkout/sbp?checkout=${encodeURIComponent(order.key)}&points=${points}`);
      return;
    }
    if (card) {
      // The card goes to the provider; the order carries its token only.
      setTokenizing(true);
      const tokenized = await tokenizeCard(card);
      setTokenizing(false);
      if (!tokenized.ok) return setChecked(tokenized.problems);
      return order.place({ ...input, paymentToken: tokenized.token });
    }
    order.place(input);
  }

  return (
    <>
      <div className="flex flex-wrap items-center gap-3 pr-10">
        <DialogTitle className="font-display text-2xl font-semibold">{t("checkout.title")}</DialogTitle>
        <span className="rounded-full bg-amber-400/20 px-2.5 py-0.5 text-xs font-bold text-amber-800 dark:text-amber-300">
          {t("checkout.testMode")}
        </span>
      </div>
      <DialogDescription className="mt-1 text-sm text-muted-foreground">
        {t("checkout.testModeNote")}
      </DialogDescription>
      {hold.state !== "held" ? (
        <HoldNotice
          hold={hold}
          onRetry={retry}
          onSignIn={signIn}
          onBackToCart={() => {
            onClose();
            openCart();
          }}
        />
      ) : (
        <form
          ref={form}
          className="mt-6 grid gap-8 md:grid-cols-[1fr_18rem]"
          onSubmit={(event) => void pay(event, hold.held)}
          noValidate
        >
          <div className="space-y-6">
            <p
              className="flex items-center gap-2 rounded-xl bg-accent-soft px-3 py-2 text-sm font-semibold text-accent"
              role="timer"
              aria-live="off"
            >
              <Lock className="size-4" aria-hidden />
              {t("checkout.heldFor", { time: formatCountdown(hold.secondsLeft) })}
            </p>
            <PointsField
              balanceCents={hold.held.pointsBalanceCents}
              totalCents={dueNow}
              pointsCents={pointsCents}
              onChange={setPointsCents}
            />
            <PaymentFields method={method} onMethodChange={setMethod} problems={fields} />
            <ContactFields problems={fields} name={user?.name ?? ""} email={user?.email ?? ""} />
          </div>
          <OrderSummary
            held={hold.held}
            pointsCents={Math.min(pointsCents ?? 0, dueNow, hold.held.pointsBalanceCents)}
            error={formError}
            placing={order.placing || tokenizing || crypto.state !== "idle"}
            canPay={
              hold.held.items.length > 0 &&
              (Math.min(pointsCents ?? 0, hold.held.pointsBalanceCents) >= dueNow ||
                !(method === "sbp" && currency !== "RUB"))
            }
            onClose={onClose}
            onSignIn={signIn}
          />
        </form>
      )}
    </>
  );
}
