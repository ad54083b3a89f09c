import { CalendarClock, Clock, Mail, MessageSquare, NotebookPen, Phone, Users } from "lucide-react";
import type { TFunction } from "i18next";
import { timeLeft, type OperatorBooking } from "../../../core/operator.ts";
import { ActionForm } from "../../components/action-form.tsx";
import { useFormatters, useMoney } from "../../components/app-context.tsx";
import { toast } from "../../components/toast.tsx";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import type { ActionResult } from "../../lib/action-result.ts";
import { useActionForm, useActionStatus } from "../../lib/use-action-form.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { EndBookingDialog } from "./end-booking.tsx";
import { GuestNote } from "./guest-note.tsx";
import { guestLabel } from "./guest-label.ts";

/** The time left to answer, amber under three hours and red once past. */
export function Deadline({ deadline, now }: { deadline: string; now: string }) {
  const { t } = useTranslation("operator");
  const left = timeLeft(deadline, new Date(now));
  const urgent = left.overdue || left.hours < 3;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold",
        left.overdue
          ? "bg-danger/15 text-danger"
          : urgent
            ? "bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-100"
            : "bg-muted",
      )}
    >
      <Clock className="size-3.5" aria-hidden />
      {left.overdue
        ? t("requests.overdue")
        : t("requests.timeLeft", { hours: left.hours, minutes: left.minutes })}
    </span>
  );
}

type RequestAnswer = ActionResult<{ intent?: string; reference?: string }>;

/** A confirmed or rejected request's words (the request leaves the inbox with its answer). */
type RequestSuccess = Extract<RequestAnswer, { ok: true }>;
const answered = (t: TFunction, answer: RequestSuccess) =>
  t(answer.intent === "reject" ? "reject.done" : "requests.confirmed", { reference: answer.reference });

/** "Confirm selected" in words: how many were confirmed, how many had changed meanwhile. */
const confirmedMany = (t: TFunction, answer: Record<string, unknown>) => {
  const answered = (answer.answered as string[] | undefined)?.length ?? 0;
  const failed = (answer.failed as unknown[] | undefined)?.length ?? 0;
  return {
    done: answered ? t("requests.confirmedMany", { count: answered }) : undefined,
    failed: failed ? t("requests.notConfirmed", { count: failed }) : undefined,
  };
};

/** What a request answered without scripts came back with, said at the top of the inbox. */
export const useRequestsStatus = () => {
  const { t } = useTranslation("operator");
  return useActionStatus(
    (answer) => {
      if (answer.intent !== "confirmMany") return answered(t, answer as RequestSuccess);
      const { done, failed } = confirmedMany(t, answer);
      return [done, failed].filter(Boolean).join(" ") || undefined;
    },
    ["reason"],
  );
};

/** The form "confirm selected" posts: each request's box names it (`form`), wherever it is. */
export const CONFIRM_SELECTED = "confirm-selected";

/** Confirms one request: a form of its own, so it works before the page's scripts do. */
function ConfirmButton({ booking }: { booking: OperatorBooking }) {
  const { t } = useTranslation("operator");
  const form = useActionForm({
    fields: [],
    intent: "confirm",
    success: (answer) => answered(t, answer as RequestSuccess),
  });
  return (
    <ActionForm form={form} status={false}>
      <input type="hidden" name="id" value={booking.id} />
      <Button type="submit" disabled={form.busy}>
        {t("requests.confirm")}
      </Button>
    </ActionForm>
  );
}

/** How to reach the guest before answering: the e-mail and phone as links a phone or mail app opens. */
function GuestContact({ guest }: { guest: OperatorBooking["guest"] }) {
  const { t } = useTranslation("operator");
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1 sm:col-span-2">
      <dt className="sr-only">{t("requests.contact")}</dt>
      {guest.email ? (
        <dd className="min-w-0">
          <a
            className="inline-flex items-center gap-2 break-all hover:underline"
            href={`mailto:${guest.email}`}
          >
            <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            {guest.email}
          </a>
        </dd>
      ) : null}
      <dd>
        <a
          className="inline-flex items-center gap-2 hover:underline"
          href={`tel:${guest.phone.replace(/[^+\d]/g, "")}`}
        >
          <Phone className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          {guest.phone}
        </a>
      </dd>
    </div>
  );
}

