import { Plus } from "lucide-react";
import { useState } from "react";
import {
  availabilityForm,
  CAPACITY_MAX,
  capacitySchema,
  weeklySlotSchema,
} from "../../../../core/availability.ts";
import { ActionForm, FormStatus } from "../../../components/action-form.tsx";
import { useFormatters } from "../../../components/app-context.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FieldError, Input, Label } from "../../../components/ui/input.tsx";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import { useActionForm } from "../../../lib/use-action-form.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { RemoveButton } from "./remove-button.tsx";
import { SeatsInput } from "./seats-input.tsx";
import { useCalendarWords, weekOrder } from "./words.ts";

export interface WeeklySlot {
  id: number;
  weekday: number;
  time: string;
  capacity: number;
}

/** One weekly slot: its seats (saved when changed) and its removal. */
function SlotEditor({ slot }: { slot: WeeklySlot }) {
  const { t } = useTranslation("availability");
  const { time } = useFormatters();
  const words = useCalendarWords();
  const names = { weekday: words.weekday(slot.weekday), time: time(slot.time) };
  const row = { slotId: String(slot.id) };
  const save = useActionForm({
    fields: ["capacity"],
    intent: "slotCapacity",
    match: row,
    schema: capacitySchema,
    shape: availabilityForm,
    success: () => t("schedule.saved", names),
  });
  const remove = useActionForm({
    fields: [],
    intent: "removeSlot",
    match: row,
    success: () => t("schedule.removed"),
  });
  const [capacity, setCapacity] = useState(() => save.value("capacity", String(slot.capacity)));
  // "Save" shows once the seats change when scripts run; without them it is always there.
  const hydrated = useHydrated();
  const id = `slot-${slot.id}`;
  const error = save.error("capacity");
  const changed = !hydrated || capacity !== String(slot.capacity);
  return (
    <li className="rounded-xl border bg-background p-2.5">
      <div className="flex items-center gap-2">
        <ActionForm form={save} status={false} className="flex min-w-0 flex-1 items-center gap-2">
          <input type="hidden" name="slotId" value={slot.id} />
          <span className="w-[5.25rem] shrink-0 font-semibold whitespace-nowrap tabular-nums">
            {names.time}
          </span>
          <label htmlFor={id} className="sr-only">
            {t("schedule.capacityLabel", names)}
          </label>
          <SeatsInput
            id={id}
            name="capacity"
            min={1}
            value={capacity}
            error={error}
            onChange={(value) => {
              setCapacity(value);
              save.edited("capacity");
            }}
          />
          {changed ? (
            <Button type="submit" size="sm" disabled={save.busy}>
              {t("schedule.save")}
            </Button>
          ) : null}
        </ActionForm>
        {/* The removal is a form of its own, beside the seats' (forms do not nest). */}
        <ActionForm form={remove} status={false} className="ml-auto">
          <input type="hidden" name="slotId" value={slot.id} />
          <RemoveButton label={t("schedule.removeLabel", names)} busy={remove.busy} />
        </ActionForm>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
      <FormStatus status={save.status ?? remove.status} className="mt-2" />
    </li>
  );
}

