import { AlertCircle, Save } from "lucide-react";
import { useMemo, useState } from "react";
import { useActionData } from "react-router";
import { MAX_BOOKING_CUTOFF_HOURS, MIN_BOOKING_CUTOFF_HOURS } from "../../../../core/booking-cutoff.ts";
import { categories } from "../../../../core/categories.ts";
import {
  difficulties,
  dollarsOf,
  isBlankText,
  LIMITS,
  serviceEditForm,
  serviceEditSchema,
  serviceLanguages,
  type ServiceLanguage,
} from "../../../../core/service-editor.ts";
import { FormStatus } from "../../../components/action-form.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FieldError, Input, Label, TextField } from "../../../components/ui/input.tsx";
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from "../../../components/ui/tabs.tsx";
import { cn } from "../../../lib/cn.ts";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import { useActionForm, type ActionAnswer } from "../../../lib/use-action-form.ts";
import type { OperatorService } from "../../../../core/service-editor.ts";
import { LanguagePanel, Select } from "./language-panel.tsx";
import { MeetingFields } from "./meeting-fields.tsx";
import { draftFromPosted, draftOf, fieldsOf, withoutBlankRows, type Draft } from "./service-draft.ts";

/**
 * Every field of a service in one form: the texts per language in tabs, the shared details once.
 * A new service is created as a draft (the action then opens its page); an existing one is saved
 * all at once. It is a real form: every field is named as the schema reads it (`content.en.title`,
 * `content.ru.highlights.0`, the prices in dollars under `priceCents`), and serviceEditForm turns the
 * strings into the schema's input on both sides. Without scripts the English tab is the one shown
 * (the others are posted as they were) and rows are added or removed only with scripts.
 */
