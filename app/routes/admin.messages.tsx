import { CheckCircle2, Inbox, Mail, Phone, RotateCcw, UserCheck } from "lucide-react";
import { Link } from "react-router";
import { contactFilters, type ContactMessage } from "../../core/admin.ts";
import { useFormatters } from "../components/app-context.tsx";
import { EmptyState } from "../components/empty-state.tsx";
import { ActionForm, FormStatus } from "../components/action-form.tsx";
import { Button, buttonVariants } from "../components/ui/button.tsx";
import { Badge } from "../components/ui/misc.tsx";
import { settle } from "../lib/client-action.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { useActionForm, useActionStatus } from "../lib/use-action-form.ts";
import type { Route } from "./+types/admin.messages";
import { loadMessages, messagesAction } from "./admin.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMessages(request, context);
}

/** Mark a message handled, or back to not handled. */
export async function action({ request, context }: Route.ActionArgs) {
  return messagesAction(request, context);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

function HandledButton({ message }: { message: ContactMessage }) {
  const { t } = useTranslation("admin");
  const handled = message.handledAt !== null;
  const form = useActionForm({ fields: [], intent: "handled", success: useHandledText() });
  // Every card's form has the same intent: a post made without scripts is answered once, by the page.
  return (
    <ActionForm form={form} status={false}>
      <input type="hidden" name="id" value={message.id} />
      <input type="hidden" name="handled" value={String(!handled)} />
      <Button type="submit" size="sm" variant={handled ? "outline" : "primary"} disabled={form.busy}>
        {handled ? <RotateCcw aria-hidden /> : <CheckCircle2 aria-hidden />}
        {handled ? t("messages.markOpen") : t("messages.markHandled")}
      </Button>
    </ActionForm>
  );
}

/** What marking a message said, from the answer (the list has moved on by the time it is read). */
function useHandledText() {
  const { t } = useTranslation("admin");
  return (answer: Record<string, unknown>) =>
    answer.handledAt ? t("messages.markedHandled") : t("messages.markedOpen");
}

function MessageCard({ message }: { message: ContactMessage }) {
  const { t } = useTranslation("admin");
  const { date } = useFormatters();
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  return (
    <li className="rounded-2xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 flex-1 font-display text-lg font-semibold break-words">{message.subject}</h3>
        {message.handledAt ? (
          <Badge tone="success">{t("messages.handledOn", { date: date(message.handledAt) })}</Badge>
        ) : (
          <Badge tone="accent">{t("messages.filter.open")}</Badge>
        )}
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span>
          <span className="sr-only">{t("messages.from")}: </span>
          <span className="font-medium text-foreground">{message.name}</span>
        </span>
        <span className="inline-flex items-center gap-1 break-all">
          <Mail className="size-3.5 shrink-0" aria-hidden />
          {message.email}
        </span>
        {message.phone ? (
          <span className="inline-flex items-center gap-1">
            <Phone className="size-3.5 shrink-0" aria-hidden />
            {message.phone}
          </span>
        ) : null}
        {message.signedIn ? (
          <span className="inline-flex items-center gap-1">
            <UserCheck className="size-3.5 shrink-0" aria-hidden />
            {t("messages.signedIn")}
          </span>
        ) : null}
      </p>
      <p className="mt-3 text-sm whitespace-pre-line break-words">{message.message}</p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <span className="text-xs text-muted-foreground">
          {t("messages.received", { date: date(message.createdAt) })}
        </span>
        <div className="flex flex-wrap gap-2">
          <a href={reply} className={buttonVariants({ variant: "outline", size: "sm" })}>
            <Mail aria-hidden />
            {t("messages.reply")}
          </a>
          <HandledButton message={message} />
        </div>
      </div>
    </li>
  );
}

/** The contact form's messages, newest first; not yet handled unless asked otherwise. */
export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { inbox } = loaderData;
  const status = useActionStatus(useHandledText());
  return (
    <section aria-labelledby="messages-title">
      <h2 id="messages-title" className="font-display text-xl font-semibold sm:text-2xl">
        {t("messages.title")}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{t("messages.intro")}</p>
      <nav aria-label={t("messages.filterLabel")} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {contactFilters.map((filter) => (
            <li key={filter}>
              <Link
                to={filter === "open" ? "/admin/messages" : `/admin/messages?status=${filter}`}
                aria-current={inbox.status === filter ? "page" : undefined}
                className={buttonVariants({
                  variant: inbox.status === filter ? "primary" : "subtle",
                  size: "sm",
                })}
              >
                {t(`messages.filter.${filter}`)}
                {filter === "open" ? ` (${inbox.open})` : ""}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <FormStatus status={status} className="mt-4" />
      {inbox.messages.length === 0 ? (
        <EmptyState
          className="mt-8"
          icon={Inbox}
          text={inbox.status === "open" ? t("messages.emptyOpen") : t("messages.empty")}
        />
      ) : (
        <ul className="mt-6 space-y-4">
          {inbox.messages.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </ul>
      )}
    </section>
  );
}
