import { Printer } from "lucide-react";
import { Link } from "react-router";
import { chargeMinor } from "../../core/money.ts";
import { useCharged, useDollars, useFormatters } from "../components/app-context.tsx";
import { OrderTotals, useWhoComes } from "../components/order-totals.tsx";
import { BookingStatusBadge } from "../components/booking-status-badge.tsx";
import { Button } from "../components/ui/button.tsx";
import { privatePage } from "../lib/seo.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/order";
import { loadOrder } from "./checkout.server.ts";
import { PeninsulaTime } from "../components/peninsula-time.tsx";

export const meta = ({ loaderData, params }: Route.MetaArgs) =>
  privatePage(loaderData?.title ?? params.reference);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadOrder(request, context, params.reference);
}

type Line = Route.ComponentProps["loaderData"]["order"]["bookings"][number];

/**
 * Why a line's money came back: who ended it, as the booking's own page says it (without a
 * recorded author, the operator's words mean the operator; none, the deadline or the guest).
 */
function refundWhy(booking: Line) {
  const by =
    booking.cancelledBy ??
    (booking.statusReason ? "operator" : booking.status === "rejected" ? "deadline" : "guest");
  // A booking whose balance was not paid by its due date was cancelled by that deadline.
  if (by === "deadline" && booking.status === "cancelled") return "balanceLapsed";
  return booking.status === "rejected" && by === "operator" ? "declined" : by;
}

/** A cancelled or rejected line's refund and its reason, so the line and the order's totals agree. */
function LineRefund({ booking }: { booking: Line }) {
  // The page has added the namespace from its loader before its lines render.
  const { t } = useTranslation("booking");
  const charged = useCharged();
  const dollars = useDollars();
  const { refund } = booking;
  if (!refund) return null;
  const money = charged(refund.minor, refund.currency);
  const points = dollars(refund.pointsCents);
  const amount =
    refund.pointsCents <= 0
      ? money
      : refund.minor > 0
        ? t("receipt.refundBoth", { money, points })
        : t("receipt.refundPointsOnly", { points });
  return (
    <p className="mt-1 text-right text-sm text-success" data-testid="receipt-line-refund">
      {t("receipt.refundLine", { amount, why: t(`receipt.why.${refundWhy(booking)}`) })}
    </p>
  );
}

/** A line's deposit and balance: what was paid at checkout, and what is due and by when, or that it is paid. */
function LineBalance({ booking, format }: { booking: Line; format: (minor: number) => string }) {
  const { t } = useTranslation("booking");
  const { date } = useFormatters();
  if (!booking.balanceDueAt) return null;
  return (
    <div className="mt-1 text-right text-sm text-muted-foreground" data-testid="receipt-line-balance">
      <p>
        {t("money.deposit")}: {format(booking.money.depositMinor)}
      </p>
      <p>
        {booking.balanceCents > 0
          ? t("money.balanceLater", {
              amount: format(booking.money.balanceMinor),
              date: date(booking.balanceDueAt),
            })
          : t("money.balancePaid")}
      </p>
    </div>
  );
}

