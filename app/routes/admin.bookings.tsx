import { CalendarX2 } from "lucide-react";
import { Link } from "react-router";
import type { AdminBooking } from "../../core/admin.ts";
import { bookingStatuses } from "../../core/booking-status.ts";
import { pageRange } from "../../core/pagination.ts";
import { useFormatters, useMoney } from "../components/app-context.tsx";
import { EmptyState } from "../components/empty-state.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { Badge } from "../components/ui/misc.tsx";
import { useTranslation } from "../lib/i18n-react.tsx";
import type { Route } from "./+types/admin.bookings";
import { loadBookings } from "./admin.server.ts";
import { Pager, SearchStatusForm, searchPageLink, WideTable } from "../components/list-controls.tsx";
import { BookingStatusBadge } from "../components/booking-status-badge.tsx";
import { PeninsulaTime } from "../components/peninsula-time.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBookings(request, context);
}

function StatusBadge({ booking }: { booking: AdminBooking }) {
  const { t } = useTranslation("admin");
  return (
    <span className="inline-flex flex-wrap gap-1 whitespace-nowrap">
      <BookingStatusBadge status={booking.status} label={t(`bookingStatus.${booking.status}`)} />
      {booking.checkIn ? <Badge>{t(`checkIn.${booking.checkIn}`)}</Badge> : null}
    </span>
  );
}

/** The booking's reference, leading to its page (where the admin may cancel it). */
function BookingLink({ booking }: { booking: AdminBooking }) {
  return (
    <Link
      to={`/admin/bookings/${booking.id}`}
      className="font-mono font-semibold text-primary hover:underline"
    >
      {booking.reference}
    </Link>
  );
}

/** The guest's name over their address, which may break anywhere (it has no spaces); smaller in the table. */
function Guest({ guest, small = false }: { guest: AdminBooking["guest"]; small?: boolean }) {
  return (
    <>
      <span className="block break-words">{guest.name}</span>
      <span
        className={
          small
            ? "block text-xs [overflow-wrap:anywhere] text-muted-foreground"
            : "block [overflow-wrap:anywhere] text-muted-foreground"
        }
      >
        {guest.email}
      </span>
    </>
  );
}

/** Every booking, newest first, found by reference or the guest's e-mail; each opens its own page. */
export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const money = useMoney();
  const { date, time, number } = useFormatters();
  const { query, bookings } = loaderData;
  const { items, total, page, pageSize, pages } = bookings;
  const filtered = query.q !== "" || query.status !== "" || total > 0;
  const range = pageRange(page, pageSize, total);
  return (
    <section aria-labelledby="bookings-title">
      <h2 id="bookings-title" className="font-display text-xl font-semibold sm:text-2xl">
        {t("bookings.title")}
      </h2>
      <PeninsulaTime className="mt-1" />
      <SearchStatusForm
        idPrefix="bookings"
        query={query}
        statuses={bookingStatuses.map((s) => [s, t(`bookingStatus.${s}`)] as const)}
        labels={{
          search: t("bookings.searchLabel"),
          placeholder: t("bookings.searchPlaceholder"),
          status: t("bookings.statusLabel"),
          any: t("bookings.anyStatus"),
          submit: t("bookings.search"),
        }}
      />

      {items.length === 0 ? (
        <EmptyState
          className="mt-8"
          icon={CalendarX2}
          text={filtered ? t("bookings.empty") : t("bookings.none")}
          action={
            filtered ? (
              <ButtonLink variant="outline" to="/admin/bookings">
                {t("bookings.clear")}
              </ButtonLink>
            ) : null
          }
        />
      ) : (
        <>
          <p className="mt-6 text-sm text-muted-foreground" aria-live="polite">
            {t("bookings.count", { count: total })} ·{" "}
            {t("bookings.showing", {
              start: number(range.start),
              end: number(range.end),
              total: number(total),
            })}
          </p>
          {/* Wide screens: a table. */}
          <WideTable
            columns={[
              { label: t("bookings.reference") },
              { label: t("bookings.service") },
              { label: t("bookings.guest") },
              { label: t("bookings.date") },
              { label: t("bookings.guests"), end: true },
              { label: t("bookings.total"), end: true },
              { label: t("bookings.status") },
            ]}
          >
            {items.map((booking) => (
              <tr key={booking.id} className="align-top">
                <td className="px-4 py-3">
                  <BookingLink booking={booking} />
                  <span className="block text-xs whitespace-nowrap text-muted-foreground">
                    {t("bookings.order", { reference: booking.orderReference })}
                  </span>
                </td>
                <td className="max-w-64 px-4 py-3">
                  <span className="font-medium">{booking.service}</span>
                  <Link
                    to={`/admin/suppliers/${booking.supplierId}`}
                    className="block text-xs text-muted-foreground hover:text-foreground hover:underline"
                  >
                    {booking.supplier}
                  </Link>
                </td>
                <td className="max-w-56 px-4 py-3">
                  <Guest guest={booking.guest} small />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {date(booking.startDate)}
                  <span className="block text-xs text-muted-foreground">{time(booking.time)}</span>
                </td>
                <td className="px-4 py-3 text-right">{number(booking.guests)}</td>
                <td className="px-4 py-3 text-right font-semibold whitespace-nowrap">
                  {money(booking.totalCents)}
                </td>
                <td className="px-4 py-3">
                  <StatusBadge booking={booking} />
                </td>
              </tr>
            ))}
          </WideTable>
          {/* Narrow screens: a card per booking. */}
          <ul className="mt-3 space-y-3 lg:hidden">
            {items.map((booking) => (
              <li key={booking.id} className="rounded-2xl border bg-card p-4 shadow-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <BookingLink booking={booking} />
                  <StatusBadge booking={booking} />
                </div>
                <p className="mt-1 font-medium break-words">{booking.service}</p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted-foreground">{t("bookings.supplier")}</dt>
                  <dd className="min-w-0 break-words">
                    <Link to={`/admin/suppliers/${booking.supplierId}`} className="hover:underline">
                      {booking.supplier}
                    </Link>
                  </dd>
                  <dt className="text-muted-foreground">{t("bookings.guest")}</dt>
                  <dd className="min-w-0">
                    <Guest guest={booking.guest} />
                  </dd>
                  <dt className="text-muted-foreground">{t("bookings.date")}</dt>
                  <dd>
                    {date(booking.startDate)} · {time(booking.time)}
                  </dd>
                  <dt className="text-muted-foreground">{t("bookings.guests")}</dt>
                  <dd>{t("bookings.guestsCount", { count: booking.guests })}</dd>
                  <dt className="text-muted-foreground">{t("bookings.total")}</dt>
                  <dd className="font-semibold">{money(booking.totalCents)}</dd>
                </dl>
                <p className="mt-2 text-xs text-muted-foreground">
                  {t("bookings.order", { reference: booking.orderReference })} ·{" "}
                  {t("bookings.bookedAt", { date: date(booking.createdAt) })}
                </p>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pages={pages}
            link={(to) => searchPageLink("/admin/bookings", query, to)}
            labels={{
              nav: t("bookings.pages"),
              previous: t("bookings.previous"),
              next: t("bookings.next"),
              page: `${t("bookings.page", { page: number(page) })} / ${number(pages)}`,
            }}
          />
        </>
      )}
    </section>
  );
}
