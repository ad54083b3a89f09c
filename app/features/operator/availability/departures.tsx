import { Lock, LockOpen, Users } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { availabilityForm, capacitySchema, closeSchema } from "../../../../core/availability.ts";
import { ActionForm } from "../../../components/action-form.tsx";
import { useFormatters } from "../../../components/app-context.tsx";
import { AskDialog } from "../../../components/ask-dialog.tsx";
import { EmptyState } from "../../../components/empty-state.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FieldError, Label } from "../../../components/ui/input.tsx";
import { Badge } from "../../../components/ui/misc.tsx";
import { cn } from "../../../lib/cn.ts";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import { useActionForm } from "../../../lib/use-action-form.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { EndBookingsActions, ReasonField } from "../end-booking.tsx";
import { SeatsInput } from "./seats-input.tsx";

export interface DayDeparture {
  id: string;
  date: string;
  time: string;
  capacity: number;
  booked: number;
  held: number;
  bookings: number;
  closed: boolean;
  closedDeparture: boolean;
  closedByRange: boolean;
  unscheduled: boolean;
  started: boolean;
}

/**
 * Closing asks first. With bookings on the departure it says they will be cancelled with full
 * refunds and asks for the reason the guests read; "keep it open" is the other answer.
 */
function CloseDialog({ departure }: { departure: DayDeparture }) {
  const { t } = useTranslation("availability");
  const { date, time } = useFormatters();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const count = departure.bookings;
  const form = useActionForm({
    fields: ["reason"],
    intent: "closeDeparture",
    match: { departure: departure.id },
    schema: closeSchema,
    shape: availabilityForm,
    success: (answer) => {
      const cancelled = Number(answer.cancelled ?? 0);
      return cancelled > 0
        ? t("close.closedCancelled", { count: cancelled })
        : t("close.closed", { time: time(departure.time) });
    },
    onSuccess: () => {
      setOpen(false);
      setReason("");
    },
  });
  return (
    <AskDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          <Lock aria-hidden />
          {t("day.close")}
        </Button>
      }
      title={t("close.title", { time: time(departure.time), date: date(departure.date) })}
      description={t("close.description")}
    >
      <ActionForm form={form} className="mt-4 space-y-4">
        <input type="hidden" name="departure" value={departure.id} />
        {count > 0 ? (
          <>
            <input type="hidden" name="cancelBookings" value="true" />
            <p className="rounded-xl bg-danger/10 p-3 text-sm text-danger">
              {t("close.bookings", { count })}
            </p>
            <ReasonField
              id={`close-reason-${departure.id}`}
              name="reason"
              label={t("close.reason")}
              placeholder={t("close.reasonPlaceholder")}
              value={reason}
              error={form.error("reason")}
              onChange={(value) => {
                setReason(value);
                form.edited("reason");
              }}
            />
          </>
        ) : null}
        <EndBookingsActions
          keep={t("close.keep")}
          submit={count > 0 ? t("close.submitCancel", { count }) : t("close.submit")}
          busy={form.busy}
        />
      </ActionForm>
    </AskDialog>
  );
}

function ReopenButton({ departure }: { departure: DayDeparture }) {
  const { t } = useTranslation("availability");
  const { time } = useFormatters();
  const form = useActionForm({
    fields: [],
    intent: "reopenDeparture",
    match: { departure: departure.id },
    success: () => t("day.reopened", { time: time(departure.time) }),
  });
  return (
    <ActionForm form={form}>
      <input type="hidden" name="departure" value={departure.id} />
      <Button type="submit" variant="outline" size="sm" disabled={form.busy}>
        <LockOpen aria-hidden />
        {t("day.reopen")}
      </Button>
    </ActionForm>
  );
}

