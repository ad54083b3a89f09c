import { useState } from "react";
import { useRevalidator } from "react-router";
import { cvvValid, expiryValid, luhnValid } from "../../../core/cards.ts";
import { QUICK_TOP_UPS, TOP_UP_MAX_USD, TOP_UP_MIN_USD } from "../../../core/dashboard.ts";
import { useMoney } from "../../components/app-context.tsx";
import { toast } from "../../components/toast.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { api } from "../../lib/api.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useApiError } from "./api-error.ts";

type Errors = Partial<Record<"amount" | "number" | "expiry" | "cvv", string>>;

/** Add funds through the payment provider (the sandbox in test mode): $10 to $5,000 a time. */
export function AddFundsForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const { t } = useTranslation("dashboard");
  const money = useMoney();
  const revalidator = useRevalidator();
  const apiError = useApiError();
  const [amount, setAmount] = useState("");
  const [card, setCard] = useState({ number: "", expiry: "", cvv: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const value = Number(amount);
  const tooLow = amount === "" || !(value >= TOP_UP_MIN_USD);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    if (!Number.isFinite(value) || value < TOP_UP_MIN_USD || value > TOP_UP_MAX_USD)
      next.amount = t("balance.amountInvalid");
    if (!luhnValid(card.number.replace(/\s+/g, ""))) next.number = t("balance.cardInvalid.number");
    if (!expiryValid(card.expiry)) next.expiry = t("balance.cardInvalid.expiry");
    if (!cvvValid(card.cvv)) next.cvv = t("balance.cardInvalid.cvv");
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    const result = await api(`/points/${userId}/top-up`, { method: "POST", body: { amount: value, card } });
    setBusy(false);
    if (!result.ok) return toast.error(apiError(result, { 402: t("balance.declined") }));
    toast.success(t("balance.added", { amount: money(Math.round(value * 100)) }));
    setAmount("");
    setCard({ number: "", expiry: "", cvv: "" });
    onDone();
    await revalidator.revalidate();
  }

  const cardField = (name: "number" | "expiry" | "cvv", label: string, extra: Record<string, string>) => (
    <TextField
      id={`top-up-${name}`}
      label={label}
      error={errors[name]}
      value={card[name]}
      inputMode="numeric"
      onChange={(event) => setCard((c) => ({ ...c, [name]: event.target.value }))}
      {...extra}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-2xl border bg-card p-5">
      <h3 className="font-display text-xl font-semibold">{t("balance.formTitle")}</h3>
      <TextField
        id="top-up-amount"
        label={t("balance.amount")}
        error={errors.amount}
        aria-describedby="top-up-hint"
        type="number"
        min={TOP_UP_MIN_USD}
        max={TOP_UP_MAX_USD}
        step="0.01"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
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
              onClick={() => setAmount(String(quick))}
            >
              ${quick}
            </Button>
          ))}
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_8rem_6rem]">
        {cardField("number", t("balance.cardNumber"), {
          autoComplete: "cc-number",
          placeholder: "4242 4242 4242 4242",
        })}
        {cardField("expiry", t("balance.expiry"), { autoComplete: "cc-exp", placeholder: "MM/YY" })}
        {cardField("cvv", t("balance.cvv"), { autoComplete: "cc-csc", placeholder: "123" })}
      </div>
      <p className="rounded-xl bg-accent-soft px-3 py-2 text-xs text-accent">{t("balance.testMode")}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={tooLow || busy}>
          {busy
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
