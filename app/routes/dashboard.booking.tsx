import { Mail } from "lucide-react";
import { useEffect } from "react";
import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { useCharged, useDollars, useFormatters, useMoney } from "../components/app-context.tsx";
import { BackLink } from "../components/back-link.tsx";
import { NotFound } from "../components/not-found.tsx";
import { photoSize, Picture } from "../components/picture.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { Stars } from "../components/stars.tsx";
import { CancelBooking, ContactForm, RateForm } from "../features/dashboard/booking-actions.tsx";
import { StatusBadge } from "../features/dashboard/booking-card.tsx";
import { useRefundText } from "../features/dashboard/refund-text.ts";
import { BookingMessages } from "../features/dashboard/booking-messages.tsx";
import { PaymentPanel } from "../features/dashboard/balance-panel.tsx";
import { settle } from "../lib/client-action.ts";
import { SectionTitle } from "../features/dashboard/layout.tsx";
import { DashboardSignedOut } from "../features/dashboard/signed-out.tsx";
import { useTranslation } from "../lib/i18n-react.tsx";
import type { Route } from "./+types/dashboard.booking";
import { bookingAction } from "./dashboard.actions.server.ts";
import { loadBooking } from "./dashboard.server.ts";
import { PeninsulaTime } from "../components/peninsula-time.tsx";
import { ParticipantsPanel } from "../features/participants/participants-panel.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadBooking(request, context, params.bookingId);
}

