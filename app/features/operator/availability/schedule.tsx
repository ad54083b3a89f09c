import { Plus } from "lucide-react";
import { useState } from "react";
import { CAPACITY_MAX, capacitySchema, weeklySlotSchema } from "../../../../core/availability.ts";
import { useFormatters } from "../../../components/app-context.tsx";
import { toast } from "../../../components/toast.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FieldError, Input, Label } from "../../../components/ui/input.tsx";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import { useActionForm } from "../../../lib/use-action-form.ts";
import { RemoveButton } from "./remove-button.tsx";
import { SeatsInput } from "./seats-input.tsx";
import { numberOf, useCalendarWords, weekOrder } from "./words.ts";

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
  const [capacity, setCapacity] = useState(String(slot.capacity));
  const names = { weekday: words.weekday(slot.weekday), time: time(slot.time) };
  const save = useActionForm({
    fields: ["capacity"],
    onSuccess: () => toast.success(t("schedule.saved", names)),
  });
  const remove = useActionForm({ fields: [], onSuccess: () => toast.success(t("schedule.removed")) });
  const id = `slot-${slot.id}`;
  const error = save.error("capacity");
  const changed = capacity !== String(slot.capacity);
  return (
    <li className="rounded-xl border bg-background p-2.5">
      <form
        className="flex items-center gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const input = { slotId: slot.id, capacity: numberOf(capacity) };
          save.submit("slotCapacity", input, { schema: capacitySchema });
        }}
      >
        <span className="w-[5.25rem] shrink-0 font-semibold whitespace-nowrap tabular-nums">
          {names.time}
        </span>
        <label htmlFor={id} className="sr-only">
          {t("schedule.capacityLabel", names)}
        </label>
        <SeatsInput
          id={id}
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
        <RemoveButton
          type="button"
          className="ml-auto"
          label={t("schedule.removeLabel", names)}
          busy={remove.busy}
          onRemove={() => remove.submit("removeSlot", { slotId: slot.id })}
        />
      </form>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </li>
  );
}

/** A new weekly slot: the day, the time and its seats. */
function AddSlotForm() {
  const { t } = useTranslation("availability");
  const { time: formatTime } = useFormatters();
  const words = useCalendarWords();
  const [weekday, setWeekday] = useState("1");
  const [time, setTime] = useState("09:00");
  const [capacity, setCapacity] = useState("8");
  const form = useActionForm({
    fields: ["weekday", "time", "capacity"],
    onSuccess: (answer) =>
      toast.success(
        t("schedule.add.added", {
          weekday: words.weekday(Number(answer.weekday)),
          time: formatTime(String(answer.time)),
        }),
      ),
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
  return (
    <form
      className="mt-5 rounded-2xl border border-dashed p-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const input = { weekday: Number(weekday), time, capacity: numberOf(capacity) };
        form.submit("addSlot", input, { schema: weeklySlotSchema });
      }}
    >
      <h4 className="font-semibold">{t("schedule.add.title")}</h4>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,12rem)_8rem_7rem_auto] sm:items-start">
        <div className="col-span-2 sm:col-span-1">
          <Label htmlFor={day.id}>{t("schedule.add.weekday")}</Label>
          <select
            id={day.id}
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
    </form>
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
