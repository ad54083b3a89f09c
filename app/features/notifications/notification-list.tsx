import {
  AlarmClock,
  ClipboardList,
  Ban,
  BadgeDollarSign,
  Bell,
  BellOff,
  BadgeCheck,
  CalendarCheck,
  CalendarMinus,
  CalendarPlus,
  CalendarX,
  CheckCheck,
  Gift,
  Hourglass,
  Inbox,
  KeyRound,
  Mail,
  MailCheck,
  Megaphone,
  MessageCircle,
  MessageSquareReply,
  Receipt,
  Settings,
  ShoppingBag,
  Sparkles,
  Star,
  UserPlus,
  Users,
  type LucideIcon,
} from "lucide-react";
import { Link, useFetcher } from "react-router";
import type { NotificationKind, NotificationView } from "../../../core/notifications.ts";
import { entryText } from "./notification-text.ts";
import { useApp, useFormatters } from "../../components/app-context.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { toast } from "../../components/toast.tsx";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { locales } from "../../../core/preferences.ts";
import { useActionAnswer, type ActionResult } from "../../lib/action-result.ts";
import { cn } from "../../lib/cn.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useErrorText } from "../../lib/use-error-text.ts";

const icons: Record<NotificationKind, LucideIcon> = {
  welcome: Sparkles,
  passwordReset: KeyRound,
  orderReceived: ShoppingBag,
  paymentReceived: Receipt,
  bookingConfirmed: CalendarCheck,
  bookingRejected: CalendarX,
  bookingCancelled: Ban,
  operatorReplied: MessageSquareReply,
  tripReminder: AlarmClock,
  readinessReminder: ClipboardList,
  tripCompleted: Star,
  referralInvite: UserPlus,
  referralReward: Gift,
  newRequest: Inbox,
  requestReminder: Hourglass,
  guestMessage: MessageCircle,
  teamInvitation: Users,
  guestCancelled: CalendarMinus,
  adminCancelled: CalendarX,
  instantBooking: CalendarPlus,
  contactReceived: MailCheck,
  contactMessage: Mail,
  // Security mail only: never an entry in the list (an icon all the same, should one appear).
  emailConfirm: MailCheck,
  emailChangeRequested: KeyRound,
  emailChanged: KeyRound,
  deletionCode: KeyRound,
  newsletter: Megaphone,
  balanceReminder: BadgeDollarSign,
  balanceLapsed: CalendarX,
  balancePaidNotice: BadgeCheck,
  balanceLapsedNotice: CalendarMinus,
};

const isKind = (kind: string): kind is NotificationKind => Object.hasOwn(icons, kind);

/** "5 minutes ago" within a week (from the server's clock, so both renders agree), else the date. */
function useWhen(now: string) {
  const { lang } = useApp();
  const { date, dateTime } = useFormatters();
  const { t } = useTranslation("notifications");
  return (iso: string) => {
    const full = dateTime(iso);
    const seconds = Math.max(0, (new Date(now).getTime() - new Date(iso).getTime()) / 1000);
    if (seconds < 60) return { label: t("justNow"), full };
    const relative = new Intl.RelativeTimeFormat(locales[lang], { numeric: "auto" });
    if (seconds < 3600) return { label: relative.format(-Math.floor(seconds / 60), "minute"), full };
    if (seconds < 86_400) return { label: relative.format(-Math.floor(seconds / 3600), "hour"), full };
    if (seconds < 7 * 86_400) return { label: relative.format(-Math.floor(seconds / 86_400), "day"), full };
    return { label: date(iso), full };
  };
}

type Answer = ActionResult<{ intent?: string }>;

/**
 * The in-app list (dashboard and console): newest first, unread marked. Following an entry marks it
 * read (the action answers with a redirect to the entry's page); opening the list marks nothing, as
 * GitHub and Linear do: what is unread stays visible until it is read or "Mark all as read".
 */
