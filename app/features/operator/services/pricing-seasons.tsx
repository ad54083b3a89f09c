import { Plus, Trash2 } from "lucide-react";
import { PRICING_LIMITS } from "../../../../core/pricing-editor.ts";
import { Button } from "../../../components/ui/button.tsx";
import { FieldError, TextField } from "../../../components/ui/input.tsx";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import { emptySeason, offeredCodes, type SeasonDraft } from "./pricing-draft.ts";
import { cellInput, PricingSection, type PricingPart } from "./pricing-parts.tsx";

/**
 * Seasons: a name, a first and a last day, and a price for each offered type (left empty: its usual
 * price). With scripts rows are added and removed with buttons; without them one empty row waits at
 * the end, and a row emptied is removed on saving.
 */
export function PricingSeasons({ draft, change, error, hydrated }: PricingPart) {
  const { t } = useTranslation("pricingEditor");
  const rows = hydrated ? draft.periods : [...draft.periods, emptySeasonRow];
  const codes = offeredCodes(draft);
  const set = (index: number, patch: Partial<SeasonDraft>, field: string) =>
    change(
      (before) => {
        const periods =
          index < before.periods.length ? [...before.periods] : [...before.periods, emptySeason()];
        periods[index] = { ...periods[index]!, ...patch };
        return { ...before, periods };
      },
      `periods.${index}.${field}`,
      "periods",
    );

  return (
    <PricingSection id="pricing-seasons" title={t("seasons.title")} intro={t("seasons.intro")}>
      {draft.periods.length === 0 && hydrated ? (
        <p className="rounded-xl bg-muted px-3 py-2 text-sm text-muted-foreground">{t("seasons.none")}</p>
      ) : null}
      <ol className="space-y-4">
        {rows.map((season, i) => {
          const at = `periods.${i}`;
          const label = season.name.trim() || t("seasons.row", { n: i + 1 });
          return (
            <li key={season.key} className="rounded-xl border p-3 sm:p-4" aria-label={label}>
              <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
                <TextField
                  id={`season-${i}-name`}
                  name={`${at}.name`}
                  label={t("seasons.name")}
                  maxLength={PRICING_LIMITS.periodName}
                  value={season.name}
                  error={error(`${at}.name`)}
                  onChange={(event) => set(i, { name: event.target.value }, "name")}
                />
                <TextField
                  id={`season-${i}-starts`}
                  name={`${at}.startsOn`}
                  type="date"
                  label={t("seasons.startsOn")}
                  value={season.startsOn}
                  error={error(`${at}.startsOn`)}
                  onChange={(event) => set(i, { startsOn: event.target.value }, "startsOn")}
                />
                <TextField
                  id={`season-${i}-ends`}
                  name={`${at}.endsOn`}
                  type="date"
                  label={t("seasons.endsOn")}
                  value={season.endsOn}
                  error={error(`${at}.endsOn`)}
                  onChange={(event) => set(i, { endsOn: event.target.value }, "endsOn")}
                />
              </div>
              <fieldset className="mt-3">
                <legend className="mb-1.5 text-sm font-medium">{t("seasons.prices")}</legend>
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
                  {codes.map((code) => {
                    const id = `season-${i}-price-${code}`;
                    const shown = error(`${at}.prices.${code}`);
                    return (
                      <div key={code}>
                        <label htmlFor={id} className="mb-1 block text-xs text-muted-foreground">
                          {t(`type.${code}`)}
                        </label>
                        <input
                          id={id}
                          name={`${at}.prices.${code}`}
                          inputMode="decimal"
                          autoComplete="off"
                          placeholder={draft.types[code].price}
                          value={season.prices[code]}
                          aria-invalid={shown ? true : undefined}
                          aria-describedby={shown ? `${id}-error` : undefined}
                          className={cellInput}
                          onChange={(event) =>
                            set(
                              i,
                              { prices: { ...season.prices, [code]: event.target.value } },
                              `prices.${code}`,
                            )
                          }
                        />
                        <FieldError id={`${id}-error`}>{shown}</FieldError>
                      </div>
                    );
                  })}
                </div>
                <FieldError id={`season-${i}-prices-error`}>{error(`${at}.prices`)}</FieldError>
              </fieldset>
              {hydrated ? (
                <Button
                  type="button"
                  variant="subtle"
                  size="sm"
                  className="mt-3"
                  onClick={() =>
                    change(
                      (before) => ({ ...before, periods: before.periods.filter((_, j) => j !== i) }),
                      "periods",
                    )
                  }
                >
                  <Trash2 aria-hidden />
                  {t("seasons.remove", { name: label })}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
      <FieldError id="pricing-seasons-error">{error("periods")}</FieldError>
      {hydrated ? (
        draft.periods.length < PRICING_LIMITS.periods ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => change((before) => ({ ...before, periods: [...before.periods, emptySeason()] }))}
          >
            <Plus aria-hidden />
            {t("seasons.add")}
          </Button>
        ) : null
      ) : (
        <p className="mt-2 text-xs text-muted-foreground">{t("rowsWithoutScripts")}</p>
      )}
    </PricingSection>
  );
}

/** The row waiting at the end of the list before the page's scripts run. */
const emptySeasonRow = emptySeason();
