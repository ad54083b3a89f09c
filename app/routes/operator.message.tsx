import { CalendarDays, Mail, Users } from "lucide-react";
import { Link } from "react-router";
import { departureId } from "../../core/operator.ts";
import { useFormatters } from "../components/app-context.tsx";
import { BackLink } from "../components/back-link.tsx";
import { BookingStatus, Conversation, ReplyForm } from "../features/operator/messages.tsx";
import { guestLabel } from "../features/operator/guest-label.ts";
import { consoleTitle } from "../features/operator/page-title.ts";
import { settle } from "../lib/client-action.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { privatePage } from "../lib/seo.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/operator.message";
import { loadThread, replyAction } from "./operator.messages.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const own = loaderData ? `${loaderData.thread.booking.reference} · ${loaderData.meta.title}` : undefined;
  return privatePage(consoleTitle(own, matches));
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadThread(request, context, params.bookingId);
}

/** The operator's reply to the guest. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return replyAction(request, context, params.bookingId);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

/** One booking's conversation with its guest, and the reply. */
export default function OperatorThread({ loaderData }: Route.ComponentProps) {
  useRouteMessages("operatorMessages", loaderData.messages);
  const { t } = useTranslation("operatorMessages");
  const { date, time } = useFormatters();
  const { booking, messages } = loaderData.thread;
  const guest = guestLabel(t, booking.guestName, booking.reference);
  const departure = departureId({
    serviceId: booking.serviceId,
    date: booking.startDate,
    time: booking.time,
  });
  return (
    <article className="space-y-6">
      <BackLink to="/operator/messages">{t("thread.back")}</BackLink>
      <header className="rounded-2xl border bg-card p-5">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="font-display text-2xl font-semibold break-words">{guest}</h2>
          <BookingStatus status={booking.status} />
        </div>
        <p className="mt-1 text-sm text-muted-foreground">
          {t("thread.booking", { reference: booking.reference, service: booking.service })}
        </p>
        <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-3">
          <li className="flex items-center gap-2">
            <CalendarDays className="size-4 shrink-0 text-accent" aria-hidden />
            <Link
              to={`/operator/departures/${departure}`}
              className="font-medium text-accent hover:underline"
            >
              {t("thread.departure", { date: date(booking.startDate), time: time(booking.time) })}
            </Link>
          </li>
          <li className="flex items-center gap-2">
            <Users className="size-4 shrink-0 text-accent" aria-hidden />
            {t("thread.guests", { count: booking.guests })}
          </li>
          {booking.guestEmail ? (
            <li className="flex min-w-0 items-center gap-2">
              <Mail className="size-4 shrink-0 text-accent" aria-hidden />
              <a href={`mailto:${booking.guestEmail}`} className="truncate hover:underline">
                {booking.guestEmail}
              </a>
            </li>
          ) : null}
        </ul>
      </header>
      <section aria-labelledby="conversation-title" className="space-y-4">
        <h3 id="conversation-title" className="font-display text-xl font-semibold">
          {t("thread.conversation")}
        </h3>
        <Conversation messages={messages} guest={guest} />
      </section>
      <section className="rounded-2xl border bg-card p-5">
        <ReplyForm guest={guest} />
      </section>
    </article>
  );
}
