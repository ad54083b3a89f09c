import { CheckCircle2 } from "lucide-react";
import {
  participantDetailSchema,
  participantForm,
  participantRowSchema,
  type ParticipantView,
  type WaiverView,
} from "../../../core/participant-details.ts";
import { ActionForm } from "../../components/action-form.tsx";
import { useFormatters } from "../../components/app-context.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Field, Input } from "../../components/ui/input.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useActionForm } from "../../lib/use-action-form.ts";

export type ParticipantEntry = ParticipantView & { ageRange: string | null; licenceAsked: boolean };

const FIELDS = ["name", "birthDate", "licenceNumber", "licenceExpiry", "acceptWaiver", "position"] as const;

/** "Adult 1", "Child", with the type's ages: how a participant is told apart from the others. */
export function ParticipantHeading({ entry, number }: { entry: ParticipantEntry; number?: number }) {
  const { t } = useTranslation("participants");
  const type = t(`types.${entry.type}`);
  return (
    <h3 className="font-semibold">
      {number === undefined ? type : t("participant", { type, number })}
      {entry.ageRange ? (
        <span className="ml-2 text-sm font-normal text-muted-foreground">
          {t("ages", { range: entry.ageRange })}
        </span>
      ) : null}
    </h3>
  );
}

/**
 * One participant's details and their acceptance of the waiver: a real form posted to the page's
 * action (the booking page's row, with the `participant` intent and its position; the co-traveller's
 * page, alone). The birth date's age checks are the server's: they need the trip's date.
 */
export function ParticipantForm({
  entry,
  waiver,
  licenceFromAge,
  intent,
  idPrefix,
  success,
}: {
  entry: ParticipantEntry;
  waiver: WaiverView | null;
  licenceFromAge: number | null;
  /** The booking page's rows post the `participant` intent with their position; the link's page neither. */
  intent?: "participant";
  idPrefix: string;
  success: (name: string) => string;
}) {
  const { t } = useTranslation("participants");
  const { dateTime } = useFormatters();
  const position = String(entry.position);
  const form = useActionForm({
    fields: FIELDS,
    intent,
    match: intent ? { position } : undefined,
    schema: intent ? participantRowSchema : participantDetailSchema,
    shape: participantForm,
    success: (answer) => success(typeof answer.name === "string" ? answer.name : (entry.name ?? "")),
  });
  const id = (name: string) => `${idPrefix}-${name}`;
  const field = (name: string) => form.field(name, id(name));
  return (
    <ActionForm form={form} className="space-y-4">
      {intent ? <input type="hidden" name="position" value={position} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id("name")} label={t("name")} error={form.error("name")}>
          <Input
            {...field("name")}
            autoComplete="off"
            maxLength={100}
            defaultValue={form.value("name", entry.name ?? "")}
          />
        </Field>
        <Field id={id("birthDate")} label={t("birthDate")} error={form.error("birthDate")}>
          <Input
            {...field("birthDate")}
            type="date"
            min="1900-01-01"
            defaultValue={form.value("birthDate", entry.birthDate ?? "")}
          />
        </Field>
      </div>
      {entry.licenceAsked && licenceFromAge !== null ? (
        <div>
          <p className="mb-2 text-sm text-muted-foreground">{t("licenceWhy", { age: licenceFromAge })}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={id("licenceNumber")} label={t("licenceNumber")} error={form.error("licenceNumber")}>
              <Input
                {...field("licenceNumber")}
                autoComplete="off"
                maxLength={50}
                defaultValue={form.value("licenceNumber", entry.licenceNumber ?? "")}
              />
            </Field>
            <Field id={id("licenceExpiry")} label={t("licenceExpiry")} error={form.error("licenceExpiry")}>
              <Input
                {...field("licenceExpiry")}
                type="date"
                defaultValue={form.value("licenceExpiry", entry.licenceExpiry ?? "")}
              />
            </Field>
          </div>
        </div>
      ) : null}
      {waiver ? (
        entry.waiver ? (
          <p className="flex items-center gap-2 text-sm text-success">
            <CheckCircle2 className="size-4 shrink-0" aria-hidden />
            {t("accepted", { name: entry.waiver.acceptedBy, date: dateTime(entry.waiver.acceptedAt) })}
          </p>
        ) : (
          <label className="flex items-start gap-2.5 text-sm">
            {/* Unticked, the box posts nothing: the hidden "false" says so. */}
            <input type="hidden" name="acceptWaiver" value="false" />
            <input
              type="checkbox"
              name="acceptWaiver"
              value="true"
              className="mt-0.5 size-4 accent-[var(--accent)]"
              defaultChecked={form.value("acceptWaiver") === "true"}
            />
            <span>{t("acceptAs")}</span>
          </label>
        )
      ) : null}
      <Button type="submit" disabled={form.busy}>
        {form.busy ? t("saving") : t("save")}
      </Button>
    </ActionForm>
  );
}

/** The operator's waiver: its version and its text, in the reader's language where written. */
export function WaiverText({ waiver }: { waiver: WaiverView }) {
  const { t } = useTranslation("participants");
  return (
    <section className="rounded-xl border bg-muted/40 p-4 text-sm" aria-labelledby="waiver-title">
      <h3 id="waiver-title" className="font-semibold">
        {t("waiverTitle")}{" "}
        <span className="font-normal text-muted-foreground">
          {t("waiverVersion", { version: waiver.version })}
        </span>
      </h3>
      <p className="mt-2 whitespace-pre-line" lang={waiver.lang}>
        {waiver.text}
      </p>
    </section>
  );
}
