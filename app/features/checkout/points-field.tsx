import { useMoney } from "../../components/app-context.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { useLazyMessages } from "../../lib/lazy-messages.ts";

/**
 * "Use my balance": all of the points balance up to what is due now (`totalCents`) by default, or the part the guest
 * types (in dollars of value). The rest goes to the payment method below.
 */
export function PointsField({
  balanceCents,
  totalCents,
  pointsCents,
  onChange,
  error,
}: {
  balanceCents: number;
  totalCents: number;
  /** Null when the balance is not used. */
  pointsCents: number | null;
  onChange: (pointsCents: number | null) => void;
  error?: string;
}) {
  const { t } = useLazyMessages("booking");
  const money = useMoney();
  const most = Math.min(balanceCents, totalCents);
  if (balanceCents <= 0) return null;
  return (
    <fieldset className="rounded-xl border p-3">
      <label className="flex items-center gap-2 font-semibold">
        <input
          type="checkbox"
          className="size-4 accent-[var(--accent)]"
          checked={pointsCents !== null}
          onChange={(event) => onChange(event.target.checked ? most : null)}
        />
        {t("checkout.useBalance")}
      </label>
      <p className="mt-1 text-sm text-muted-foreground">
        {t("checkout.balanceAvailable", { amount: money(balanceCents) })}
      </p>
      {pointsCents !== null ? (
        <div className="mt-3 max-w-48">
          <TextField
            id="checkout-points"
            name="pointsCents"
            label={t("checkout.pointsAmount")}
            type="number"
            min={0}
            max={most / 100}
            step="0.01"
            // A number input's value is a machine number ("12.50"); the browser shows it in its own
            // locale, so this is not a reader's text.
            // eslint-disable-next-line no-restricted-syntax
            defaultValue={(pointsCents / 100).toFixed(2)}
            error={error}
            onChange={(event) => {
              const dollars = Number(event.target.value);
              if (Number.isFinite(dollars)) onChange(Math.max(0, Math.min(most, Math.round(dollars * 100))));
            }}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
