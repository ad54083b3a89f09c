import { AlertTriangle, Download, ExternalLink, Moon, RotateCcw, Sun } from "lucide-react";
import { Fragment, useId, useState } from "react";
import type { AdminMailDetail } from "../../core/admin-mail.ts";
import { BackLink } from "../components/back-link.tsx";
import { ActionForm } from "../components/action-form.tsx";
import { Button, buttonVariants } from "../components/ui/button.tsx";
import { MailStatusBadge, useInstant, useMailWords } from "../features/admin/mail.tsx";
import { settle } from "../lib/client-action.ts";
import { cn } from "../lib/cn.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { privatePage } from "../lib/seo.ts";
import { useActionForm } from "../lib/use-action-form.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/admin.mail-detail";
import { loadMail, mailAction } from "./admin.mail.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePage(loaderData?.mail.subject ?? loaderData?.meta.title ?? "");
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadMail(request, context, params.mailId);
}

/** Send a failed mail again. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return mailAction(request, context, params.mailId);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

function Section({
  title,
  children,
  className,
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn("rounded-2xl border bg-card p-4 shadow-sm sm:p-5", className)}
    >
      <h3 id={id} className="font-display text-lg font-semibold">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The failed mail's reason, and the button that queues it again. */
function Failure({ mail }: { mail: AdminMailDetail }) {
  const { t } = useTranslation("adminMail");
  const form = useActionForm({ fields: [], intent: "retry", success: () => t("detail.retried") });
  return (
    <div role="alert" className="mt-6 rounded-2xl border border-danger/50 bg-danger/10 p-4 sm:p-5">
      <div className="flex flex-wrap items-start gap-3">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{t("detail.failedTitle")}</p>
          <p className="mt-1 text-sm">{t("detail.failedBody", { count: mail.attempts })}</p>
          {mail.lastError ? (
            <pre className="mt-2 rounded-lg bg-card p-3 font-mono text-xs whitespace-pre-wrap [overflow-wrap:anywhere]">
              {mail.lastError}
            </pre>
          ) : null}
        </div>
        <ActionForm form={form}>
          <Button type="submit" size="sm" disabled={form.busy}>
            <RotateCcw aria-hidden />
            {form.busy ? t("detail.retrying") : t("detail.retry")}
          </Button>
        </ActionForm>
      </div>
    </div>
  );
}

/**
 * The mail as a light or a dark mail client shows it, whatever this browser prefers: the mail's
 * `prefers-color-scheme: dark` rules are switched on or off, and its colour scheme is set.
 */
function previewHtml(html: string, scheme: "light" | "dark"): string {
  const switched = html.replace(
    /@media\s*\(\s*prefers-color-scheme\s*:\s*dark\s*\)/gi,
    scheme === "dark" ? "@media all" : "@media not all",
  );
  const forced = `<style>:root{color-scheme:${scheme} !important}</style>`;
  return switched.includes("</head>") ? switched.replace("</head>", `${forced}</head>`) : forced + switched;
}

/** The HTML as a mail client shows it: in a sandbox without scripts, forms or same-origin access. */
function HtmlPreview({ mail }: { mail: AdminMailDetail }) {
  const { t } = useTranslation("adminMail");
  const [scheme, setScheme] = useState<"light" | "dark">("light");
  const choice = (value: "light" | "dark", icon: React.ReactNode) => (
    <button
      type="button"
      aria-pressed={scheme === value}
      onClick={() => setScheme(value)}
      className={cn(
        "inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold [&_svg]:size-4",
        scheme === value ? "bg-accent text-accent-foreground" : "text-muted-foreground hover:text-foreground",
      )}
    >
      {icon}
      {t(`detail.${value}`)}
    </button>
  );
  return (
    <Section title={t("detail.html")}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-muted-foreground">{t("detail.htmlNote")}</p>
        <div role="group" aria-label={t("detail.scheme")} className="inline-flex rounded-full border p-0.5">
          {choice("light", <Sun aria-hidden />)}
          {choice("dark", <Moon aria-hidden />)}
        </div>
      </div>
      <iframe
        title={t("detail.preview")}
        sandbox=""
        srcDoc={previewHtml(mail.html, scheme)}
        className={cn(
          "mt-3 h-[40rem] w-full rounded-xl border",
          scheme === "dark" ? "bg-stone-900" : "bg-white",
        )}
      />
    </Section>
  );
}

