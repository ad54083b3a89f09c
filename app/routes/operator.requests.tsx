import { Inbox } from "lucide-react";
import { useState } from "react";
import { FormStatus } from "../components/action-form.tsx";
import { EmptyState } from "../components/empty-state.tsx";
import { ConfirmSelected, RequestCard, useRequestsStatus } from "../features/operator/requests.tsx";
import { settle } from "../lib/client-action.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import type { Route } from "./+types/operator.requests";
import { requestsAction } from "./operator.actions.server.ts";
import { loadRequests } from "./operator.server.ts";
import { PeninsulaTime } from "../components/peninsula-time.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRequests(request, context);
}

/** Confirm one, reject one with a reason, or confirm the selected (the intent says which). */
export async function action({ request, context }: Route.ActionArgs) {
  return requestsAction(request, context);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

/** The inbox: paid requests awaiting an answer, the nearest deadline first. */
export default function Requests({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("operator");
  const { requests, now } = loaderData;
  const status = useRequestsStatus();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  // Only requests still in the list count (one answered meanwhile drops out).
  const selected = requests.filter((r) => chosen.has(r.id)).map((r) => r.id);
  const all = requests.length > 0 && selected.length === requests.length;
  const choose = (id: string, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <section aria-labelledby="requests-title">
      <h2 id="requests-title" className="font-display text-xl font-semibold sm:text-2xl">
        {t("requests.title")}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{t("requests.intro")}</p>
      <PeninsulaTime className="mt-1" />
      <FormStatus status={status} className="mt-4" />
      {requests.length === 0 ? (
        <EmptyState className="mt-8" icon={Inbox} text={t("requests.empty")} />
      ) : (
        <>
          <div className="sticky top-16 z-10 mt-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border bg-background/95 p-3 backdrop-blur">
            <label className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                className="size-4 accent-[var(--color-accent)]"
                checked={all}
                onChange={(event) =>
                  setChosen(new Set(event.target.checked ? requests.map((r) => r.id) : []))
                }
              />
              {t("requests.selectAll")}
            </label>
            <ConfirmSelected ids={selected} onDone={() => setChosen(new Set())} />
          </div>
          <ul className="mt-4 space-y-4">
            {requests.map((booking) => (
              <RequestCard
                key={booking.id}
                booking={booking}
                now={now}
                selected={chosen.has(booking.id)}
                onSelect={(on) => choose(booking.id, on)}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
