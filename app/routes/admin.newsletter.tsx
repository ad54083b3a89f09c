import { Send } from "lucide-react";
import { Link } from "react-router";
import { sendNewsletterSchema, type AdminNewsletterDetail } from "../../core/newsletters.ts";
import { languages } from "../../core/preferences.ts";
import { ActionForm } from "../components/action-form.tsx";
import { BackLink } from "../components/back-link.tsx";
import { Button } from "../components/ui/button.tsx";
import { FieldError } from "../components/ui/input.tsx";
import { useInstant } from "../features/admin/mail.tsx";
import { NewsletterStatus } from "../features/admin/newsletter-form.tsx";
import { settle } from "../lib/client-action.ts";
import { cn } from "../lib/cn.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { privatePage } from "../lib/seo.ts";
import { useActionForm } from "../lib/use-action-form.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/admin.newsletter";
import { loadNewsletter, newsletterAction } from "./admin.newsletters.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePage(loaderData?.newsletter.subject.en ?? loaderData?.meta.title ?? "");
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadNewsletter(request, context, params.newsletterId);
}

/** Send the newsletter, once. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return newsletterAction(request, context, params.newsletterId);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

/** The languages as links (the preview is the server's rendering of that language's mail). */
function LanguageLinks({ newsletter }: { newsletter: AdminNewsletterDetail }) {
  const { t } = useTranslation("adminNewsletters");
  return (
    <nav
      aria-label={t("compose.languages")}
      className="inline-flex w-full max-w-md rounded-full bg-muted p-1"
    >
      {languages.map((lang) => {
        const current = lang === newsletter.preview.lang;
        return (
          <Link
            key={lang}
            to={`?lang=${lang}`}
            replace
            preventScrollReset
            aria-current={current ? "page" : undefined}
            className={cn(
              "flex-1 rounded-full px-3 py-2 text-center text-sm font-semibold text-muted-foreground transition-colors",
              current && "bg-card text-foreground shadow-sm",
            )}
          >
            {t(`languages.${lang}`)}
          </Link>
        );
      })}
    </nav>
  );
}

/** Send: a box to tick first (it goes to every opted-in account, once), then the button. */
function SendNewsletter({ audience }: { audience: number }) {
  const { t } = useTranslation("adminNewsletters");
  const form = useActionForm({
    fields: ["confirm"],
    intent: "send",
    schema: sendNewsletterSchema,
    success: (answer) => t("detail.sentToast", { count: Number(answer.recipients) }),
  });
  const error = form.error("confirm");
  return (
    <ActionForm form={form} className="space-y-3">
      <p className="text-sm">{t("detail.audience", { count: audience })}</p>
      <div>
        <label className="flex items-start gap-2.5 text-sm">
          <input
            type="checkbox"
            name="confirm"
            required
            className="mt-0.5 size-4 shrink-0 accent-[var(--color-accent)]"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "confirm-error" : undefined}
          />
          <span>{t("detail.confirm", { count: audience })}</span>
        </label>
        <FieldError id="confirm-error">{error}</FieldError>
      </div>
      <Button type="submit" disabled={form.busy}>
        <Send aria-hidden />
        {form.busy ? t("detail.sending") : t("detail.send")}
      </Button>
    </ActionForm>
  );
}

/** One newsletter: its status, its mail as the chosen language's readers get it, and Send. */
export default function AdminNewsletterPage({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteMessages("adminNewsletters", loaderData.messages);
  const instant = useInstant();
  const { newsletter } = loaderData;
  const { lang } = newsletter.preview;
  return (
    <article aria-labelledby="newsletter-subject" className="space-y-6">
      <BackLink to="/admin/newsletters">{t("detail.back")}</BackLink>
      <div className="flex flex-wrap items-start gap-3">
        <h2
          id="newsletter-subject"
          lang={lang}
          className="min-w-0 flex-1 font-display text-xl font-semibold break-words sm:text-2xl"
        >
          {newsletter.subject[lang]}
        </h2>
        <NewsletterStatus newsletter={newsletter} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section
          aria-labelledby="preview-title"
          className="min-w-0 rounded-2xl border bg-card p-4 shadow-sm sm:p-5"
        >
          <h3 id="preview-title" className="font-display text-lg font-semibold">
            {t("detail.preview")}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{t("detail.previewIntro")}</p>
          <div className="mt-3">
            <LanguageLinks newsletter={newsletter} />
          </div>
          <p className="mt-3 text-sm font-medium break-words" lang={lang}>
            {t("detail.subjectLine", { subject: newsletter.preview.subject })}
          </p>
          <iframe
            title={t("detail.previewFrame", { language: t(`languages.${lang}`) })}
            sandbox=""
            srcDoc={newsletter.preview.html}
            className="mt-3 h-[36rem] w-full rounded-xl border bg-white"
          />
        </section>
        <div className="order-first min-w-0 lg:order-none">
          <section className="rounded-2xl border bg-card p-4 shadow-sm sm:p-5">
            {newsletter.status === "sent" && newsletter.sentAt ? (
              <div className="space-y-2 text-sm">
                <p className="font-semibold">
                  {t("detail.sentOn", {
                    date: instant(newsletter.sentAt),
                    count: newsletter.recipients ?? 0,
                  })}
                </p>
                <p className="text-muted-foreground">{t("detail.alreadySent")}</p>
              </div>
            ) : (
              <div className="space-y-3">
                <p className="text-sm font-semibold">{t("detail.draft")}</p>
                <SendNewsletter audience={newsletter.audience} />
              </div>
            )}
          </section>
        </div>
      </div>
    </article>
  );
}