/** One request: who, what, when, paid, the deadline, what the guest asked, and the answers. */
export function RequestCard({
  booking,
  now,
  selected,
  onSelect,
}: {
  booking: OperatorBooking;
  now: string;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const { t } = useTranslation("operator");
  const money = useMoney();
  const { date, time } = useFormatters();
  const checkbox = `select-${booking.id}`;
  return (
    <li className="rounded-2xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex items-start gap-3">
        <input
          id={checkbox}
          type="checkbox"
          name="ids"
          value={booking.id}
          form={CONFIRM_SELECTED}
          className="mt-1.5 size-4 shrink-0 accent-[var(--color-accent)]"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label htmlFor={checkbox} className="font-semibold">
              <span className="sr-only">{t("requests.select", { reference: booking.reference })} </span>
              <span aria-hidden>{booking.reference}</span>
            </label>
            <Deadline deadline={booking.supplierDeadline} now={now} />
          </div>
          <h3 className="mt-1 font-display text-lg font-semibold break-words">{booking.service}</h3>
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
            <div className="flex items-center gap-2">
              <dt className="sr-only">{t("requests.departure")}</dt>
              <CalendarClock className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <dd>
                {date(booking.startDate)} · {time(booking.time)}
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="sr-only">{t("requests.guest")}</dt>
              <Users className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <dd className="min-w-0 break-words">
                {guestLabel(t, booking.guest.name, booking.reference)} ·{" "}
                {t("requests.guests", { count: booking.guests })}
                {booking.guest.pastTrips ? ` · ${t("pastTrips", { count: booking.guest.pastTrips })}` : null}
              </dd>
            </div>
            <GuestContact guest={booking.guest} />
            <div>
              <dt className="sr-only">{t("requests.paid", { amount: "" })}</dt>
              <dd className="font-semibold">{t("requests.paid", { amount: money(booking.totalCents) })}</dd>
            </div>
            <div className="text-muted-foreground">
              <dt className="sr-only">{t("requests.bookedAt", { date: "" })}</dt>
              <dd>{t("requests.bookedAt", { date: date(booking.createdAt) })}</dd>
            </div>
          </dl>
          {booking.specialRequests ? (
            <GuestNote
              icon={NotebookPen}
              label={t("requests.specialRequests")}
              text={booking.specialRequests}
              className="mt-3"
            />
          ) : null}
          {booking.lastMessage ? (
            <GuestNote
              icon={MessageSquare}
              label={t("requests.message")}
              text={booking.lastMessage}
              tone="accent"
              className="mt-2"
            />
          ) : null}
          <div className="mt-4 flex flex-wrap gap-2">
            <ConfirmButton booking={booking} />
            <EndBookingDialog booking={booking} kind="reject" />
          </div>
        </div>
      </div>
    </li>
  );
}

/**
 * Confirms the selected requests at once; those that changed meanwhile are counted apart. A real
 * form: the requests' boxes are its `ids` fields. Once scripts run it waits for a selection and
 * counts it; without them it posts whichever boxes are ticked.
 */
export function ConfirmSelected({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const { t } = useTranslation("operator");
  const hydrated = useHydrated();
  const form = useActionForm({
    fields: [],
    intent: "confirmMany",
    onSuccess: (answer) => {
      const { done, failed } = confirmedMany(t, answer);
      if (done) toast.success(done);
      if (failed) toast.error(failed);
      onDone();
    },
  });
  return (
    <ActionForm form={form} id={CONFIRM_SELECTED} status={false}>
      <Button type="submit" disabled={(hydrated && ids.length === 0) || form.busy}>
        {ids.length ? t("requests.confirmSelected", { count: ids.length }) : t("requests.confirmNone")}
      </Button>
    </ActionForm>
  );
}
