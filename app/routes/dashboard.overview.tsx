import { CalendarCheck, CheckCircle2, Gift, Wallet } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import { useMoney } from "../components/app-context.tsx";
import { EmptyState } from "../components/empty-state.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { BookingCard } from "../features/dashboard/booking-card.tsx";
import { Stat } from "../components/stat.tsx";
import { SectionTitle } from "../features/dashboard/layout.tsx";
import { useTranslation } from "../lib/i18n-react.tsx";
import type { Route } from "./+types/dashboard.overview";
import type { loader as layoutLoader } from "./dashboard.tsx";
import { loadOverview } from "./dashboard.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOverview(request, context);
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("dashboard");
  const money = useMoney();
  // The layout's figures: they are always there under the layout.
  const summary = useRouteLoaderData<typeof layoutLoader>("routes/dashboard")?.summary;
  const balanceCents = summary?.balanceCents ?? 0;
  const referrals = summary?.referrals ?? { count: 0, earningsCents: 0 };
  const { stats, recent } = loaderData;
  return (
    <div className="space-y-10">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Stat icon={<Wallet />} label={t("overview.balance")} value={money(balanceCents)} />
        <Stat
          icon={<CalendarCheck />}
          label={t("overview.totalBookings")}
          value={String(stats.total)}
          hint={t("overview.active", { count: stats.active })}
        />
        <Stat
          icon={<CheckCircle2 />}
          label={t("overview.completed")}
          value={String(stats.completed)}
          hint={t("overview.completedHint")}
        />
        <Stat
          icon={<Gift />}
          label={t("overview.referrals")}
          value={String(referrals.count)}
          hint={t("overview.referralEarnings", { amount: money(referrals.earningsCents) })}
        />
      </div>
      <section>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SectionTitle>{t("overview.recent")}</SectionTitle>
          <ButtonLink variant="outline" size="sm" to="/dashboard/bookings">
            {t("overview.viewAll")}
          </ButtonLink>
        </div>
        {recent.length === 0 ? (
          <EmptyState size="section" className="mt-4" text={t("overview.noRecent")} />
        ) : (
          <ul className="mt-4 space-y-4">
            {recent.map((booking) => (
              <BookingCard key={booking.id} booking={booking} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
