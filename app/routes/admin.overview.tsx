import { Building2, CalendarCheck, Clock, Mail, Mountain, Users, Wallet } from "lucide-react";
import { Link } from "react-router";
import { useFormatters, useMoney } from "../components/app-context.tsx";
import { Stat } from "../components/stat.tsx";
import { useTranslation } from "../lib/i18n-react.tsx";
import type { Route } from "./+types/admin.overview";
import { loadOverview } from "./admin.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOverview(request, context);
}

/** A figure that leads to the section it summarises. */
function Linked({ to, label, children }: { to: string; label: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      prefetch="intent"
      aria-label={label}
      className="block rounded-2xl transition-shadow [&>div]:h-full hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring"
    >
      {children}
    </Link>
  );
}

/** The platform's figures: this and last month's bookings and revenue, then what needs someone. */
export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const money = useMoney();
  const { date, number } = useFormatters();
  const { overview: o } = loaderData;
  const months = [
    { key: "thisMonth", figures: o.thisMonth },
    { key: "lastMonth", figures: o.lastMonth },
  ] as const;
  return (
    <section aria-labelledby="overview-title" className="space-y-8">
      <h2 id="overview-title" className="font-display text-xl font-semibold sm:text-2xl">
        {t("overview.title")}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {months.map(({ key, figures }) => (
          <div key={key} className="rounded-2xl border bg-muted/40 p-4 sm:p-5">
            <h3 className="font-semibold">{t(`overview.${key}`)}</h3>
            {/* The month begins in Kamchatka's time: name its first day there. */}
            <p className="text-sm text-muted-foreground">
              {t("overview.since", {
                date: date(figures.from),
              })}
            </p>
            <div className="mt-3 grid grid-cols-2 gap-3">
              <Stat
                icon={<CalendarCheck />}
                label={t("overview.bookings")}
                value={number(figures.bookings)}
              />
              <Stat
                icon={<Wallet />}
                label={t("overview.revenue")}
                value={money(figures.revenueCents)}
                hint={t("overview.revenueHint")}
              />
            </div>
          </div>
        ))}
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
        <Linked
          to="/admin/bookings?status=pending"
          label={`${t("overview.pending")}: ${o.pendingRequests}. ${t("overview.seeBookings")}`}
        >
          <Stat
            icon={<Clock />}
            label={t("overview.pending")}
            value={number(o.pendingRequests)}
            hint={
              o.overdueRequests > 0
                ? t("overview.overdue", { count: o.overdueRequests })
                : t("overview.noneOverdue")
            }
          />
        </Linked>
        <Linked
          to="/admin/suppliers"
          label={`${t("overview.activeSuppliers")}: ${o.activeSuppliers}. ${t("overview.seeSuppliers")}`}
        >
          <Stat
            icon={<Building2 />}
            label={t("overview.activeSuppliers")}
            value={number(o.activeSuppliers)}
            hint={
              o.suspendedSuppliers > 0 ? t("overview.suspended", { count: o.suspendedSuppliers }) : undefined
            }
          />
        </Linked>
        <Stat icon={<Mountain />} label={t("overview.servicesLive")} value={number(o.servicesLive)} />
        <Stat icon={<Users />} label={t("overview.travellers")} value={number(o.travellers)} />
        <Linked
          to="/admin/messages"
          label={`${t("overview.messages")}: ${o.unhandledMessages}. ${t("overview.seeMessages")}`}
        >
          <Stat icon={<Mail />} label={t("overview.messages")} value={number(o.unhandledMessages)} />
        </Linked>
      </div>
    </section>
  );
}
