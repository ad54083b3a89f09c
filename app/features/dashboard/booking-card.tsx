import { CalendarDays, MapPin, Users } from "lucide-react";
import { Link } from "react-router";
import type { BookingView } from "../../../core/views.ts";
import { useFormatters, useMoney } from "../../components/app-context.tsx";
import { IconFacts } from "../../components/icon-facts.tsx";
import { photoSize, Picture } from "../../components/picture.tsx";
import { Stars } from "../../components/stars.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { BookingStatusBadge } from "../../components/booking-status-badge.tsx";

/** The booking's status; a completed trip the guest did not come to says "No-show". */
export function StatusBadge({ status, noShow = false }: { status: BookingView["status"]; noShow?: boolean }) {
  const { t } = useTranslation("dashboard");
  return <BookingStatusBadge status={status} label={t(noShow ? "status.noShow" : `status.${status}`)} />;
}

/** One booking: what, where, when, who, status and price, with the actions its status allows. */
export function BookingCard({ booking }: { booking: BookingView }) {
  const { t } = useTranslation("dashboard");
  const money = useMoney();
  const { date, time } = useFormatters();
  const href = `/dashboard/bookings/${booking.id}`;
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm sm:flex-row">
      {booking.image ? (
        <div className="relative aspect-[5/2] shrink-0 bg-muted sm:aspect-auto sm:w-56">
          <Picture
            src={booking.image}
            alt=""
            {...photoSize}
            sizes="(min-width: 640px) 224px, 100vw"
            className="absolute inset-0 size-full object-cover"
          />
        </div>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="text-lg leading-snug font-semibold">
              <Link to={href} className="hover:underline">
                {booking.service}
              </Link>
            </h3>
            <p className="text-sm text-muted-foreground">
              {t("bookings.supplier", { supplier: booking.supplier })}
            </p>
          </div>
          <StatusBadge status={booking.status} noShow={booking.noShow} />
        </div>
        <p className="line-clamp-2 text-sm text-muted-foreground">{booking.description}</p>
        {booking.noShow ? <p className="text-sm font-medium">{t("booking.noShow")}</p> : null}
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <IconFacts
            className="flex items-center gap-1.5"
            iconClassName="size-4 text-muted-foreground"
            facts={[
              { icon: MapPin, text: booking.location },
              {
                icon: CalendarDays,
                // The slot's start beside the dates, in the words of the booking's own page.
                text: t("booking.whenValue", {
                  start: date(booking.date),
                  end: date(booking.endDate),
                  time: time(booking.time),
                }),
              },
              { icon: Users, text: t("bookings.guests", { count: booking.guests }) },
            ]}
          />
        </ul>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t pt-3">
          <div className="flex items-center gap-3">
            <strong className="text-lg">{money(booking.totalCents)}</strong>
            {booking.rating ? (
              <Stars rating={booking.rating} label={t("bookings.yourRating", { rating: booking.rating })} />
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            {booking.status === "confirmed" ? (
              <ButtonLink size="sm" variant="outline" to={`${href}#contact`}>
                {t("bookings.contact")}
              </ButtonLink>
            ) : null}
            {booking.status === "completed" && !booking.rating && !booking.noShow ? (
              <ButtonLink size="sm" variant="outline" to={`${href}#rate`}>
                {t("bookings.rate")}
              </ButtonLink>
            ) : null}
            <ButtonLink size="sm" to={href} aria-label={t("bookings.viewLabel", { title: booking.service })}>
              {t("bookings.view")}
            </ButtonLink>
          </div>
        </div>
      </div>
    </li>
  );
}
