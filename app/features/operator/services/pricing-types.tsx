import { participantCodes, type ParticipantCode } from "../../../../core/participants.ts";
import { PRICING_LIMITS } from "../../../../core/pricing-editor.ts";
import { FieldError, TextField } from "../../../components/ui/input.tsx";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import { offeredCodes, type TypeDraft } from "./pricing-draft.ts";
import { Box, cellInput, PricingSection, type PricingPart } from "./pricing-parts.tsx";

/**
 * Who the service takes: a row per type (offered or not, its price in dollars, its ages, whether
 * it takes a seat), then the trip's minimum age, the licence age and whether a party needs an
 * adult. The schema names a type's problem by its place among the offered types.
 */
export function PricingTypes({ draft, change, error }: PricingPart) {
  const { t } = useTranslation("pricingEditor");
  const offered = offeredCodes(draft);
  const at = (code: ParticipantCode, field: string) => {
    const index = offered.indexOf(code);
    return index < 0 ? undefined : `types.${index}.${field}`;
  };
  const problem = (code: ParticipantCode, field: string) => {
    const path = at(code, field);
    return path ? error(path) : undefined;
  };
  const set = (code: ParticipantCode, patch: Partial<TypeDraft>, field?: string) => {
    const path = field ? at(code, field) : undefined;
    change(
      (before) => ({ ...before, types: { ...before.types, [code]: { ...before.types[code], ...patch } } }),
      "types",
      ...(path ? [path] : []),
    );
  };

  return (
    <PricingSection id="pricing-types" title={t("types.title")} intro={t("types.intro")}>
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("types.type")}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("types.price")}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("types.minAge")}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("types.maxAge")}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t("types.takesSeat")}
              </th>
            </tr>
          </thead>
          <tbody>
            {participantCodes.map((code) => {
              const row = draft.types[code];
              const name = t(`type.${code}`);
              const cell = (field: "price" | "minAge" | "maxAge", schemaField: string, label: string) => {
                const id = `type-${code}-${field}`;
                const shown = problem(code, schemaField);
                return (
                  <td className="py-2 pr-3 align-top">
                    <input
                      id={id}
                      name={`type.${code}.${field}`}
                      aria-label={`${name}: ${label}`}
                      inputMode={field === "price" ? "decimal" : "numeric"}
                      autoComplete="off"
                      value={row[field]}
                      aria-invalid={shown ? true : undefined}
                      aria-describedby={shown ? `${id}-error` : undefined}
                      className={cellInput}
                      onChange={(event) => set(code, { [field]: event.target.value }, schemaField)}
                    />
                    <FieldError id={`${id}-error`}>{shown}</FieldError>
                  </td>
                );
              };
              return (
                <tr key={code} className="border-t">
                  <th scope="row" className="py-2 pr-3 align-top font-normal">
                    <Box
                      id={`type-${code}-offered`}
                      name={`type.${code}.offered`}
                      label={name}
                      checked={row.offered}
                      error={problem(code, "code")}
                      onChange={(event) => set(code, { offered: event.target.checked })}
                    />
                  </th>
                  {cell("price", "priceCents", t("types.price"))}
                  {cell("minAge", "minAge", t("types.minAge"))}
                  {cell("maxAge", "maxAge", t("types.maxAge"))}
                  <td className="py-2 align-top">
                    <Box
                      id={`type-${code}-seat`}
                      name={`type.${code}.takesSeat`}
                      label={<span className="sr-only">{`${name}: ${t("types.takesSeat")}`}</span>}
                      checked={row.takesSeat}
                      error={problem(code, "takesSeat")}
                      onChange={(event) => set(code, { takesSeat: event.target.checked }, "takesSeat")}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <FieldError id="pricing-types-error">{error("types")}</FieldError>
      <p className="mt-2 text-xs text-muted-foreground">{t("types.hint")}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          id="pricing-min-age"
          name="minAge"
          label={t("ages.minAge")}
          inputMode="numeric"
          type="number"
          min={0}
          max={PRICING_LIMITS.age}
          value={draft.minAge}
          error={error("minAge")}
          onChange={(event) => change((before) => ({ ...before, minAge: event.target.value }), "minAge")}
        />
        <TextField
          id="pricing-licence-age"
          name="licenceFromAge"
          label={t("ages.licenceFromAge")}
          inputMode="numeric"
          type="number"
          min={0}
          max={PRICING_LIMITS.age}
          value={draft.licenceFromAge}
          error={error("licenceFromAge")}
          aria-describedby="pricing-licence-age-hint"
          onChange={(event) =>
            change((before) => ({ ...before, licenceFromAge: event.target.value }), "licenceFromAge")
          }
        />
        <p id="pricing-licence-age-hint" className="-mt-2 text-xs text-muted-foreground sm:col-start-2">
          {t("ages.licenceHint")}
        </p>
        <Box
          id="pricing-adult-required"
          name="adultRequired"
          label={t("ages.adultRequired")}
          checked={draft.adultRequired}
          error={error("adultRequired")}
          className="sm:col-span-2"
          onChange={(event) =>
            change((before) => ({ ...before, adultRequired: event.target.checked }), "adultRequired")
          }
        />
      </div>
    </PricingSection>
  );
}
