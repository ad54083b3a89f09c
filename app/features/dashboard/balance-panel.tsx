import { CreditCard } from "lucide-react";
import { useState } from "react";
import { balancePaymentSchema } from "../../../core/balance.ts";
import { centsOf } from "../../../core/form-input.ts";
import { chargeMinor, type Currency } from "../../../core/money.ts";
import { cardSchema } from "../../../core/schemas.ts";
import { validate } from "../../../core/validation.ts";
import { useCharged, useDollars, useFormatters } from "../../components/app-context.tsx";
import { PeninsulaTime } from "../../components/peninsula-time.tsx";
import { Button } from "../../components/ui/button.tsx";
import { fieldInRow, TextField } from "../../components/ui/input.tsx";
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from "../../components/ui/tabs.tsx";
import { formatCardField } from "../../lib/card-input.ts";
import { tokenizeCard } from "../../lib/card-token.ts";
import { useActionForm } from "../../lib/use-action-form.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useRouteMessages } from "../../lib/use-messages.ts";
import { SectionTitle } from "./layout.tsx";

/** What the panel reads of the booking page's booking. */
export interface PaymentBooking {
  status: string;
  totalCents: number;
  discountCents: number;
  depositCents: number;
  balanceCents: number;
  balanceDueAt: string | null;
  balancePaidAt: string | null;
  order: { currency: Currency; exchangeRate: number };
}

const emptyCard = { number: "", expiry: "", cvv: "" };
type Method = "card" | "sbp";

/**
 * The booking's payment (decision 042): its total, what has been paid (the deposit), the balance
 * and when it is due (Kamchatka time), and the form that pays it. Shown for bookings that took a
 * deposit; amounts are in the order's currency at the order's own rate, as they are charged.
 */
