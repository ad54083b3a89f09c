import { useState } from "react";
import { QUICK_TOP_UPS, TOP_UP_MAX_USD, TOP_UP_MIN_USD } from "../../../core/dashboard.ts";
import { cardSchema, topUpSchema } from "../../../core/schemas.ts";
import { validate } from "../../../core/validation.ts";
import { tokenizeCard } from "../../lib/card-token.ts";
import { useMoney } from "../../components/app-context.tsx";
import { toast } from "../../components/toast.tsx";
import { Button } from "../../components/ui/button.tsx";
import { fieldInRow, TextField } from "../../components/ui/input.tsx";
import { formatCardField } from "../../lib/card-input.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useActionForm } from "../../lib/use-action-form.ts";

const emptyCard = { number: "", expiry: "", cvv: "" };

/**
 * Add funds through the payment provider (the sandbox in test mode): $10 to $5,000 a time.
 * Script-only, on purpose: the card goes to the provider for a token in the browser, and the
 * action is sent the token, never the card (docs/decisions/019-forms-before-hydration.md).
 */
export function AddFundsForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("dashboard");
  const money = useMoney();
  const [amount, setAmount] = useState("");
  const [card, setCard] = useState(emptyCard);
  const form = useActionForm({
    fields: ["amount", "card.number", "card.expiry", "card.cvv"],
    onSuccess: (answer) => {
      toast.success(t("balance.added", { amount: money(Number(answer.amountCents)) }));
      setAmount("");
      setCard(emptyCard);
      onDone();
    },
  });
  const value = Number(amount);
  const tooLow = amount === "" || !(value >= TOP_UP_MIN_USD);

  const [tokenizing, setTokenizing] = useState(false);

  // The card goes to the provider for a token first; the top-up action gets the token only.
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (tokenizing || form.busy) return;
    const checked = validate(cardSchema, card);
    if (!checked.ok) {
      const problems = checked.problems.map((p) => ({ ...p, field: `card.${p.field}` }));
      return form.submit(null, {}, { problems });
    }
    setTokenizing(true);
    const tokenized = await tokenizeCard(card);
    setTokenizing(false);
    if (!tokenized.ok) return form.submit(null, {}, { problems: tokenized.problems });
    const input = { amount: amount === "" ? undefined : value, paymentToken: tokenized.token };
    form.submit(null, input, { schema: topUpSchema });
  }

  const cardField = (name: "number" | "expiry" | "cvv", label: string, extra: Record<string, string>) => (
    <TextField
      id={`top-up-${name}`}
      label={label}
      error={form.error(`card.${name}`)}
      value={card[name]}
      inputMode="numeric"
      fieldClassName={fieldInRow}
      onChange={(event) => {
        // Grouped and with the expiry's slash as typed; the provider is sent digits and MM/YY.
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
      className="space-y-4 rounded-2xl border bg-card p-5"
    >
      <h3 className="font-display text-xl font-semibold">{t("balance.formTitle")}</h3>
      <TextField
        id="top-up-amount"
        label={t("balance.amount")}
        error={form.error("amount")}
        aria-describedby="top-up-hint"
        type="number"
        min={TOP_UP_MIN_USD}
        max={TOP_UP_MAX_USD}
        step="0.01"
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          form.edited("amount");
        }}
      />
      <p id="top-up-hint" className="-mt-2 text-xs text-muted-foreground">
        {t("balance.hint")}
      </p>
      <div>
        <p className="mb-2 text-sm font-medium">{t("balance.quickAmounts")}</p>
        <div className="flex flex-wrap gap-2">
          {QUICK_TOP_UPS.map((quick) => (
            <Button
              key={quick}
              type="button"
              size="sm"
              variant={value === quick ? "primary" : "outline"}
              aria-pressed={value === quick}
              onClick={() => {
                setAmount(String(quick));
                form.edited("amount");
              }}
            >
              ${quick}
            </Button>
          ))}
        </div>
      </div>
      {/* One row from 640 px, in line when a label wraps; stacked below, spaced by the labels. */}
      <div className="grid gap-x-3 sm:grid-cols-[1fr_8rem_6rem] max-sm:[&>div+div>label]:mt-3">
        {cardField("number", t("balance.cardNumber"), {
          autoComplete: "cc-number",
          placeholder: "4242 4242 4242 4242",
        })}
        {cardField("expiry", t("balance.expiry"), {
          autoComplete: "cc-exp",
          placeholder: t("balance.expiryPlaceholder"),
        })}
        {cardField("cvv", t("balance.cvv"), { autoComplete: "cc-csc", placeholder: "123" })}
      </div>
      <p className="rounded-xl bg-accent-soft px-3 py-2 text-xs text-accent">{t("balance.testMode")}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={tooLow || form.busy || tokenizing}>
          {form.busy || tokenizing
            ? t("balance.paying")
            : tooLow
              ? t("balance.addFunds")
              : t("balance.pay", { amount: money(Math.round(value * 100)) })}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t("balance.cancel")}
        </Button>
      </div>
    </form>
  );
}