/** One mail as it was rendered: headers, the HTML, the plain text, its links and its calendar file. */
export default function AdminMailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteMessages("adminMail", loaderData.messages);
  const instant = useInstant();
  const words = useMailWords();
  const { mail, from } = loaderData;
  const { "List-Unsubscribe": unsubscribe, ...otherHeaders } = mail.headers;
  const row = (label: string, value: React.ReactNode) => (
    <div>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
  return (
    <article aria-labelledby="mail-subject">
      <BackLink to="/admin/mail">{t("detail.back")}</BackLink>
      <div className="mt-3 flex flex-wrap items-start gap-3">
        <h2
          id="mail-subject"
          className="min-w-0 flex-1 font-display text-xl font-semibold break-words sm:text-2xl"
        >
          {mail.subject}
        </h2>
        <MailStatusBadge status={mail.status} />
      </div>

      {mail.status === "failed" ? <Failure mail={mail} /> : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <HtmlPreview mail={mail} />
          <Section title={t("detail.text")}>
            {/* Scrolls on its own: reachable by keyboard. */}
            <pre
              tabIndex={0}
              className="max-h-[32rem] overflow-auto rounded-xl bg-muted/60 p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]"
            >
              {mail.text}
            </pre>
          </Section>
          {mail.ics ? (
            <Section title={t("detail.calendar")}>
              <a
                href={`/admin/mail/${mail.id}/booking.ics`}
                download
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                <Download aria-hidden />
                {t("detail.download")}
              </a>
              <pre
                tabIndex={0}
                className="mt-3 max-h-[24rem] overflow-auto rounded-xl bg-muted/60 p-3 font-mono text-xs whitespace-pre-wrap [overflow-wrap:anywhere]"
              >
                {mail.ics}
              </pre>
            </Section>
          ) : null}
        </div>
        {/* Narrow screens: who and what first, then the mail itself. */}
        <div className="order-first min-w-0 space-y-6 lg:order-none">
          <Section title={t("detail.headers")}>
            <dl className="space-y-2.5 text-sm">
              {row(t("detail.from"), from)}
              {row(t("list.to"), mail.to)}
              {row(t("list.subject"), mail.subject)}
              {row(t("list.kind"), words.kind(mail.kind))}
              {row(t("list.language"), words.language(mail.locale))}
              {row(t("list.status"), t(`statusHint.${mail.status}`))}
              {row(t("detail.attempts"), mail.attempts)}
              {row(t("detail.created"), instant(mail.createdAt))}
              {mail.sentAt
                ? row(t(mail.status === "stored" ? "detail.stored" : "detail.sent"), instant(mail.sentAt))
                : null}
              {unsubscribe
                ? row(t("detail.listUnsubscribe"), <code className="text-xs">{unsubscribe}</code>)
                : null}
              {Object.entries(otherHeaders).map(([name, value]) => (
                <Fragment key={name}>{row(name, <code className="text-xs">{value}</code>)}</Fragment>
              ))}
            </dl>
          </Section>
          <Section title={t("detail.links")}>
            {mail.links.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("detail.noLinks")}</p>
            ) : (
              <ul className="space-y-2 text-sm">
                {mail.links.map((link) => (
                  <li key={link} className="flex items-start gap-2">
                    <ExternalLink className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                    <a
                      href={link}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="min-w-0 text-accent [overflow-wrap:anywhere] hover:underline"
                    >
                      {link}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
      </div>
    </article>
  );
}
