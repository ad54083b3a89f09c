import { Link } from "react-router";
import type { AdminBookingDetail } from "../../core/admin-audit.ts";
import { BackLink } from "../components/back-link.tsx";
import { BookingStatusBadge } from "../components/booking-status-badge.tsx";
import { useCharged, useDollars, useFormatters, useMoney } from "../components/app-context.tsx";
import { CancelBooking } from "../features/admin/cancel-booking.tsx";
import { Panel } from "../features/admin/supplier-panels.tsx";
import { settle } from "../lib/client-action.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { privatePage } from "../lib/seo.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/admin.booking";
import { adminBookingAction, loadAdminBooking } from "./admin.booking.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePage(loaderData?.booking.reference ?? "");
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadAdminBooking(request, context, params.bookingId);
}

/** Cancel the booking with a reason (its one intent). */
export async function action({ request, context, params }: Route.ActionArgs) {
  return adminBookingAction(request, context, params.bookingId);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

/** How a booking that will not take place ended, and what went back to the guest. */
function Ended({ booking }: { booking: AdminBookingDetail }) {
  const { t } = useTranslation("adminAudit");
  const charged = useCharged();
  const dollars = useDollars();
  if (booking.status !== "cancelled" && booking.status !== "rejected") return null;
  const by = booking.cancelledBy ?? (booking.status === "cancelled" ? "guest" : "operator");
  const words =
    by === "deadline" && booking.status === "cancelled"
      ? "balanceLapsed"
      : by === "operator" && !booking.statusReason
        ? "other"
        : by;
  const { refund } = booking;
  const money = refund ? charged(refund.minor, refund.currency) : "";
  const points = refund && refund.pointsCents > 0 ? dollars(refund.pointsCents) : "";
  const amount = !points
    ? money
    : refund!.minor > 0
      ? t("booking.refundBoth", { money, points })
      : t("booking.refundPoints", { points });
  return (
    <div className="mt-4 rounded-2xl border border-danger/30 bg-danger/5 p-4 text-sm" role="note">
      <p className="font-medium break-words">
        {t(`booking.ended.${words}`, { reason: booking.statusReason ?? "" })}
      </p>
      {refund ? <p className="mt-1 text-muted-foreground">{t("booking.refund", { amount })}</p> : null}
    </div>
  );
}

/** One booking as the admin sees it, and what the admin may do about it: cancel it with a full refund. */
export default function AdminBooking({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteMessages("adminAudit", loaderData.messages);
  const { t: admin } = useTranslation("admin");
  const money = useMoney();
  const { date, time } = useFormatters();
  const { booking } = loaderData;
  const row = (label: string, value: React.ReactNode) => (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[9rem_1fr]">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
  return (
    <article aria-labelledby="booking-title">
      <BackLink to="/admin/bookings">{t("booking.back")}</BackLink>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h2 id="booking-title" className="font-display text-xl font-semibold break-words sm:text-2xl">
          {t("booking.title", { reference: booking.reference })}
        </h2>
        <BookingStatusBadge status={booking.status} label={admin(`bookingStatus.${booking.status}`)} />
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        {t("booking.order", { reference: booking.orderReference })}
      </p>
      <Ended booking={booking} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Panel id="booking-details" title={t("booking.details")}>
          <dl className="divide-y">
            {row(t("booking.service"), booking.service)}
            {row(
              t("booking.supplier"),
              <Link to={`/admin/suppliers/${booking.supplierId}`} className="hover:underline">
                {booking.supplier}
              </Link>,
            )}
            {row(
              t("booking.guest"),
              <>
                <span className="block">{booking.guest.name}</span>
                <span className="block text-sm text-muted-foreground">{booking.guest.email}</span>
              </>,
            )}
            {row(t("booking.date"), `${date(booking.startDate)} · ${time(booking.time)}`)}
            {row(t("booking.guests"), t("booking.guestsCount", { count: booking.guests }))}
            {row(t("booking.total"), money(booking.totalCents))}
            {row(t("booking.bookedAt"), date(booking.createdAt))}
          </dl>
        </Panel>
        <Panel id="booking-actions" title={t("booking.actionsTitle")}>
          <CancelBooking booking={booking} />
        </Panel>
      </div>
    </article>
  );
}
