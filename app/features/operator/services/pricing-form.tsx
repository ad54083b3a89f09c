import { AlertCircle, Save } from "lucide-react";
import { useMemo, useState } from "react";
import { useActionData } from "react-router";
import type { OperatorPricing } from "../../../../core/pricing-editor.ts";
import { pricingFormSchema } from "../../../../core/pricing-form.ts";
import { FormStatus } from "../../../components/action-form.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Field, Textarea } from "../../../components/ui/input.tsx";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import { useActionForm, type ActionAnswer } from "../../../lib/use-action-form.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import {
  pricingDraftFromPosted,
  pricingDraftOf,
  pricingFields,
  waiverLanguages,
  withoutBlankRows,
  type PricingDraft,
} from "./pricing-draft.ts";
import { PricingDeposit, PricingFees } from "./pricing-fees.tsx";
import { PricingSection, type PricingPart } from "./pricing-parts.tsx";
import { PricingSeasons } from "./pricing-seasons.tsx";
import { PricingTypes } from "./pricing-types.tsx";

/**
 * "Prices and participants": the service's price book in one form, saved at once (intent
 * "pricing"). A real form: every field is named as core/pricing-form.ts reads it, prices in
 * dollars; without scripts a refused save comes back with what was typed, and one empty season and
 * fee row wait at the end of their lists (emptied rows are removed on saving).
 */
export function PricingForm({ pricing }: { pricing: OperatorPricing }) {
  const { t } = useTranslation("pricingEditor");
  const hydrated = useHydrated();
  const posted = useActionData<ActionAnswer | undefined>();
  const [draft, setDraft] = useState<PricingDraft>(() =>
    posted?.ok === false && posted.intent === "pricing" && posted.values
      ? pricingDraftFromPosted(posted.values)
      : pricingDraftOf(pricing),
  );
  const fields = useMemo(() => pricingFields(draft), [draft]);
  const form = useActionForm({
    fields,
    intent: "pricing",
    schema: pricingFormSchema,
    success: () => t("saved"),
  });
  const anyProblem = fields.some((field) => form.error(field));
  const part: PricingPart = {
    draft,
    hydrated,
    error: form.error,
    change: (update, ...edited) => {
      setDraft(update);
      for (const field of edited) form.edited(field);
    },
  };

  // Rows left blank are not posted as rows; dropping them here too keeps a problem's row number
  // the row the form shows.
  function submit(event: React.FormEvent<HTMLFormElement>) {
    setDraft((before) => withoutBlankRows(before));
    form.props.onSubmit(event);
  }

  return (
    <section aria-labelledby="service-pricing" className="rounded-2xl border bg-card p-4 sm:p-6">
      <h3 id="service-pricing" className="font-display text-lg font-semibold">
        {t("title")}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{t("intro")}</p>
      <form.Form {...form.props} onSubmit={submit} className="mt-5 space-y-6">
        <input type="hidden" name="intent" value="pricing" />
        <FormStatus status={form.status} />
        <PricingTypes {...part} />
        <PricingSeasons {...part} />
        <PricingFees {...part} />
        <PricingDeposit {...part} />
        <PricingWaiver {...part} version={pricing.waiver?.version ?? null} />
        <div className="flex flex-wrap items-center gap-3 border-t pt-5">
          <Button type="submit" disabled={form.busy} className="w-full sm:w-auto">
            <Save aria-hidden />
            {form.busy ? t("saving") : t("save")}
          </Button>
          {anyProblem ? (
            <p role="alert" className="flex items-center gap-1.5 text-sm text-danger">
              <AlertCircle className="size-4 shrink-0" aria-hidden />
              {t("fixProblems")}
            </p>
          ) : null}
        </div>
      </form.Form>
    </section>
  );
}

/** The waiver in three languages, and the version travellers accept now. */
function PricingWaiver({ draft, change, error, version }: PricingPart & { version: number | null }) {
  const { t } = useTranslation("pricingEditor");
  return (
    <PricingSection id="pricing-waiver" title={t("waiver.title")} intro={t("waiver.intro")}>
      <p className="mb-3 text-sm font-medium" data-testid="waiver-version">
        {version === null ? t("waiver.none") : t("waiver.version", { version })}
      </p>
      <div className="grid gap-4 lg:grid-cols-3">
        {waiverLanguages.map((lang) => (
          <Field
            key={lang}
            id={`waiver-${lang}`}
            label={t(`waiver.language.${lang}`)}
            error={error(`waiver.${lang}`)}
          >
            <Textarea
              id={`waiver-${lang}`}
              name={`waiver.${lang}`}
              lang={lang}
              value={draft.waiver[lang]}
              aria-invalid={error(`waiver.${lang}`) ? true : undefined}
              aria-describedby={error(`waiver.${lang}`) ? `waiver-${lang}-error` : undefined}
              onChange={(event) =>
                change(
                  (before) => ({ ...before, waiver: { ...before.waiver, [lang]: event.target.value } }),
                  `waiver.${lang}`,
                )
              }
            />
          </Field>
        ))}
      </div>
    </PricingSection>
  );
}
