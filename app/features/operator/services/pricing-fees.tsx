import { Plus, Trash2 } from "lucide-react";
import { PRICING_LIMITS } from "../../../../core/pricing-editor.ts";
import { Button } from "../../../components/ui/button.tsx";
import { FieldError, TextField } from "../../../components/ui/input.tsx";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import { Select } from "./language-panel.tsx";
import { emptyFee, waiverLanguages, type FeeDraft, type PricingDraft } from "./pricing-draft.ts";
import { Box, PricingSection, type PricingPart } from "./pricing-parts.tsx";

/**
 * Fee and tax lines (a name per language, per person or per booking, dollars or a percentage,
 * included in the price or added), and the deposit. Rows are added and removed as seasons are.
 */
export function PricingFees({ draft, change, error, hydrated }: PricingPart) {
  const { t } = useTranslation("pricingEditor");
  const rows = hydrated ? draft.fees : [...draft.fees, emptyFeeRow];
  const set = (index: number, patch: Partial<FeeDraft>, field: string) =>
    change(
      (before) => {
        const fees = index < before.fees.length ? [...before.fees] : [...before.fees, emptyFee()];
        fees[index] = { ...fees[index]!, ...patch };
        return { ...before, fees };
      },
      `fees.${index}.${field}`,
      "fees",
    );

  return (
    <PricingSection id="pricing-fees" title={t("fees.title")} intro={t("fees.intro")}>
      {draft.fees.length === 0 && hydrated ? (
        <p className="rounded-xl bg-muted px-3 py-2 text-sm text-muted-foreground">{t("fees.none")}</p>
      ) : null}
      <ol className="space-y-4">
        {rows.map((fee, i) => {
          const at = `fees.${i}`;
          const label = fee.names.en.trim() || t("fees.row", { n: i + 1 });
          return (
            <li key={fee.key} className="rounded-xl border p-3 sm:p-4" aria-label={label}>
              <div className="grid gap-3 sm:grid-cols-3">
                {waiverLanguages.map((lang) => (
                  <TextField
                    key={lang}
                    id={`fee-${i}-name-${lang}`}
                    name={`${at}.names.${lang}`}
                    label={t(`fees.name.${lang}`)}
                    maxLength={PRICING_LIMITS.feeName}
                    value={fee.names[lang]}
                    error={error(`${at}.names.${lang}`)}
                    onChange={(event) =>
                      set(i, { names: { ...fee.names, [lang]: event.target.value } }, `names.${lang}`)
                    }
                  />
                ))}
                <Select
                  id={`fee-${i}-kind`}
                  name={`${at}.kind`}
                  label={t("fees.kind")}
                  value={fee.kind}
                  options={[
                    ["fee", t("fees.kinds.fee")],
                    ["tax", t("fees.kinds.tax")],
                  ]}
                  error={error(`${at}.kind`)}
                  onChange={(kind) => set(i, { kind }, "kind")}
                />
                <Select
                  id={`fee-${i}-basis`}
                  name={`${at}.basis`}
                  label={t("fees.basis")}
                  value={fee.basis}
                  options={[
                    ["person", t("fees.bases.person")],
                    ["booking", t("fees.bases.booking")],
                  ]}
                  error={error(`${at}.basis`)}
                  onChange={(basis) => set(i, { basis }, "basis")}
                />
                <Select
                  id={`fee-${i}-amount-kind`}
                  name={`${at}.amountKind`}
                  label={t("fees.amountKind")}
                  value={fee.amountKind}
                  options={[
                    ["fixed", t("fees.amountKinds.fixed")],
                    ["percent", t("fees.amountKinds.percent")],
                  ]}
                  error={error(`${at}.amountKind`)}
                  onChange={(amountKind) => set(i, { amountKind }, "amountKind")}
                />
                <TextField
                  id={`fee-${i}-amount`}
                  name={`${at}.amount`}
                  label={t("fees.amount")}
                  inputMode="decimal"
                  autoComplete="off"
                  value={fee.amount}
                  error={error(`${at}.amount`)}
                  onChange={(event) => set(i, { amount: event.target.value }, "amount")}
                />
                <Box
                  id={`fee-${i}-included`}
                  name={`${at}.included`}
                  label={t("fees.included")}
                  checked={fee.included}
                  error={error(`${at}.included`)}
                  className="sm:col-span-2 sm:self-end"
                  onChange={(event) => set(i, { included: event.target.checked }, "included")}
                />
              </div>
              {hydrated ? (
                <Button
                  type="button"
                  variant="subtle"
                  size="sm"
                  className="mt-3"
                  onClick={() =>
                    change((before) => ({ ...before, fees: before.fees.filter((_, j) => j !== i) }), "fees")
                  }
                >
                  <Trash2 aria-hidden />
                  {t("fees.remove", { name: label })}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
      <FieldError id="pricing-fees-error">{error("fees")}</FieldError>
      {hydrated ? (
        draft.fees.length < PRICING_LIMITS.fees ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => change((before) => ({ ...before, fees: [...before.fees, emptyFee()] }))}
          >
            <Plus aria-hidden />
            {t("fees.add")}
          </Button>
        ) : null
      ) : (
        <p className="mt-2 text-xs text-muted-foreground">{t("rowsWithoutScripts")}</p>
      )}
    </PricingSection>
  );
}

/** The row waiting at the end of the list before the page's scripts run. */
const emptyFeeRow = emptyFee();

/** The deposit: none, a percentage of the total or a fixed amount per person, and when the rest is due. */
export function PricingDeposit({ draft, change, error }: PricingPart) {
  const { t } = useTranslation("pricingEditor");
  const { deposit } = draft;
  const set = (patch: Partial<PricingDraft["deposit"]>, field: string) =>
    change((before) => ({ ...before, deposit: { ...before.deposit, ...patch } }), `deposit.${field}`);
  return (
    <PricingSection id="pricing-deposit" title={t("deposit.title")} intro={t("deposit.intro")}>
      <div className="grid gap-4 sm:grid-cols-3">
        <Select
          id="deposit-kind"
          name="deposit.kind"
          label={t("deposit.kind")}
          value={deposit.kind}
          options={[
            ["none", t("deposit.kinds.none")],
            ["percent", t("deposit.kinds.percent")],
            ["fixed", t("deposit.kinds.fixed")],
          ]}
          error={error("deposit.kind")}
          onChange={(kind) => set({ kind }, "kind")}
        />
        <TextField
          id="deposit-value"
          name="deposit.value"
          label={deposit.kind === "fixed" ? t("deposit.valueFixed") : t("deposit.valuePercent")}
          inputMode="decimal"
          autoComplete="off"
          value={deposit.value}
          error={error("deposit.value")}
          onChange={(event) => set({ value: event.target.value }, "value")}
        />
        <TextField
          id="deposit-due"
          name="deposit.balanceDueDays"
          label={t("deposit.balanceDueDays")}
          type="number"
          inputMode="numeric"
          min={1}
          max={PRICING_LIMITS.balanceDueDays}
          value={deposit.balanceDueDays}
          error={error("deposit.balanceDueDays")}
          onChange={(event) => set({ balanceDueDays: event.target.value }, "balanceDueDays")}
        />
        <Box
          id="deposit-kept"
          name="depositKeptOnLapse"
          label={t("deposit.keptOnLapse")}
          checked={draft.depositKeptOnLapse}
          error={error("depositKeptOnLapse")}
          className="sm:col-span-3"
          onChange={(event) =>
            change(
              (before) => ({ ...before, depositKeptOnLapse: event.target.checked }),
              "depositKeptOnLapse",
            )
          }
        />
      </div>
    </PricingSection>
  );
}