export default function Order({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteMessages("booking", loaderData.messages);
  const charged = useCharged();
  const dollars = useDollars();
  const { date, time } = useFormatters();
  const whoComes = useWhoComes();
  const { order } = loaderData;
  // The receipt is in the order's own currency at its rate snapshot, as it was charged: the
  // order's lines are the sums of its bookings' (core/order-summary.ts), so they add up.
  const inOrder = (minor: number) => charged(minor, order.currency);
  const figures = {
    baseCents: order.money.baseMinor,
    feesCents: order.money.feesMinor,
    taxesCents: order.money.taxesMinor,
    discountCents: order.money.discountMinor,
    totalCents: order.money.totalMinor - order.money.discountMinor,
    feeLines: order.feeLines.map((fee) => ({ ...fee, cents: chargeMinor(fee.cents, order.exchangeRate) })),
    taxLines: order.taxLines.map((fee) => ({ ...fee, cents: chargeMinor(fee.cents, order.exchangeRate) })),
  };
  // The money part of what checkout took (the deposits, or everything), in dollars.
  const paidCents = order.bookings.reduce((sum, b) => sum + b.depositCents, 0) - order.pointsUsedCents;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold">
            {t("receipt.title", { reference: order.reference })}
          </h1>
          <p className="mt-1 text-muted-foreground">{t("receipt.placed", { date: date(order.createdAt) })}</p>
          <PeninsulaTime className="mt-1" />
        </div>
        <Button variant="outline" onClick={() => window.print()} className="print:hidden">
          <Printer aria-hidden />
          {t("receipt.print")}
        </Button>
      </div>
      <h2 className="mt-10 mb-4 font-semibold">{t("receipt.lines")}</h2>
      <ul className="space-y-3">
        {order.bookings.map((booking) => (
          <li key={booking.id} className="rounded-2xl border bg-card p-5">
            <div className="flex flex-wrap justify-between gap-2">
              <Link to={`/service/${booking.serviceId}`} className="font-semibold hover:underline">
                {booking.service}
              </Link>
              <BookingStatusBadge status={booking.status} label={t(`receipt.status.${booking.status}`)} />
            </div>
            <p className="mt-1 text-sm text-muted-foreground">
              {/* The line's own page: its status, the operator's answer, messages and cancellation. */}
              <Link
                to={`/dashboard/bookings/${booking.id}`}
                className="font-medium text-accent hover:underline"
              >
                {t("receipt.booking", { reference: booking.reference })}
              </Link>{" "}
              ·{" "}
              {t("receipt.when", {
                start: date(booking.date),
                end: date(booking.endDate),
                time: time(booking.time),
              })}
            </p>
            <p className="text-sm text-muted-foreground">
              {booking.location} · {booking.supplier} ·{" "}
              {Object.keys(booking.participants).length
                ? whoComes(booking.participants)
                : t("receipt.guests", { count: booking.guests })}
            </p>
            <p className="mt-2 text-right font-semibold">{inOrder(booking.money.totalMinor)}</p>
            <LineBalance booking={booking} format={inOrder} />
            <LineRefund booking={booking} />
          </li>
        ))}
      </ul>
      <dl className="mt-8 space-y-2 rounded-2xl bg-muted p-5 text-sm">
        <OrderTotals figures={figures} format={inOrder} />
        {order.balanceCents > 0 ? (
          <>
            <div className="flex justify-between">
              <dt>{t("money.paid")}</dt>
              <dd data-testid="receipt-paid">{inOrder(chargeMinor(order.paidCents, order.exchangeRate))}</dd>
            </div>
            <div className="flex justify-between font-semibold">
              <dt>{t("money.stillToPay")}</dt>
              <dd data-testid="receipt-balance">{inOrder(order.money.balanceMinor)}</dd>
            </div>
          </>
        ) : null}
        {order.pointsUsedCents > 0 ? (
          <div className="flex justify-between">
            <dt>{t("receipt.points")}</dt>
            <dd data-testid="receipt-points">{dollars(order.pointsUsedCents)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt>{t("receipt.charged")}</dt>
          <dd data-testid="receipt-charged">
            {order.currency === "USD"
              ? charged(order.chargedMinor, order.currency)
              : t("receipt.chargedUsd", {
                  charged: charged(order.chargedMinor, order.currency),
                  usd: dollars(paidCents),
                })}
          </dd>
        </div>
        {order.refundedMinor > 0 ? (
          <div className="flex justify-between text-success">
            <dt>{t("receipt.refunded")}</dt>
            <dd data-testid="receipt-refunded">{charged(order.refundedMinor, order.currency)}</dd>
          </div>
        ) : null}
        {order.refundedMinor > 0 ? (
          <div className="flex justify-between font-semibold">
            <dt>{t("receipt.netCharged")}</dt>
            <dd data-testid="receipt-net-charged">
              {charged(order.chargedMinor - order.refundedMinor, order.currency)}
            </dd>
          </div>
        ) : null}
        {order.refundedPointsCents > 0 ? (
          <div className="flex justify-between text-success">
            <dt>{t("receipt.refundedPoints")}</dt>
            <dd>{dollars(order.refundedPointsCents)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between text-muted-foreground">
          <dt>{t("receipt.paidWith")}</dt>
          <dd>
            {order.paymentMethod === "card" && order.cardLast4
              ? t("receipt.card", { last4: order.cardLast4 })
              : t(`receipt.${order.paymentMethod === "card" ? "sbp" : order.paymentMethod}`)}
          </dd>
        </div>
      </dl>
    </article>
  );
}