/** Rate the booking, write to its operator, or cancel it (the form's intent says which). */
export async function action({ request, context, params }: Route.ActionArgs) {
  return bookingAction(request, context, params.bookingId);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

/** Why a booking will not take place (the operator's or the platform's words, if given), and the refund. */
function EndedNote({ booking }: { booking: Route.ComponentProps["loaderData"]["booking"] }) {
  const { t } = useTranslation("dashboard");
  const refundText = useRefundText();
  if (booking.status !== "rejected" && booking.status !== "cancelled") return null;
  // Without the operator's words it was the deadline (a rejection) or the guest (a cancellation);
  // a platform admin's cancellation always gives its reason.
  const why =
    booking.cancelledBy === "admin"
      ? "adminCancelled"
      : booking.cancelledBy === "deadline" && booking.status === "cancelled"
        ? "balanceLapsed"
        : !booking.statusReason
          ? booking.status === "rejected"
            ? "deadline"
            : "guest"
          : booking.status === "rejected"
            ? "operatorRejected"
            : "operatorCancelled";
  return (
    <div className="mt-4 rounded-2xl border border-danger/30 bg-danger/5 p-4 text-sm" role="note">
      <p className="font-medium">
        {t(`booking.ended.${why}`, { supplier: booking.supplier, reason: booking.statusReason ?? "" })}
      </p>
      {booking.refund ? (
        <p className="mt-1 text-muted-foreground" data-testid="booking-refund">
          {t("booking.ended.refunded", { amount: refundText(booking.refund) })}
        </p>
      ) : null}
    </div>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Everything we hold on one booking: the trip, the order and payment, the operator, and what can be done. */
export default function BookingPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("dashboard");
  const money = useMoney();
  const charged = useCharged();
  const dollars = useDollars();
  const { date, time } = useFormatters();
  const { hash } = useLocation();
  // Contact and Rate on a card lead here with #contact or #rate: bring that section into view.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: "start" });
  }, [hash]);
  // The refund in short beside the total (money + points); the note below says it in full.
  const refundShort = (refund: NonNullable<typeof loaderData.booking.refund>) => {
    const parts = [
      refund.minor > 0 || refund.pointsCents <= 0 ? charged(refund.minor, refund.currency) : null,
      refund.pointsCents > 0 ? t("booking.points", { amount: dollars(refund.pointsCents) }) : null,
    ];
    return parts.filter(Boolean).join(" + ");
  };
  const { booking } = loaderData;
  const method = booking.order.paymentMethod;
  const paidWith =
    method === "card" && booking.order.cardLast4
      ? t("booking.card", { last4: booking.order.cardLast4 })
      : method === "points"
        ? t("booking.pointsMethod")
        : t(`booking.${method === "card" ? "sbp" : method}`);
  return (
    <article className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="min-w-0">
        <BackLink to="/dashboard/bookings">{t("booking.back")}</BackLink>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <h2 className="font-display text-3xl font-semibold">{booking.service}</h2>
          <StatusBadge status={booking.status} noShow={booking.noShow} />
        </div>
        <p className="mt-1 text-sm text-muted-foreground">
          {t("booking.title", { reference: booking.reference })}
        </p>
        <dl className="mt-6 divide-y rounded-2xl border bg-card px-5">
          <Row label={t("booking.when")}>
            {t("booking.whenValue", {
              start: date(booking.date),
              end: date(booking.endDate),
              time: time(booking.time),
            })}
            <PeninsulaTime className="mt-1" />
          </Row>
          <Row label={t("booking.location")}>{booking.location}</Row>
          <Row label={t("booking.guests")}>{loaderData.party}</Row>
          <Row label={t("booking.supplier")}>{booking.supplier}</Row>
          <Row label={t("booking.order")}>
            <Link
              to={`/orders/${booking.order.reference}`}
              className="font-medium text-accent hover:underline"
            >
              {booking.order.reference}
            </Link>{" "}
            · {date(booking.order.createdAt)}
          </Row>
          <Row label={t("booking.payment")}>{paidWith}</Row>
          <Row label={t("booking.charged")}>
            <span data-testid="booking-charged">
              {booking.order.currency === "USD"
                ? charged(booking.order.chargedMinor, booking.order.currency)
                : t("booking.chargedUsd", {
                    charged: charged(booking.order.chargedMinor, booking.order.currency),
                    usd: dollars(booking.order.totalCents - booking.order.pointsUsedCents),
                  })}
            </span>
            {booking.order.pointsUsedCents > 0 ? (
              <span className="ml-2 text-sm text-muted-foreground">
                + {t("booking.points", { amount: dollars(booking.order.pointsUsedCents) })}
              </span>
            ) : null}
          </Row>
          <Row label={t("booking.total")}>
            <strong>{money(booking.totalCents)}</strong>
            {/* A rejected or cancelled trip's total came back: said here, beside the order's charge. */}
            {booking.refund ? (
              <span className="ml-2 text-sm text-success">
                {t("booking.refundedNote", { amount: refundShort(booking.refund) })}
              </span>
            ) : null}
            {booking.order.discountCents > 0 ? (
              <span className="ml-2 text-sm text-success">
                {t("booking.discount")}: −{money(booking.order.discountCents)}
              </span>
            ) : null}
          </Row>
          {booking.rating ? (
            <Row label={t("booking.yourReview")}>
              <Stars rating={booking.rating} label={t("bookings.yourRating", { rating: booking.rating })} />
              {booking.review ? <p className="mt-1 text-sm">{booking.review}</p> : null}
            </Row>
          ) : null}
        </dl>
        {booking.status === "pending" ? (
          <p className="mt-4 text-sm text-muted-foreground">
            {t("booking.deadline", { date: date(booking.supplierDeadline) })}
          </p>
        ) : null}
        <EndedNote booking={booking} />
        {booking.noShow ? (
          <p className="mt-4 rounded-2xl border bg-muted/40 p-4 text-sm font-medium" role="note">
            {t("booking.noShow")}
          </p>
        ) : null}

        <PaymentPanel booking={booking} messages={loaderData.paymentMessages} />
        <ParticipantsPanel {...loaderData.participants} />

        {booking.canRate ? (
          <section id="rate" className="mt-10 scroll-mt-24">
            <SectionTitle>{t("booking.rateTitle")}</SectionTitle>
            <div className="mt-4 rounded-2xl border bg-card p-5">
              <RateForm />
            </div>
          </section>
        ) : null}

        {booking.canContact || booking.messages.length > 0 ? (
          <section id="contact" className="mt-10 scroll-mt-24">
            <SectionTitle>
              {t(booking.canContact ? "booking.contactTitle" : "booking.conversationTitle")}
            </SectionTitle>
            <div className="mt-4 space-y-4 rounded-2xl border bg-card p-5">
              {booking.supplierContact && booking.canContact ? (
                <p className="flex items-center gap-2 text-sm">
                  <Mail className="size-4 text-accent" aria-hidden />
                  {t("booking.contactDetails", booking.supplierContact)}
                </p>
              ) : null}
              <BookingMessages booking={booking} />
              {booking.canContact ? <ContactForm booking={booking} /> : null}
            </div>
          </section>
        ) : null}
      </div>

      <aside className="space-y-4">
        {booking.image ? (
          <div>
            <Picture
              src={booking.image}
              alt=""
              {...photoSize}
              sizes="(min-width: 1024px) 352px, 100vw"
              className="aspect-[3/2] w-full rounded-2xl object-cover"
            />
          </div>
        ) : null}
        <ButtonLink variant="outline" className="w-full" to={`/service/${booking.serviceId}`}>
          {t("booking.viewService")}
        </ButtonLink>
        {booking.status === "pending" || booking.status === "confirmed" ? (
          <div className="rounded-2xl border bg-card p-5">
            <h3 className="font-semibold">{t("booking.cancelTitle")}</h3>
            {booking.canCancel ? (
              <>
                <p className="mt-1 mb-4 text-sm text-muted-foreground">{t("booking.cancelText")}</p>
                <CancelBooking />
              </>
            ) : (
              <p className="mt-1 text-sm text-muted-foreground">{t("booking.cancelClosed")}</p>
            )}
          </div>
        ) : null}
      </aside>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("dashboard");
  // The session ended while the page was open (an action's 401): ask to sign in again.
  if (isRouteErrorResponse(error) && error.status === 401) return <DashboardSignedOut />;
  return <NotFound title={t("booking.notFound")} />;
}
