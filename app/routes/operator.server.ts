import type { RouterContextProvider } from "react-router";
import { data } from "react-router";
import { departureRange, departuresQuerySchema, parseDepartureId, toCsv } from "../../core/operator.ts";
import { validate } from "../../core/validation.ts";
import { consoleBadges, operatorBookings } from "../../server/modules/operator/bookings.ts";
import { departureManifest, listDepartures } from "../../server/modules/operator/departures.ts";
import { orPageNotFound } from "../lib/action.server.ts";
import { signedInOperator } from "../lib/guards.server.ts";
import { pageMessages, translate } from "../lib/page-messages.server.ts";
import { appServices } from "../lib/session.server.ts";

type Context = Readonly<RouterContextProvider>;

/** The guard's member and supplier, and the request's services: every console loader and action starts here. */
export function operator(context: Context) {
  return { ...signedInOperator(context), ...appServices(context) };
}

export async function loadOperatorLayout(request: Request, context: Context) {
  const { user, scope, db } = operator(context);
  const { messages, meta } = pageMessages(request, "operator");
  return { messages, meta, user, scope, counts: await consoleBadges(db, scope.supplierId) };
}

export async function loadRequests(_request: Request, context: Context) {
  const { scope, db, now } = operator(context);
  return { requests: await operatorBookings(db, scope, { status: "pending" }), now: now().toISOString() };
}

export async function loadDepartures(request: Request, context: Context) {
  const { scope, db, now } = operator(context);
  const url = new URL(request.url);
  const parsed = validate(departuresQuerySchema, Object.fromEntries(url.searchParams));
  const query = parsed.ok ? parsed.data : {};
  const range = departureRange(query, now());
  // Unless asked for every departure, the ones with something on them: bookings, carts, a closure.
  const all = url.searchParams.get("all") === "1";
  const departures = await listDepartures(db, scope, range, now());
  return {
    range,
    all,
    departures: all ? departures : departures.filter((d) => d.bookings || d.held || d.closed),
  };
}

export async function loadManifest(_request: Request, context: Context, departureId: string) {
  const { scope, db, now } = operator(context);
  const key = parseDepartureId(departureId);
  if (!key) throw data(null, { status: 404 });
  return { ...(await orPageNotFound(departureManifest(db, scope, key, now()))), today: now().toISOString() };
}

/** A departure's guest list as CSV, in the console's language. */
export async function manifestCsv(request: Request, context: Context, departureId: string) {
  const { scope, db, now } = operator(context);
  const key = parseDepartureId(departureId);
  if (!key) throw data(null, { status: 404 });
  const { departure, guests } = await orPageNotFound(departureManifest(db, scope, key, now()));
  const t = translate(request, "operator");
  const rows = [
    [
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
    ].map((column) => t(`csv.${column}`)),
    ...guests.map((b) => [
      b.reference,
      b.orderReference,
      t(`status.${b.status}`),
      b.guest.name,
      b.guest.email,
      b.guest.phone,
      b.guests,
      (b.totalCents / 100).toFixed(2),
      b.specialRequests,
      b.checkIn ? t(b.checkIn === "arrived" ? "manifest.arrived" : "manifest.noShow") : "",
    ]),
  ];
  const name = `manifest-${departure.id}.csv`;
  return new Response(toCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
