import { MapPin } from "lucide-react";
import { LIMITS } from "../../../../core/service-editor.ts";
import { mapLink } from "../../../../core/meeting-point.ts";
import { FieldError, Input, Label, TextField } from "../../../components/ui/input.tsx";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import type { Draft } from "./service-draft.ts";

type Change = (patch: Partial<Draft>, ...edited: string[]) => void;

/** A field with a hint under it, its problem after the hint. */
function HintedField({
  id,
  label,
  hint,
  error,
  ...props
}: React.ComponentProps<"input"> & { id: string; label: string; hint: string; error?: string }) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        autoComplete="off"
        {...props}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
      />
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted-foreground">
        {hint}
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/**
 * Where the guests meet the guide and when the trip ends: what the confirmation mail and its
 * calendar file tell them. The place is written once for every language (an address reads the
 * same); the point on the map is optional, both coordinates or neither. A one-day trip states its
 * hours, a longer one the time its last day ends; the field that does not fit is not shown.
 */
export function MeetingFields({
  draft,
  change,
  error,
}: {
  draft: Draft;
  change: Change;
  error: (field: string) => string | undefined;
}) {
  const { t } = useTranslation("serviceEditor");
  const oneDay = draft.durationDays.trim() === "1";
  const lat = Number(draft.meetingLat);
  const lon = Number(draft.meetingLon);
  const map =
    draft.meetingLat.trim() && draft.meetingLon.trim() && Math.abs(lat) <= 90 && Math.abs(lon) <= 180
      ? mapLink({ lat, lon })
      : null;
  return (
    <section aria-labelledby="service-meeting" className="rounded-2xl border bg-card p-4 sm:p-6">
      <h3 id="service-meeting" className="font-display text-lg font-semibold">
        {t("meeting.title")}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{t("meeting.intro")}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <div className="sm:col-span-2 lg:col-span-3">
          <TextField
            id="service-meeting-point"
            name="meetingPoint"
            label={t("meeting.place")}
            maxLength={LIMITS.meetingPoint}
            autoComplete="off"
            placeholder={t("meeting.placePlaceholder")}
            value={draft.meetingPoint}
            error={error("meetingPoint")}
            onChange={(event) => change({ meetingPoint: event.target.value }, "meetingPoint")}
          />
        </div>
        <HintedField
          id="service-meeting-lat"
          name="meetingLat"
          label={t("meeting.lat")}
          hint={t("meeting.latHint")}
          inputMode="decimal"
          value={draft.meetingLat}
          error={error("meetingLat")}
          onChange={(event) => change({ meetingLat: event.target.value }, "meetingLat", "meetingLon")}
        />
        <HintedField
          id="service-meeting-lon"
          name="meetingLon"
          label={t("meeting.lon")}
          hint={t("meeting.lonHint")}
          inputMode="decimal"
          value={draft.meetingLon}
          error={error("meetingLon")}
          onChange={(event) => change({ meetingLon: event.target.value }, "meetingLat", "meetingLon")}
        />
        <div className="flex items-end pb-7">
          {map ? (
            <a
              href={map}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
            >
              <MapPin className="size-4" aria-hidden />
              {t("meeting.preview")}
            </a>
          ) : null}
        </div>
        {oneDay ? (
          <HintedField
            id="service-duration-hours"
            name="durationHours"
            label={t("meeting.durationHours")}
            hint={t("meeting.durationHoursHint")}
            type="number"
            inputMode="numeric"
            min={1}
            max={LIMITS.durationHours}
            step={1}
            value={draft.durationHours}
            error={error("durationHours")}
            onChange={(event) => change({ durationHours: event.target.value }, "durationHours")}
          />
        ) : (
          <HintedField
            id="service-end-time"
            name="endTime"
            label={t("meeting.endTime")}
            hint={t("meeting.endTimeHint")}
            type="time"
            value={draft.endTime}
            error={error("endTime")}
            onChange={(event) => change({ endTime: event.target.value }, "endTime")}
          />
        )}
      </div>
    </section>
  );
}
