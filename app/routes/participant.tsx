import { UserRoundCheck, UserRoundX } from "lucide-react";
import { useFormatters } from "../components/app-context.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import {
  ParticipantForm,
  ParticipantHeading,
  WaiverText,
} from "../features/participants/participant-form.tsx";
import { Readiness } from "../features/participants/participants-panel.tsx";
import { settle } from "../lib/client-action.ts";
import { privatePage } from "../lib/seo.ts";
import { useErrorText } from "../lib/use-error-text.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/participant";
import { loadParticipant, participantAction } from "./participant.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePage(loaderData?.title ?? "");
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadParticipant(request, context, params.token);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return participantAction(request, context, params.token);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

/** One person's details: never kept by a cache. */
export function headers({ parentHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  headers.set("Cache-Control", "private, no-store");
  return headers;
}

/**
 * A co-traveller's page: the trip's name and dates, the operator's waiver, and their own details
 * to fill in (nothing of the other participants, nor of who booked). Works before the scripts run.
 */
export default function ParticipantPage({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteMessages("participants", loaderData.messages);
  const { date, time } = useFormatters();
  const errorText = useErrorText();
  const linked = loaderData.linked;

  if (!linked) {
    return (
      <Card>
        <span
          className="flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent"
          aria-hidden
        >
          <UserRoundX className="size-7" />
        </span>
        <h1 className="mt-5 font-display text-2xl font-semibold sm:text-3xl">{t("link.invalidTitle")}</h1>
        <p className="mt-3 text-muted-foreground">{errorText({ code: "participantLinkInvalid" })}</p>
        <ButtonLink className="mt-6" to="/">
          {t("link.home")}
        </ButtonLink>
      </Card>
    );
  }

  const { participant } = linked;
  return (
    <Card>
      <span
        className="flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent"
        aria-hidden
      >
        <UserRoundCheck className="size-7" />
      </span>
      <h1 className="mt-5 font-display text-2xl font-semibold break-words sm:text-3xl">
        {t("link.title", { service: linked.service })}
      </h1>
      <p className="mt-3 text-muted-foreground">{t("link.intro")}</p>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">{t("link.trip")}</dt>
        <dd className="font-medium break-words">{linked.service}</dd>
        <dt className="text-muted-foreground">{t("link.when")}</dt>
        <dd>
          {t("link.whenValue", {
            start: date(linked.date),
            end: date(linked.endDate),
            time: time(linked.time),
          })}
        </dd>
      </dl>
      {linked.minAge !== null ? (
        <p className="mt-4 text-sm text-muted-foreground">{t("minAge", { age: linked.minAge })}</p>
      ) : null}
      {linked.waiver ? (
        <div className="mt-6">
          <WaiverText waiver={linked.waiver} />
        </div>
      ) : null}
      <div className="mt-6 rounded-2xl border p-5">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <ParticipantHeading entry={participant} />
          <Readiness
            readiness={{ ready: participant.missing.length === 0, missing: participant.missing }}
            testId="participant-readiness"
          />
        </div>
        <ParticipantForm
          entry={participant}
          waiver={linked.waiver}
          licenceFromAge={linked.licenceFromAge}
          idPrefix="co-traveller"
          success={() => t("link.saved")}
        />
      </div>
    </Card>
  );
}

function Card({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <div className="rounded-3xl border bg-card p-6 shadow-sm sm:p-10">{children}</div>
    </div>
  );
}
