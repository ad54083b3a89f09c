import { CircleCheck, CircleAlert } from "lucide-react";
import type { ManifestBooking, ManifestParticipant, Readiness } from "../../../core/manifest.ts";
import { readinessText } from "./readiness-text.ts";
import { useFormatters } from "../../components/app-context.tsx";
import { Badge } from "../../components/ui/misc.tsx";
import { cn } from "../../lib/cn.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";

// Who comes on a booking and whether they are ready, on the manifest: a badge per booking and per
// person ("Ready" / "Not ready: licence, waiver, balance"), and each person's type, name, age,
// licence and waiver. Words: the manifest namespace.

/** What a booking or a person still lacks, said in words and colour (not colour alone). */
export function ReadinessBadge({ readiness, className }: { readiness: Readiness; className?: string }) {
  const { t } = useTranslation("manifest");
  const Icon = readiness.ready ? CircleCheck : CircleAlert;
  return (
    <Badge tone={readiness.ready ? "success" : "danger"} className={className}>
      <Icon className="size-3.5 shrink-0" aria-hidden />
      {readinessText(t, readiness)}
    </Badge>
  );
}

/** One person: type, name (or "Not given yet"), age, licence where needed, waiver, readiness. */
function ParticipantLine({
  person,
  waiverRequired,
}: {
  person: ManifestParticipant;
  waiverRequired: boolean;
}) {
  const { t } = useTranslation("manifest");
  const { date, dateTime } = useFormatters();
  const facts = [
    person.age === null ? t("ageUnknown") : t("age", { count: person.age }),
    person.needsLicence
      ? person.licenceNumber
        ? [
            t("licence", { number: person.licenceNumber }),
            person.licenceExpiry ? t("licenceExpiry", { date: date(person.licenceExpiry) }) : null,
          ]
            .filter(Boolean)
            .join(" ")
        : t("licenceMissing")
      : null,
    waiverRequired
      ? person.waiver
        ? t("waiver", { version: person.waiver.version ?? "", when: dateTime(person.waiver.acceptedAt) })
        : t("waiverMissing")
      : null,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
      <div className="min-w-0">
        <p className="text-sm">
          <span className="font-medium">{t(`type.${person.type}`)}</span>
          {" · "}
          <span className={cn("break-words", !person.name && "text-muted-foreground italic")}>
            {person.name ?? t("notGiven")}
          </span>
        </p>
        <p className="text-xs text-muted-foreground">{facts.join(" · ")}</p>
      </div>
      <ReadinessBadge readiness={person} />
    </li>
  );
}

/** A booking's people, in the order they were booked (adults first). */
export function ParticipantList({ booking }: { booking: ManifestBooking }) {
  const { t } = useTranslation("manifest");
  if (booking.participants.length === 0) return null;
  const label = t("participants", { reference: booking.reference });
  return (
    <ul aria-label={label} className="mt-3 divide-y rounded-xl border px-3">
      {booking.participants.map((person) => (
        <ParticipantLine key={person.position} person={person} waiverRequired={booking.waiverRequired} />
      ))}
    </ul>
  );
}
