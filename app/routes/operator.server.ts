import type { RouterContextProvider } from "react-router";
import { data } from "react-router";
import { departureRange, departuresQuerySchema, parseDepartureId, toCsv } from "../../core/operator.ts";
import { validate } from "../../core/validation.ts";
import { consoleBadges, operatorBookings } from "../../server/modules/operator/bookings.ts";
import { departureManifest, listDepartures } from "../../server/modules/operator/departures.ts";
import { orPageNotFound } from "../lib/action.server.ts";
import { operatorAreaContext, signedInOperator } from "../lib/guards.server.ts";
import { requestLanguage } from "../lib/i18n.server.ts";
import { pageMessages, translate } from "../lib/page-messages.server.ts";
import { guestLabel } from "../features/operator/guest-label.ts";
import { readinessText } from "../features/operator/readiness-text.ts";

// The console's layout, requests inbox, departures and a departure's manifest (and its CSV). Each
// loader builds the member's use-case context (the guard let them in) and calls the module.

type Context = Readonly<RouterContextProvider>;

export async function loadOperatorLayout(request: Request, context: Context) {
  const { user, scope } = signedInOperator(context);
  const { messages, meta } = pageMessages(request, "operator");
  return { messages, meta, user, scope, counts: await consoleBadges(operatorAreaContext(context)) };
}

export async function loadRequests(request: Request, context: Context) {
  const ctx = operatorAreaContext(context);
  const requests = await operatorBookings(ctx, { status: "pending", lang: requestLanguage(request) });
  return { requests, now: ctx.now.toISOString() };
}

export async function loadDepartures(request: Request, context: Context) {
  const ctx = operatorAreaContext(context);
  const url = new URL(request.url);
  const parsed = validate(departuresQuerySchema, Object.fromEntries(url.searchParams));
  const query = parsed.ok ? parsed.data : {};
  const range = departureRange(query, ctx.now);
  // Unless asked for every departure, the ones with something on them: bookings, carts, a closure.
  const all = url.searchParams.get("all") === "1";
  const departures = await listDepartures(ctx, { ...range, lang: requestLanguage(request) });
  return {
    range,
    all,
    departures: all ? departures : departures.filter((d) => d.bookings || d.held || d.closed),
  };
}

/** The departure an address names, or the page's 404. */
function departureOf(departureId: string) {
  const departure = parseDepartureId(departureId);
  if (!departure) throw data(null, { status: 404 });
  return departure;
}

export async function loadManifest(request: Request, context: Context, departureId: string) {
  const ctx = operatorAreaContext(context);
  const input = { departure: departureOf(departureId), lang: requestLanguage(request) };
  const manifest = await orPageNotFound(departureManifest(ctx, input));
  // The readiness words (who comes, what they lack, the check-in's reason) are the manifest's own.
  const { messages } = pageMessages(request, "manifest");
  return { ...manifest, messages, today: ctx.now.toISOString() };
}

/**
 * A departure's guest list as CSV, in the console's language: one row per participant (a booking's
 * columns repeated on each of its people's rows), with the booking's and the person's readiness.
 */
export async function manifestCsv(request: Request, context: Context, departureId: string) {
  const ctx = operatorAreaContext(context);
  const { departure, guests } = await orPageNotFound(
    departureManifest(ctx, { departure: departureOf(departureId), lang: requestLanguage(request) }),
  );
  const t = translate(request, "operator");
  const tm = translate(request, "manifest");
  const bookingColumns = [
    "reference",
    "order",
    "status",
    "name",
    "email",
    "phone",
    "guests",
    "paid",
    "specialRequests",
    "checkIn",
  ].map((column) => t(`csv.${column}`));
  const readinessColumns = ["readiness", "checkInReason", "participant", "type", "participantName"];
  const personColumns = ["age", "licence", "waiverVersion", "waiver", "participantReadiness"];
  const header = [
    ...bookingColumns,
    ...[...readinessColumns, ...personColumns].map((column) => tm(`csv.${column}`)),
  ];
  const rows = guests.flatMap((b) => {
    const booking = [
      b.reference,
      b.orderReference,
      t(`status.${b.status}`),
      guestLabel(t, b.guest.name, b.reference),
      b.guest.email ?? "",
      b.guest.phone,
      b.guests,
      // A CSV is a data file for a spreadsheet: the amount in a machine format ("890.00") in any language.
      // eslint-disable-next-line no-restricted-syntax
      (b.totalCents / 100).toFixed(2),
      b.specialRequests,
      b.checkIn ? t(b.checkIn === "arrived" ? "manifest.arrived" : "manifest.noShow") : "",
      readinessText(tm, b.readiness),
      b.checkInReason,
    ];
    if (b.participants.length === 0) return [booking];
    return b.participants.map((p) => [
      ...booking,
      p.position + 1,
      tm(`type.${p.type}`),
      p.name ?? tm("notGiven"),
      p.age,
      p.needsLicence
        ? [p.licenceNumber ?? tm("licenceMissing"), p.licenceExpiry].filter(Boolean).join(" ")
        : "",
      p.waiver?.version,
      p.waiver?.acceptedAt,
      readinessText(tm, p),
    ]);
  });
  const name = `manifest-${departure.id}.csv`;
  return new Response(toCsv([header, ...rows]), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
