import { useTranslation } from "../lib/i18n-react.tsx";
import { Link } from "react-router";
import { displayName, useApp, useFormatters, useMoney } from "../components/app-context.tsx";
import { Button } from "../components/ui/button.tsx";
import { Badge } from "../components/ui/misc.tsx";
import type { Route } from "./+types/dashboard";
import { loadDashboard } from "./dashboard.server.ts";

export function meta() {
  return [{ title: "Dashboard | Peninsula Adventures" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadDashboard(request, context);
}

/** Until the dashboard issue: the user's own bookings and cart lines, from the database. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user, openSignIn } = useApp();
  const money = useMoney();
  const { date } = useFormatters();
  if (!user || !loaderData.signedIn) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <p>{t("dashboard.signInPrompt")}</p>
        <Button className="mt-6" onClick={() => openSignIn("signin")}>
          {t("header.signIn")}
        </Button>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-semibold">
        {t("dashboard.welcome", { name: displayName(user) })}
      </h1>
      <section className="mt-10" id="cart">
        <h2 className="font-display text-2xl font-semibold">{t("dashboard.cart")}</h2>
        {loaderData.cart.length === 0 ? (
          <p className="mt-3 text-muted-foreground">{t("dashboard.emptyCart")}</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {loaderData.cart.map((line) => (
              <li
                key={line.id}
                className="flex flex-wrap justify-between gap-2 rounded-2xl border bg-card p-4"
              >
                <Link to={`/service/${line.serviceId}`} className="font-semibold hover:underline">
                  {line.title}
                </Link>
                <span className="text-sm text-muted-foreground">
                  {date(line.dates.startDate)} · {line.selectedTime} ·{" "}
                  {t("dashboard.guests", { count: line.guests })}
                </span>
                <strong>{money(line.totalCents)}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="mt-12" id="bookings">
        <h2 className="font-display text-2xl font-semibold">{t("dashboard.bookings")}</h2>
        {loaderData.bookings.length === 0 ? (
          <p className="mt-3 text-muted-foreground">{t("dashboard.noBookings")}</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {loaderData.bookings.map((booking) => (
              <li
                key={booking.id}
                className="grid gap-1 rounded-2xl border bg-card p-4 sm:grid-cols-[1fr_auto]"
              >
                <div>
                  <Link to={`/service/${booking.serviceId}`} className="font-semibold hover:underline">
                    {booking.service}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {date(booking.date)} – {date(booking.endDate)} · {booking.time} ·{" "}
                    {t("dashboard.guests", { count: booking.guests })}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {t("dashboard.reference", { reference: booking.reference })}
                  </p>
                </div>
                <div className="flex items-center gap-3 sm:flex-col sm:items-end">
                  <Badge>{t(`dashboard.status.${booking.status}`)}</Badge>
                  <strong>{money(booking.totalCents)}</strong>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
