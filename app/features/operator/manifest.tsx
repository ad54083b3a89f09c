import { Mail, NotebookPen, Phone } from "lucide-react";
import { useState, type MouseEvent } from "react";
import { canCheckIn, type CheckIn } from "../../../core/booking-status.ts";
import type { ManifestBooking } from "../../../core/manifest.ts";
import type { OperatorBooking } from "../../../core/operator.ts";
import { useMoney } from "../../components/app-context.tsx";
import { ActionForm } from "../../components/action-form.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Badge } from "../../components/ui/misc.tsx";
import { cn } from "../../lib/cn.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import type { TFunction } from "i18next";
import { useActionForm, useActionStatus } from "../../lib/use-action-form.ts";
import { EndBookingDialog } from "./end-booking.tsx";
import { GuestNote } from "./guest-note.tsx";
import { guestLabel } from "./guest-label.ts";
import { CheckInAnyway } from "./check-in-anyway.tsx";
import { ParticipantList, ReadinessBadge } from "./manifest-readiness.tsx";
import { BookingStatusBadge } from "../../components/booking-status-badge.tsx";

export function OperatorStatus({ status }: { status: OperatorBooking["status"] }) {
  const { t } = useTranslation("operator");
  return <BookingStatusBadge status={status} label={t(`status.${status}`)} />;
}

/** A check-in's answer in words: arrived, no-show, or cleared, with the guest's name. */
function checkedIn(t: TFunction, answer: Record<string, unknown>) {
  const key =
    answer.checkIn === "arrived"
      ? "markedArrived"
      : answer.checkIn === "no_show"
        ? "markedNoShow"
        : "cleared";
  const name = typeof answer.name === "string" ? answer.name : null;
  return t(`manifest.${key}`, { name: guestLabel(t, name, String(answer.reference)) });
}

/** What a check-in or a cancellation posted without scripts came back with, said above the list. */
export function useManifestStatus() {
  const { t } = useTranslation("operator");
  return useActionStatus(
    (answer) =>
      answer.intent === "checkIn"
        ? checkedIn(t, answer)
        : t("cancelBooking.done", { reference: answer.reference }),
    ["reason"],
  );
}

/**
 * Arrived or no-show, pressed in place; pressing the chosen one again clears it. A booking that is
 * not ready asks for the reason before it is marked arrived (CheckInAnyway).
 */
function CheckInButtons({ booking }: { booking: ManifestBooking }) {
  const { t } = useTranslation("operator");
  const form = useActionForm({ fields: [], intent: "checkIn", success: (answer) => checkedIn(t, answer) });
  const option = (value: CheckIn, label: string, on: string, onClick?: (event: MouseEvent) => void) => (
    <Button
      type="submit"
      onClick={onClick}
      name="checkIn"
      // Pressing the chosen one again posts nothing, which clears it.
      value={booking.checkIn === value ? "" : value}
      size="sm"
      variant="outline"
      aria-pressed={booking.checkIn === value}
      disabled={form.busy}
      className={cn(booking.checkIn === value && on)}
    >
      {label}
    </Button>
  );
  const asksReason = !booking.readiness.ready && booking.checkIn !== "arrived";
  const [asking, setAsking] = useState(false);
  return (
    <>
      <ActionForm
        form={form}
        status={false}
        className="flex flex-wrap gap-2 print:hidden"
        role="group"
        aria-label={t("manifest.checkIn")}
      >
        <input type="hidden" name="id" value={booking.id} />
        {option("arrived", t("manifest.arrived"), "border-success bg-success/15 text-success", (event) => {
          // Not ready: the dialog asks why first (without scripts, the post asks it back).
          if (!asksReason) return;
          event.preventDefault();
          setAsking(true);
        })}
        {option("no_show", t("manifest.noShow"), "border-danger bg-danger/15 text-danger")}
      </ActionForm>
      {asksReason ? (
        <CheckInAnyway
          booking={booking}
          name={guestLabel(t, booking.guest.name, booking.reference)}
          open={asking}
          onOpenChange={setAsking}
        />
      ) : null}
    </>
  );
}

/** One party on the guest list: who, how many, how to reach them, what they asked for, and check-in. */
export function ManifestEntry({ booking, now }: { booking: ManifestBooking; now: string }) {
  const { t } = useTranslation("operator");
  const { t: tm } = useTranslation("manifest");
  const money = useMoney();
  const living =
    booking.status === "pending" || booking.status === "confirmed" || booking.status === "completed";
  return (
    <li
      className={cn(
        "grid gap-3 rounded-2xl border bg-card p-4 shadow-sm break-inside-avoid sm:grid-cols-[minmax(0,1fr)_auto] print:rounded-none print:shadow-none",
        !living && "opacity-70",
      )}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words">
            {guestLabel(t, booking.guest.name, booking.reference)}
          </h3>
          <OperatorStatus status={booking.status} />
          {living ? <ReadinessBadge readiness={booking.readiness} /> : null}
          {booking.checkIn ? (
            <Badge tone={booking.checkIn === "arrived" ? "success" : "danger"}>
              {t(booking.checkIn === "arrived" ? "manifest.arrived" : "manifest.noShow")}
            </Badge>
          ) : null}
        </div>
        <p className="mt-1 text-sm text-muted-foreground">
          {booking.reference} ·{" "}
          {booking.people > booking.guests
            ? `${tm("people", { count: booking.people })} · ${tm("seats", { count: booking.guests })}`
            : t("requests.guests", { count: booking.guests })}{" "}
          · {money(booking.totalCents)}
        </p>
        {booking.guest.pastTrips ? (
          <p className="mt-1 text-sm text-muted-foreground">
            {t("pastTrips", { count: booking.guest.pastTrips })}
          </p>
        ) : null}
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {booking.guest.email ? (
            <a
              className="inline-flex items-center gap-1.5 break-all underline-offset-4 hover:underline"
              href={`mailto:${booking.guest.email}`}
            >
              <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              {booking.guest.email}
            </a>
          ) : null}
          <a
            className="inline-flex items-center gap-1.5 underline-offset-4 hover:underline"
            href={`tel:${booking.guest.phone.replace(/[^+\d]/g, "")}`}
          >
            <Phone className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            {booking.guest.phone}
          </a>
        </p>
        {booking.specialRequests ? (
          <GuestNote
            icon={NotebookPen}
            label={t("manifest.specialRequests")}
            text={booking.specialRequests}
            className="mt-2"
          />
        ) : null}
        <ParticipantList booking={booking} />
        {booking.checkInReason ? (
          <p className="mt-2 text-sm text-muted-foreground">
            {tm("checkInReason", { reason: booking.checkInReason })}
          </p>
        ) : null}
        {booking.statusReason ? (
          <p className="mt-2 text-sm text-muted-foreground">
            {t("manifest.reason", { reason: booking.statusReason })}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col items-start gap-2 sm:items-end">
        {canCheckIn(booking, new Date(now)) ? (
          <CheckInButtons booking={booking} />
        ) : living ? (
          <p className="text-xs text-muted-foreground print:hidden">{t("manifest.checkInOpens")}</p>
        ) : null}
        {booking.status === "confirmed" || booking.status === "pending" ? (
          <EndBookingDialog booking={booking} kind="cancelBooking" />
        ) : null}
      </div>
    </li>
  );
}