export function ServiceForm({ service }: { service: OperatorService | null }) {
  const { t } = useTranslation("serviceEditor");
  const { t: tc } = useTranslation();
  // A save refused without scripts comes back with what was posted: the form shows it again.
  const posted = useActionData<ActionAnswer | undefined>();
  const [draft, setDraft] = useState(() =>
    posted?.ok === false && posted.intent === "save" && posted.values
      ? draftFromPosted(posted.values, service)
      : draftOf(service),
  );
  // The price is the adult's: a save of the price book changes it, and the field follows (so a
  // later save of this form does not put the old price back).
  const [shownPrice, setShownPrice] = useState(service?.priceCents);
  if (service && service.priceCents !== shownPrice) {
    setShownPrice(service.priceCents);
    setDraft((before) => ({ ...before, price: dollarsOf(service.priceCents) }));
  }
  const [tab, setTab] = useState<ServiceLanguage>("en");
  const fields = useMemo(() => fieldsOf(draft), [draft]);
  const form = useActionForm({
    fields,
    intent: "save",
    schema: serviceEditSchema,
    shape: serviceEditForm,
    success: () => t("editor.saved"),
  });
  const langHasProblem = (lang: ServiceLanguage) =>
    fields.some((field) => field.startsWith(`content.${lang}`) && form.error(field));
  const anyProblem = fields.some((field) => form.error(field));
  // A field's problem shows until that field is edited again.
  const change = (patch: Partial<Draft>, ...edited: string[]) => {
    setDraft((before) => ({ ...before, ...patch }));
    for (const field of edited) form.edited(field);
  };

  // Rows left blank are dropped (the shape drops them from what is posted, the draft here), so a
  // problem's row number is the row the form shows once it re-renders.
  function submit(event: React.FormEvent<HTMLFormElement>) {
    const cleaned: Draft = {
      ...draft,
      content: {
        en: withoutBlankRows(draft.content.en),
        ru: withoutBlankRows(draft.content.ru),
        de: withoutBlankRows(draft.content.de),
      },
    };
    setDraft(cleaned);
    form.props.onSubmit(event);
  }

  const number = (key: "durationDays" | "groupMin" | "groupMax", max: number) => (
    <TextField
      id={`service-${key}`}
      name={key}
      label={t(`editor.${key}`)}
      type="number"
      inputMode="numeric"
      min={1}
      max={max}
      step={1}
      value={draft[key]}
      error={form.error(key)}
      onChange={(event) => change({ [key]: event.target.value }, key)}
    />
  );

  return (
    <form.Form {...form.props} onSubmit={submit} className="space-y-8">
      <input type="hidden" name="intent" value="save" />
      <FormStatus status={form.status} />
      <section aria-labelledby="service-texts" className="rounded-2xl border bg-card p-4 sm:p-6">
        <h3 id="service-texts" className="font-display text-lg font-semibold">
          {t("editor.texts")}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{t("editor.textsIntro")}</p>
        <TabsRoot value={tab} onValueChange={(value) => setTab(value as ServiceLanguage)} className="mt-4">
          <TabsList aria-label={t("editor.texts")} className="max-w-lg">
            {serviceLanguages.map((lang) => {
              const problem = langHasProblem(lang);
              const blank = lang !== "en" && isBlankText(draft.content[lang]);
              return (
                <TabsTrigger key={lang} value={lang} className="px-2">
                  <span className="inline-flex items-center gap-1.5">
                    {t(`editor.languages.${lang}`)}
                    {problem ? (
                      <>
                        <AlertCircle className="size-4 text-danger" aria-hidden />
                        <span className="sr-only">({t("editor.hasProblems")})</span>
                      </>
                    ) : null}
                  </span>
                  {blank ? <span className="sr-only">({t("editor.notTranslated")})</span> : null}
                </TabsTrigger>
              );
            })}
          </TabsList>
          {serviceLanguages.map((lang) => (
            // Every language stays in the form (hidden when not shown), so each is posted.
            <TabsContent
              key={lang}
              value={lang}
              forceMount
              className="mt-5 focus-visible:outline-none data-[state=inactive]:hidden"
            >
              {lang !== "en" && isBlankText(draft.content[lang]) ? (
                <p className="mb-4 rounded-xl bg-muted px-3 py-2 text-sm text-muted-foreground">
                  {t(`editor.languages.${lang}`)}: {t("editor.notTranslated")}
                </p>
              ) : null}
              <LanguagePanel
                lang={lang}
                text={draft.content[lang]}
                english={draft.content.en}
                error={form.error}
                onChange={(text) => {
                  setDraft((before) => ({ ...before, content: { ...before.content, [lang]: text } }));
                }}
              />
            </TabsContent>
          ))}
        </TabsRoot>
      </section>

      <section aria-labelledby="service-details" className="rounded-2xl border bg-card p-4 sm:p-6">
        <h3 id="service-details" className="font-display text-lg font-semibold">
          {t("editor.details")}
        </h3>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Select
            id="service-category"
            name="category"
            label={t("editor.category")}
            value={draft.category}
            options={categories.map((c) => [c, tc(`categories.${c}`)] as const)}
            error={form.error("category")}
            onChange={(category) => change({ category }, "category")}
          />
          <Select
            id="service-difficulty"
            name="difficulty"
            label={t("editor.difficulty")}
            value={draft.difficulty}
            options={difficulties.map((d) => [d, tc(`service.difficulty.${d}`)] as const)}
            error={form.error("difficulty")}
            onChange={(difficulty) => change({ difficulty }, "difficulty")}
          />
          <TextField
            id="service-price"
            name="priceCents"
            label={t("editor.price")}
            inputMode="decimal"
            autoComplete="off"
            value={draft.price}
            error={form.error("priceCents")}
            onChange={(event) => change({ price: event.target.value }, "priceCents", "originalPriceCents")}
          />
          <div>
            <Label htmlFor="service-original-price">{t("editor.originalPrice")}</Label>
            <Input
              id="service-original-price"
              name="originalPriceCents"
              inputMode="decimal"
              autoComplete="off"
              value={draft.originalPrice}
              aria-invalid={form.error("originalPriceCents") ? true : undefined}
              aria-describedby="service-original-price-hint service-original-price-error"
              onChange={(event) => change({ originalPrice: event.target.value }, "originalPriceCents")}
            />
            <p id="service-original-price-hint" className="mt-1.5 text-xs text-muted-foreground">
              {t("editor.originalPriceHint")}
            </p>
            <FieldError id="service-original-price-error">{form.error("originalPriceCents")}</FieldError>
          </div>
          {number("durationDays", LIMITS.durationDays)}
          {number("groupMin", LIMITS.group)}
          {number("groupMax", LIMITS.group)}
          <div>
            <Label htmlFor="service-booking-cutoff">{t("editor.bookingCutoffHours")}</Label>
            <Input
              id="service-booking-cutoff"
              name="bookingCutoffHours"
              type="number"
              inputMode="numeric"
              min={MIN_BOOKING_CUTOFF_HOURS}
              max={MAX_BOOKING_CUTOFF_HOURS}
              step={1}
              value={draft.bookingCutoffHours}
              aria-invalid={form.error("bookingCutoffHours") ? true : undefined}
              aria-describedby="service-booking-cutoff-hint service-booking-cutoff-error"
              onChange={(event) => change({ bookingCutoffHours: event.target.value }, "bookingCutoffHours")}
            />
            <p id="service-booking-cutoff-hint" className="mt-1.5 text-xs text-muted-foreground">
              {t("editor.bookingCutoffHint")}
            </p>
            <FieldError id="service-booking-cutoff-error">{form.error("bookingCutoffHours")}</FieldError>
          </div>
        </div>
      </section>

      <MeetingFields draft={draft} change={change} error={(field) => form.error(field)} />

      <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-3 bg-background/95 px-1 py-3 backdrop-blur">
        <Button type="submit" size="lg" disabled={form.busy} className="w-full sm:w-auto">
          <Save aria-hidden />
          {form.busy ? t("editor.saving") : service ? t("editor.save") : t("editor.create")}
        </Button>
        {anyProblem ? (
          <p role="alert" className={cn("flex items-center gap-1.5 text-sm text-danger")}>
            <AlertCircle className="size-4 shrink-0" aria-hidden />
            {t("editor.fixProblems")}
          </p>
        ) : null}
      </div>
    </form.Form>
  );
}
