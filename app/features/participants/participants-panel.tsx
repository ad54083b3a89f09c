import { CheckCircle2, CircleAlert, Copy } from "lucide-react";
import type { BookingParticipantsView } from "../../../core/participant-details.ts";
import type { ReadinessGap } from "../../../core/participants.ts";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useCopy } from "../../lib/use-copy.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useRouteMessages } from "../../lib/use-messages.ts";
import { ParticipantForm, ParticipantHeading, WaiverText } from "./participant-form.tsx";

/** "Ready", or "Missing: licence, waiver". */
export function Readiness({
  readiness,
  testId,
}: {
  readiness: { ready: boolean; missing: ReadinessGap[] };
  testId?: string;
}) {
  const { t } = useTranslation("participants");
  if (readiness.ready)
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-success" data-testid={testId}>
        <CheckCircle2 className="size-4 shrink-0" aria-hidden />
        {t("ready")}
      </p>
    );
  const list = readiness.missing.map((gap) => t(`gaps.${gap}`)).join(", ");
  return (
    <p className="flex items-center gap-2 text-sm font-medium" data-testid={testId}>
      <CircleAlert className="size-4 shrink-0 text-warning" aria-hidden />
      {t("missing", { list })}
    </p>
  );
}

/**
 * A co-traveller's link: shown in a field anyone can select and copy (before the page's scripts
 * run too), and a button that copies it once they do.
 */
function CoTravellerLink({ link, id }: { link: string; id: string }) {
  const { t } = useTranslation("participants");
  const hydrated = useHydrated();
  const { copy } = useCopy();
  return (
    <div className="mt-4 border-t pt-4">
      <label htmlFor={id} className="mb-1.5 block text-sm text-muted-foreground">
        {t("linkLabel")}
      </label>
      <div className="flex flex-wrap gap-2">
        <Input id={id} readOnly value={link} className="min-w-0 flex-1" onFocus={(e) => e.target.select()} />
        {hydrated ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => void copy(link, { done: t("copied"), failed: t("copyFailed") })}
          >
            <Copy className="size-4" aria-hidden />
            {t("copyLink")}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The booking page's participants: the waiver, each participant's form (their own save, so a
 * family fills in whoever they know now), a link per participant for a co-traveller to fill in
 * their own, and whether the booking is ready to go.
 */
export function ParticipantsPanel({ messages, view }: { messages: string; view: BookingParticipantsView }) {
  const { t } = useRouteMessages("participants", messages);
  // Numbered within their type where there are several ("Adult 1", "Adult 2").
  const counts = new Map<string, number>();
  for (const p of view.participants) counts.set(p.type, (counts.get(p.type) ?? 0) + 1);
  const seen = new Map<string, number>();
  const numbered = view.participants.map((p) => {
    const n = (seen.get(p.type) ?? 0) + 1;
    seen.set(p.type, n);
    return { entry: p, number: (counts.get(p.type) ?? 0) > 1 ? n : undefined };
  });
  return (
    <section id="participants" className="mt-10 scroll-mt-24" aria-labelledby="participants-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="participants-title" className="font-display text-2xl font-semibold">
          {t("title")}
        </h2>
        <Readiness readiness={view.readiness} testId="participants-readiness" />
      </div>
      <p className="mt-2 text-sm text-muted-foreground">{view.editable ? t("intro") : t("closed")}</p>
      {view.minAge !== null ? (
        <p className="mt-1 text-sm text-muted-foreground">{t("minAge", { age: view.minAge })}</p>
      ) : null}
      {view.waiver && view.editable ? (
        <div className="mt-4">
          <WaiverText waiver={view.waiver} />
        </div>
      ) : null}
      <ol className="mt-4 space-y-4">
        {numbered.map(({ entry, number }) => (
          <li
            key={entry.position}
            className="rounded-2xl border bg-card p-5"
            data-testid={`participant-${entry.position}`}
          >
            <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
              <ParticipantHeading entry={entry} number={number} />
              <Readiness
                readiness={{ ready: entry.missing.length === 0, missing: entry.missing }}
                testId={`participant-${entry.position}-readiness`}
              />
            </div>
            {view.editable ? (
              <ParticipantForm
                entry={entry}
                waiver={view.waiver}
                licenceFromAge={view.licenceFromAge}
                intent="participant"
                idPrefix={`participant-${entry.position}`}
                success={(name) => t("saved", { name })}
              />
            ) : (
              <p className="text-sm">{[entry.name, entry.birthDate].filter(Boolean).join(" · ")}</p>
            )}
            {entry.link ? (
              <CoTravellerLink link={entry.link} id={`participant-${entry.position}-link`} />
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