export function NotificationList({
  items,
  total,
  unread,
  now,
  moreHref,
}: {
  items: NotificationView[];
  total: number;
  unread: number;
  now: string;
  /** The address that shows more entries, when there are more. */
  moreHref: string | null;
}) {
  const { t, i18n } = useTranslation("notifications");
  const { lang } = useApp();
  const { date, dateTime } = useFormatters();
  const format = { lang: locales[lang], date, instant: dateTime };
  const errorText = useErrorText();
  const when = useWhen(now);
  const fetcher = useFetcher<Answer>();
  useActionAnswer(fetcher, (answer) => {
    if (!answer.ok) toast.error(errorText(answer.error)!);
    else if (answer.intent === "readAll") toast.success(t("markedAllRead"));
  });
  const template = (key: string) => i18n?.getResource(i18n.language, "notifications", key);
  const post = (input: Record<string, string>) => fetcher.submit(input, { method: "post" });
  // Which entries were just marked, before the page's data has reloaded.
  const pending = fetcher.formData;
  const markedNow = (id: number) =>
    pending?.get("intent") === "readAll" ||
    (pending?.get("id") === String(id) && pending.get("intent") !== null);

  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="font-display text-2xl font-semibold">{t("title")}</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {unread > 0 ? t("unreadSummary", { count: unread }) : t("allRead")}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink variant="ghost" size="sm" to="/dashboard/settings">
            <Settings aria-hidden />
            <span className="sr-only sm:not-sr-only">{t("settings")}</span>
          </ButtonLink>
          {unread > 0 ? (
            <Button
              variant="outline"
              size="sm"
              disabled={fetcher.state !== "idle"}
              onClick={() => post({ intent: "readAll" })}
            >
              <CheckCheck aria-hidden />
              {t("markAllRead")}
            </Button>
          ) : null}
        </div>
      </div>
      {items.length === 0 ? (
        <EmptyState icon={BellOff} title={t("empty.title")} text={t("empty.text")} />
      ) : (
        <ul className="divide-y overflow-hidden rounded-2xl border bg-card">
          {items.map((item) => {
            const Icon = isKind(item.kind) ? icons[item.kind] : Bell;
            const { title, detail } = entryText(t, template, item, format, isKind(item.kind));
            const time = when(item.createdAt);
            const isUnread = !item.read && !markedNow(item.id);
            // An entry without a page of its own is marked read with a button of its own.
            const markButton =
              isUnread && !item.href ? (
                <Button
                  variant="outline"
                  size="sm"
                  className="mt-2"
                  onClick={() => post({ intent: "read", id: String(item.id) })}
                >
                  {t("markRead")}
                </Button>
              ) : null;
            const body = (
              <>
                <span
                  className={cn(
                    "flex size-10 shrink-0 items-center justify-center rounded-full",
                    isUnread ? "bg-accent-soft text-accent" : "bg-muted text-muted-foreground",
                  )}
                  aria-hidden
                >
                  <Icon className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className={cn("break-words", isUnread ? "font-semibold" : "font-medium")}>
                      {isUnread ? <span className="sr-only">{t("unread")}: </span> : null}
                      {title}
                    </span>
                    <time
                      dateTime={item.createdAt}
                      title={time.full}
                      className="text-xs text-muted-foreground"
                    >
                      {time.label}
                    </time>
                  </span>
                  {detail ? (
                    <span className="mt-0.5 block text-sm break-words text-muted-foreground">{detail}</span>
                  ) : null}
                  {markButton}
                </span>
                {isUnread ? (
                  <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-accent" aria-hidden />
                ) : null}
              </>
            );
            const rowClass = cn("flex gap-3 px-4 py-4 sm:px-5", isUnread && "bg-accent-soft/30");
            return (
              <li key={item.id}>
                {item.href ? (
                  <Link
                    to={item.href}
                    className={cn(
                      rowClass,
                      "hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
                    )}
                    onClick={(event) => {
                      // A read entry is an ordinary link.
                      if (item.read) return;
                      if (
                        event.button !== 0 ||
                        event.metaKey ||
                        event.ctrlKey ||
                        event.shiftKey ||
                        event.altKey
                      ) {
                        // Opened in a new tab or window: this page stays; the entry is marked read here.
                        post({ intent: "read", id: String(item.id) });
                        return;
                      }
                      // Marked read and then followed: the action answers with the entry's page.
                      event.preventDefault();
                      post({ intent: "open", id: String(item.id) });
                    }}
                    onAuxClick={(event) => {
                      if (event.button === 1 && !item.read) post({ intent: "read", id: String(item.id) });
                    }}
                  >
                    {body}
                  </Link>
                ) : (
                  <div className={rowClass}>{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {items.length > 0 ? (
        <div className="flex flex-col items-center gap-3">
          <p className="text-sm text-muted-foreground">{t("showing", { shown: items.length, total })}</p>
          {moreHref ? (
            <ButtonLink variant="outline" to={moreHref} preventScrollReset>
              {t("showMore")}
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