export function PaymentPanel({ booking, messages }: { booking: PaymentBooking; messages: string }) {
  const { t } = useRouteMessages("bookingPayment", messages);
  const charged = useCharged();
  const { dateTime } = useFormatters();
  if (!booking.balanceDueAt) return null;
  const { currency, exchangeRate } = booking.order;
  const inOrder = (cents: number) => charged(chargeMinor(cents, exchangeRate), currency);
  const net = booking.totalCents - booking.discountCents;
  const balance = net - booking.depositCents;
  const living = booking.status === "pending" || booking.status === "confirmed";
  const due = !booking.balancePaidAt && living;
  return (
    <section id="payment" className="mt-10 scroll-mt-24" data-testid="payment-panel">
      <SectionTitle>{t("title")}</SectionTitle>
      <dl className="mt-4 divide-y rounded-2xl border bg-card px-5 text-sm">
        <Line label={t("total")}>{inOrder(net)}</Line>
        <Line label={t("deposit")}>{inOrder(booking.depositCents)}</Line>
        {booking.balancePaidAt ? (
          <Line label={t("balancePaid")}>
            <span data-testid="balance-status">
              {t("paidOn", { amount: inOrder(balance), date: dateTime(booking.balancePaidAt) })}
            </span>
          </Line>
        ) : (
          <>
            <Line label={t("balanceDue")}>
              <strong data-testid="balance-status">{inOrder(booking.balanceCents)}</strong>
            </Line>
            <Line label={t("dueBy")}>
              {dateTime(booking.balanceDueAt)}
              <PeninsulaTime className="mt-1" />
            </Line>
          </>
        )}
      </dl>
      {due ? (
        <>
          <p className="mt-3 text-sm text-muted-foreground">{t("policy")}</p>
          <BalanceForm amount={inOrder(booking.balanceCents)} currency={currency} />
        </>
      ) : null}
    </section>
  );
}

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr]">
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * "Pay the balance": card (its token from the provider, as checkout's card form), SBP (the sandbox
 * bank's confirmation first, for an order in roubles) or points, under one key per form so that a
 * repeated click charges once. Script-only, as every card form is (the token needs the browser).
 */
function BalanceForm({ amount, currency }: { amount: string; currency: Currency }) {
  // The panel above has registered the namespace.
  const { t } = useTranslation("bookingPayment");
  const dollars = useDollars();
  const charged = useCharged();
  const [key] = useState(() => `balance-${crypto.randomUUID()}`);
  const [method, setMethod] = useState<Method>("card");
  const [card, setCard] = useState(emptyCard);
  const [points, setPoints] = useState("");
  const [tokenizing, setTokenizing] = useState(false);
  const [bank, setBank] = useState<{ amountMinor: number; token: string } | null>(null);
  const form = useActionForm({
    fields: ["card.number", "card.expiry", "card.cvv", "pointsCents"],
    intent: "balance",
    success: () => t("paid"),
  });
  const sbp = useActionForm({
    fields: ["pointsCents"],
    intent: "balanceSbp",
    onSuccess: (answer) => setBank(answer.sbp as { amountMinor: number; token: string }),
  });
  const pointsCents = points.trim() === "" ? 0 : centsOf(points);
  const busy = form.busy || sbp.busy || tokenizing;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const base = { idempotencyKey: key, ...(pointsCents ? { pointsCents } : {}) };
    if (Number.isNaN(pointsCents)) {
      return form.submit(null, {}, { problems: [{ field: "pointsCents", code: "wholeCents" }] });
    }
    if (method === "sbp") return sbp.submit("balanceSbp", base);
    const checked = validate(cardSchema, card);
    // Points alone may pay it all; the server says when they do not (a method is then needed).
    if (card.number.trim() === "" && pointsCents > 0) return form.submit("balance", base);
    if (!checked.ok) {
      const problems = checked.problems.map((p) => ({ ...p, field: `card.${p.field}` }));
      return form.submit(null, {}, { problems });
    }
    setTokenizing(true);
    const tokenized = await tokenizeCard(card);
    setTokenizing(false);
    if (!tokenized.ok) return form.submit(null, {}, { problems: tokenized.problems });
    const input = { ...base, paymentMethod: "card", paymentToken: tokenized.token };
    form.submit("balance", input, { schema: balancePaymentSchema });
  }

  const cardField = (name: "number" | "expiry" | "cvv", extra: Record<string, string>) => (
    <TextField
      id={`balance-${name}`}
      label={t(`card.${name}`)}
      error={form.error(`card.${name}`)}
      value={card[name]}
      inputMode="numeric"
      fieldClassName={fieldInRow}
      onChange={(event) => {
        const value = formatCardField(name, event);
        setCard((c) => ({ ...c, [name]: value }));
        form.edited(`card.${name}`);
      }}
      {...extra}
    />
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="mt-4 space-y-4 rounded-2xl border bg-card p-5"
    >
      <h3 className="font-display text-xl font-semibold">{t("formTitle")}</h3>
      <TabsRoot value={method} onValueChange={(value) => setMethod(value as Method)}>
        <TabsList>
          <TabsTrigger value="card">
            <CreditCard className="mr-1.5 inline size-4" aria-hidden />
            {t("methods.card")}
          </TabsTrigger>
          <TabsTrigger value="sbp">{t("methods.sbp")}</TabsTrigger>
        </TabsList>
        <TabsContent value="card" className="mt-4">
          <div className="grid gap-x-3 sm:grid-cols-[1fr_8rem_6rem] max-sm:[&>div+div>label]:mt-3">
            {cardField("number", { autoComplete: "cc-number", placeholder: "4242 4242 4242 4242" })}
            {cardField("expiry", { autoComplete: "cc-exp", placeholder: t("card.expiryPlaceholder") })}
            {cardField("cvv", { autoComplete: "cc-csc", placeholder: "123" })}
          </div>
        </TabsContent>
        <TabsContent value="sbp" className="mt-4 text-sm">
          <p className="rounded-xl bg-muted p-3">{t(currency === "RUB" ? "sbpNote" : "sbpRubOnly")}</p>
        </TabsContent>
      </TabsRoot>
      <TextField
        id="balance-points"
        label={t("points")}
        error={form.error("pointsCents") ?? sbp.error("pointsCents")}
        aria-describedby="balance-points-hint"
        inputMode="decimal"
        value={points}
        onChange={(event) => {
          setPoints(event.target.value);
          form.edited("pointsCents");
        }}
      />
      <p id="balance-points-hint" className="-mt-2 text-xs text-muted-foreground">
        {t("pointsHint", { example: dollars(5_000) })}
      </p>
      <p className="rounded-xl bg-accent-soft px-3 py-2 text-xs text-accent">{t("testMode")}</p>
      {bank ? (
        <div className="rounded-xl border p-4 text-sm" role="group" aria-label={t("bank.title")}>
          <p className="font-medium">{t("bank.title")}</p>
          <p className="mt-1 text-muted-foreground">
            {t("bank.text", { amount: charged(bank.amountMinor, "RUB") })}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              type="button"
              disabled={busy}
              onClick={() =>
                form.submit("balance", {
                  idempotencyKey: key,
                  paymentMethod: "sbp",
                  sbpToken: bank.token,
                  ...(pointsCents ? { pointsCents } : {}),
                })
              }
            >
              {t("bank.confirm")}
            </Button>
            <Button type="button" variant="ghost" disabled={busy} onClick={() => setBank(null)}>
              {t("bank.cancel")}
            </Button>
          </div>
        </div>
      ) : (
        <Button type="submit" disabled={busy || (method === "sbp" && currency !== "RUB")}>
          {busy ? t("paying") : t("pay", { amount })}
        </Button>
      )}
    </form>
  );
}