/** A new weekly slot: the day, the time and its seats. */
function AddSlotForm() {
  const { t } = useTranslation("availability");
  const { time: formatTime } = useFormatters();
  const words = useCalendarWords();
  const form = useActionForm({
    fields: ["weekday", "time", "capacity"],
    intent: "addSlot",
    schema: weeklySlotSchema,
    shape: availabilityForm,
    success: (answer) =>
      t("schedule.add.added", {
        weekday: words.weekday(Number(answer.weekday)),
        time: formatTime(String(answer.time)),
      }),
  });
  const field = (name: string) => {
    const error = form.error(name);
    return {
      id: `add-slot-${name}`,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `add-slot-${name}-error` : undefined,
      error,
    };
  };
  const [day, at, seats] = [field("weekday"), field("time"), field("capacity")];
  const [weekday, setWeekday] = useState(() => form.value("weekday", "1"));
  const [time, setTime] = useState(() => form.value("time", "09:00"));
  const [capacity, setCapacity] = useState(() => form.value("capacity", "8"));
  return (
    <ActionForm form={form} className="mt-5 rounded-2xl border border-dashed p-4">
      <h4 className="font-semibold">{t("schedule.add.title")}</h4>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,12rem)_8rem_7rem_auto] sm:items-start">
        <div className="col-span-2 sm:col-span-1">
          <Label htmlFor={day.id}>{t("schedule.add.weekday")}</Label>
          <select
            id={day.id}
            name="weekday"
            value={weekday}
            aria-invalid={day["aria-invalid"]}
            aria-describedby={day["aria-describedby"]}
            onChange={(event) => {
              setWeekday(event.target.value);
              form.edited("weekday");
            }}
            className="h-11 w-full rounded-xl border border-input bg-card px-3 text-base sm:text-sm"
          >
            {weekOrder.map((value) => (
              <option key={value} value={value}>
                {words.weekday(value)}
              </option>
            ))}
          </select>
          <FieldError id={`${day.id}-error`}>{day.error}</FieldError>
        </div>
        <div>
          <Label htmlFor={at.id}>{t("schedule.add.time")}</Label>
          <Input
            id={at.id}
            name="time"
            type="time"
            step={300}
            value={time}
            aria-invalid={at["aria-invalid"]}
            aria-describedby={at["aria-describedby"]}
            onChange={(event) => {
              setTime(event.target.value);
              form.edited("time");
            }}
          />
          <FieldError id={`${at.id}-error`}>{at.error}</FieldError>
        </div>
        <div>
          <Label htmlFor={seats.id}>{t("schedule.add.capacity")}</Label>
          <Input
            id={seats.id}
            name="capacity"
            type="number"
            inputMode="numeric"
            min={1}
            max={CAPACITY_MAX}
            value={capacity}
            aria-invalid={seats["aria-invalid"]}
            aria-describedby={seats["aria-describedby"]}
            onChange={(event) => {
              setCapacity(event.target.value);
              form.edited("capacity");
            }}
          />
          <FieldError id={`${seats.id}-error`}>{seats.error}</FieldError>
        </div>
        <div className="col-span-2 sm:col-span-1 sm:pt-6.5">
          <Button type="submit" className="w-full sm:w-auto" disabled={form.busy}>
            <Plus aria-hidden />
            {t("schedule.add.submit")}
          </Button>
        </div>
      </div>
    </ActionForm>
  );
}

/** The week, Monday first: each day's slots with their seats, and a form to add one. */
export function WeeklySchedule({ schedule }: { schedule: WeeklySlot[] }) {
  const { t } = useTranslation("availability");
  const words = useCalendarWords();
  return (
    <section aria-labelledby="schedule-title" className="rounded-2xl border bg-card p-4 shadow-sm sm:p-6">
      <h3 id="schedule-title" className="font-display text-xl font-semibold">
        {t("schedule.title")}
      </h3>
      <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{t("schedule.note")}</p>
      <ul className="mt-4 divide-y">
        {weekOrder.map((weekday) => {
          const slots = schedule.filter((slot) => slot.weekday === weekday);
          return (
            <li key={weekday} className="grid gap-2 py-3 sm:grid-cols-[9rem_minmax(0,1fr)] sm:items-start">
              <h4 className="pt-1.5 font-medium capitalize">{words.weekday(weekday)}</h4>
              {slots.length === 0 ? (
                <p className="pt-1.5 text-sm text-muted-foreground">{t("schedule.empty")}</p>
              ) : (
                <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                  {slots.map((slot) => (
                    <SlotEditor key={`${slot.id}-${slot.capacity}`} slot={slot} />
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      <AddSlotForm />
    </section>
  );
}