/** The seats of one departure: never below what is booked (the server says so if it is). */
function CapacityForm({ departure }: { departure: DayDeparture }) {
  const { t } = useTranslation("availability");
  const { time } = useFormatters();
  const form = useActionForm({
    fields: ["capacity"],
    intent: "departureCapacity",
    match: { departure: departure.id },
    schema: capacitySchema,
    shape: availabilityForm,
    success: () => t("day.saved", { time: time(departure.time) }),
  });
  const [capacity, setCapacity] = useState(() => form.value("capacity", String(departure.capacity)));
  // "Save" waits for a change once scripts run; without them it is always there to post.
  const hydrated = useHydrated();
  const id = `capacity-${departure.id}`;
  const error = form.error("capacity");
  return (
    <ActionForm form={form}>
      <input type="hidden" name="departure" value={departure.id} />
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {t("day.capacityLabel", { time: time(departure.time) })}
      </Label>
      <div className="flex gap-2">
        <SeatsInput
          id={id}
          name="capacity"
          min={Math.max(1, departure.booked)}
          value={capacity}
          error={error}
          onChange={(value) => {
            setCapacity(value);
            form.edited("capacity");
          }}
        />
        <Button
          type="submit"
          size="sm"
          disabled={form.busy || (hydrated && capacity === String(departure.capacity))}
        >
          {t("day.save")}
        </Button>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </ActionForm>
  );
}

function DepartureCard({ departure }: { departure: DayDeparture }) {
  const { t } = useTranslation("availability");
  const { time } = useFormatters();
  const share = departure.capacity ? Math.min(100, (departure.booked / departure.capacity) * 100) : 0;
  return (
    <li className={cn("rounded-2xl border bg-card p-4 shadow-sm", departure.closed && "border-danger/30")}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-display text-2xl font-semibold tabular-nums">{time(departure.time)}</p>
          <div className="mt-1 flex flex-wrap gap-1.5">
            {departure.closedDeparture ? <Badge tone="danger">{t("day.closed")}</Badge> : null}
            {departure.closedByRange ? <Badge tone="danger">{t("day.closedByRange")}</Badge> : null}
            {departure.unscheduled ? <Badge>{t("day.unscheduled")}</Badge> : null}
            {departure.started ? <Badge>{t("day.started")}</Badge> : null}
          </div>
        </div>
        <Link
          to={`/operator/departures/${departure.id}`}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
        >
          <Users className="size-4" aria-hidden />
          {t("day.manifest")}
        </Link>
      </div>
      <div className="mt-3">
        <p className="text-sm font-medium">
          {t("day.seats", { booked: departure.booked, capacity: departure.capacity })}
          {departure.bookings > 0 ? (
            <span className="text-muted-foreground">
              {" "}
              · {t("day.bookings", { count: departure.bookings })}
            </span>
          ) : null}
        </p>
        <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
          <div className="h-full bg-accent" style={{ width: `${share}%` }} />
        </div>
        {departure.held > 0 ? (
          <p className="mt-1 text-xs text-muted-foreground">{t("day.held", { count: departure.held })}</p>
        ) : null}
      </div>
      {departure.started ? null : (
        <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
          <CapacityForm key={departure.capacity} departure={departure} />
          {departure.closedDeparture ? (
            <ReopenButton departure={departure} />
          ) : (
            <CloseDialog departure={departure} />
          )}
        </div>
      )}
      {departure.closedByRange && !departure.started ? (
        <p className="mt-3 text-xs text-muted-foreground">{t("day.rangeNote")}</p>
      ) : null}
    </li>
  );
}

/** The picked day's departures, each with its seats, capacity, and close or reopen. */
export function DayDepartures({ date: day, departures }: { date: string; departures: DayDeparture[] }) {
  const { t } = useTranslation("availability");
  const { date } = useFormatters();
  return (
    <section aria-labelledby="day-title" className="scroll-mt-24" id="day">
      <h3 id="day-title" className="font-display text-lg font-semibold">
        {t("day.title", { date: date(day) })}
      </h3>
      {departures.length === 0 ? (
        <EmptyState size="section" className="mt-3" text={t("day.none")} />
      ) : (
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {departures.map((departure) => (
            <DepartureCard key={departure.id} departure={departure} />
          ))}
        </ul>
      )}
    </section>
  );
}
