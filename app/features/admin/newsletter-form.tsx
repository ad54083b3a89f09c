import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import {
  NEWSLETTER_BODY_MAX,
  NEWSLETTER_SUBJECT_MAX,
  newsletterSchema,
  type AdminNewsletter,
} from "../../../core/newsletters.ts";
import { languages, type Language } from "../../../core/preferences.ts";
import { ActionForm } from "../../components/action-form.tsx";
import { toast } from "../../components/toast.tsx";
import { Button } from "../../components/ui/button.tsx";
import { FieldError, Label, TextField, Textarea } from "../../components/ui/input.tsx";
import { Badge } from "../../components/ui/misc.tsx";
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from "../../components/ui/tabs.tsx";
import { cn } from "../../lib/cn.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useActionForm, type ActionFormState } from "../../lib/use-action-form.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

// The compose form: a subject and a text per language, named as the schema reads them
// ("subject.en", "body.ru"). With scripts each language is a tab; before they run, the three
// languages stand one under the other, so the form posts all six fields either way.

const fields = languages.flatMap((lang) => [`subject.${lang}`, `body.${lang}`]);

function LanguageFields({ lang, form }: { lang: Language; form: ActionFormState }) {
  const { t } = useTranslation("adminNewsletters");
  const bodyId = `newsletter-body-${lang}`;
  const bodyError = form.error(`body.${lang}`);
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-sm font-semibold">{t(`languages.${lang}`)}</legend>
      <TextField
        id={`newsletter-subject-${lang}`}
        name={`subject.${lang}`}
        lang={lang}
        label={t("compose.subject")}
        maxLength={NEWSLETTER_SUBJECT_MAX}
        defaultValue={form.value(`subject.${lang}`, "")}
        error={form.error(`subject.${lang}`)}
      />
      <div>
        <Label htmlFor={bodyId}>{t("compose.body")}</Label>
        <Textarea
          id={bodyId}
          name={`body.${lang}`}
          lang={lang}
          rows={10}
          maxLength={NEWSLETTER_BODY_MAX}
          defaultValue={form.value(`body.${lang}`, "")}
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={bodyError ? `${bodyId}-error` : undefined}
        />
        <FieldError id={`${bodyId}-error`}>{bodyError}</FieldError>
      </div>
    </fieldset>
  );
}

/** Draft or sent, as a badge. */
export function NewsletterStatus({ newsletter }: { newsletter: Pick<AdminNewsletter, "status"> }) {
  const { t } = useTranslation("adminNewsletters");
  return newsletter.status === "sent" ? (
    <Badge tone="success">{t("list.sent")}</Badge>
  ) : (
    <Badge>{t("list.draft")}</Badge>
  );
}

/** "Write a newsletter": saved as a draft, then its page opens with the preview and Send. */
export function ComposeNewsletter() {
  const { t } = useTranslation("adminNewsletters");
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [tab, setTab] = useState<Language>("en");
  const [created, setCreated] = useState<string | null>(null);
  const form = useActionForm({
    fields,
    intent: "create",
    schema: newsletterSchema,
    onSuccess: (answer) => {
      toast.success(t("compose.created"));
      setCreated(`/admin/newsletters/${String(answer.id)}`);
    },
  });
  // A language with a problem comes forward, so that the admin sees what is missing.
  const wrong = languages.find((lang) => form.error(`subject.${lang}`) || form.error(`body.${lang}`));
  useEffect(() => {
    if (wrong) setTab(wrong);
  }, [wrong]);
  // Its page opens once the list has reloaded.
  useEffect(() => {
    if (!created || form.busy) return;
    setCreated(null);
    void navigate(created);
  }, [created, form.busy, navigate]);
  return (
    <section aria-labelledby="compose-title" className="rounded-2xl border bg-card p-4 shadow-sm sm:p-6">
      <h3 id="compose-title" className="font-display text-lg font-semibold">
        {t("compose.title")}
      </h3>
      <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{t("compose.intro")}</p>
      <ActionForm form={form} className="mt-5 space-y-5">
        <TabsRoot value={tab} onValueChange={(value) => setTab(value as Language)}>
          {hydrated ? (
            <TabsList aria-label={t("compose.languages")} className="mb-5 max-w-md">
              {languages.map((lang) => (
                <TabsTrigger
                  key={lang}
                  value={lang}
                  className={cn(
                    (form.error(`subject.${lang}`) || form.error(`body.${lang}`)) && "text-danger",
                  )}
                >
                  {t(`languages.${lang}`)}
                </TabsTrigger>
              ))}
            </TabsList>
          ) : null}
          <div className={cn(!hydrated && "space-y-8")}>
            {languages.map((lang) => (
              // Every language stays in the form (the hidden ones post too).
              <TabsContent
                key={lang}
                value={lang}
                forceMount
                className={cn(hydrated && "data-[state=inactive]:hidden")}
              >
                <LanguageFields lang={lang} form={form} />
              </TabsContent>
            ))}
          </div>
        </TabsRoot>
        <div className="flex justify-end">
          <Button type="submit" disabled={form.busy}>
            {form.busy ? t("compose.saving") : t("compose.save")}
          </Button>
        </div>
      </ActionForm>
    </section>
  );
}
