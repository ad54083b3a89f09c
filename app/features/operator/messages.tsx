import { MessageSquare, Send } from "lucide-react";
import { Link } from "react-router";
import { SUPPLIER_MESSAGE_MAX, supplierMessageSchema } from "../../../core/schemas.ts";
import type { MessageThread, ThreadMessage } from "../../../core/messages.ts";
import { useFormatters } from "../../components/app-context.tsx";
import { ActionForm } from "../../components/action-form.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Badge } from "../../components/ui/misc.tsx";
import { FieldError, Label, Textarea } from "../../components/ui/input.tsx";
import { cn } from "../../lib/cn.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useActionForm } from "../../lib/use-action-form.ts";
import { BookingStatusBadge } from "../../components/booking-status-badge.tsx";
import { guestLabel } from "./guest-label.ts";

export function BookingStatus({ status }: { status: MessageThread["status"] }) {
  const { t } = useTranslation("operatorMessages");
  return <BookingStatusBadge status={status} label={t(`status.${status}`)} />;
}

/** A moment in the reader's language: the day and the time of day, in the operator's zone. */
function useWhen() {
  return useFormatters().dateTime;
}

/** The inbox: one line per booking with the latest word, unread ones marked. */
export function ThreadList({ threads }: { threads: MessageThread[] }) {
  const { t } = useTranslation("operatorMessages");
  const { date, time } = useFormatters();
  const when = useWhen();
  if (threads.length === 0) {
    return <EmptyState icon={MessageSquare} text={t("list.empty")} />;
  }
  return (
    <ul className="divide-y overflow-hidden rounded-2xl border bg-card">
      {threads.map((thread) => (
        <li key={thread.bookingId}>
          <Link
            to={`/operator/messages/${thread.bookingId}`}
            className="block px-4 py-4 hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-5"
          >
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className={cn("font-semibold", thread.unread > 0 && "text-accent")}>
                {guestLabel(t, thread.guestName, thread.reference)}
              </span>
              <span className="text-sm text-muted-foreground">{thread.reference}</span>
              {thread.unread > 0 ? (
                <Badge tone="accent">{t("list.unread", { count: thread.unread })}</Badge>
              ) : null}
              <span className="ml-auto text-xs text-muted-foreground">{when(thread.lastAt)}</span>
            </div>
            <p className="mt-1 text-sm text-muted-foreground">
              {t("list.trip", {
                service: thread.service,
                date: date(thread.startDate),
                time: time(thread.time),
              })}
            </p>
            <p className={cn("mt-2 line-clamp-2 text-sm", thread.unread > 0 && "font-medium")}>
              {thread.lastAuthor === "operator" ? (
                <span className="text-muted-foreground">{t("list.you")} </span>
              ) : null}
              {thread.lastMessage}
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The conversation: the guest on one side, the team on the other. */
export function Conversation({ messages, guest }: { messages: ThreadMessage[]; guest: string }) {
  const { t } = useTranslation("operatorMessages");
  const when = useWhen();
  if (messages.length === 0) return <p className="text-sm text-muted-foreground">{t("thread.empty")}</p>;
  return (
    <ol className="space-y-3" aria-label={t("thread.conversation")}>
      {messages.map((m) => {
        const team = m.author === "operator";
        return (
          <li key={m.id} className={cn("flex", team ? "justify-end" : "justify-start")}>
            <div
              className={cn(
                "max-w-[85%] rounded-2xl px-4 py-3 text-sm sm:max-w-[70%]",
                team ? "rounded-br-sm bg-accent-soft" : "rounded-bl-sm border bg-card",
              )}
            >
              <p className="text-xs font-semibold text-muted-foreground">
                {team ? t("thread.teamAuthor", { name: m.name ?? t("thread.team") }) : (m.name ?? guest)}
              </p>
              <p className="mt-1 break-words whitespace-pre-line">{m.message}</p>
              <p className="mt-1 text-right text-xs text-muted-foreground">{when(m.date)}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The operator's reply; the guest reads it on their booking page. */
export function ReplyForm({ guest }: { guest: string }) {
  const { t } = useTranslation("operatorMessages");
  const form = useActionForm({
    fields: ["message"],
    intent: "reply",
    schema: supplierMessageSchema,
    reset: true,
    success: () => t("thread.sent", { guest }),
  });
  return (
    <ActionForm form={form} className="space-y-3">
      <div>
        <Label htmlFor="reply-message">{t("thread.replyLabel")}</Label>
        <Textarea
          {...form.field("message", "reply-message")}
          className="min-h-28"
          maxLength={SUPPLIER_MESSAGE_MAX}
          defaultValue={form.value("message")}
          placeholder={t("thread.replyPlaceholder")}
        />
        <FieldError id="reply-message-error">{form.error("message")}</FieldError>
      </div>
      <Button type="submit" disabled={form.busy}>
        <Send aria-hidden />
        {form.busy ? t("thread.sending") : t("thread.send")}
      </Button>
    </ActionForm>
  );
}
