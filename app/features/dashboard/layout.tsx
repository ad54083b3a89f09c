import { dashboardTabs, type DashboardTab } from "../../../core/dashboard.ts";
import { useApp, useFormatters } from "../../components/app-context.tsx";
import { AreaTabs } from "../../components/area-tabs.tsx";
import { cn } from "../../lib/cn.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";

export const tabPath = (tab: DashboardTab) => (tab === "overview" ? "/dashboard" : `/dashboard/${tab}`);

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toLocaleUpperCase())
    .join("");

/** Avatar, welcome line, points and total bookings. */
export function DashboardHeader({
  name,
  email,
  balanceCents,
  totalBookings,
  returning,
}: {
  name: string;
  email: string;
  balanceCents: number;
  totalBookings: number;
  /** False on a brand-new account's first visits: "Welcome", not "Welcome back". */
  returning: boolean;
}) {
  const { t } = useTranslation("dashboard");
  const { number } = useFormatters();
  const points = Math.floor(balanceCents / 100);
  return (
    <header className="flex flex-wrap items-center gap-4 sm:gap-6">
      <span
        className="flex size-16 shrink-0 items-center justify-center rounded-full bg-accent text-xl font-semibold text-accent-foreground sm:size-20 sm:text-2xl"
        aria-hidden
      >
        {initials(name) || "?"}
      </span>
      <div className="min-w-0 flex-1">
        <h1 className="font-display text-2xl font-semibold break-words sm:text-4xl">
          {t(returning ? "welcome" : "welcomeNew", { name })}
        </h1>
        <p className="truncate text-sm text-muted-foreground">{email}</p>
      </div>
      <dl className="flex w-full gap-3 sm:w-auto">
        <div className="flex-1 rounded-2xl bg-accent-soft px-3 py-2.5 text-sm whitespace-nowrap sm:flex-none sm:px-4 sm:text-base">
          <dt className="sr-only">{t("balance.current")}</dt>
          <dd className="font-semibold text-accent">
            {t("points", { count: points, formatted: number(points) })}
          </dd>
        </div>
        <div className="flex-1 rounded-2xl bg-muted px-3 py-2.5 text-sm whitespace-nowrap sm:flex-none sm:px-4 sm:text-base">
          <dt className="sr-only">{t("overview.totalBookings")}</dt>
          <dd className="font-semibold">{t("totalBookings", { count: totalBookings })}</dd>
        </div>
      </dl>
    </header>
  );
}

/** The tabs, each its own address, so reload and back work; the unread notifications counted. */
export function DashboardTabs() {
  const { t } = useTranslation("dashboard");
  const { unreadNotifications } = useApp();
  return (
    <AreaTabs
      label={t("tabsLabel")}
      tabs={dashboardTabs.map((tab) => ({
        to: tabPath(tab),
        label: t(`tabs.${tab}`),
        end: tab === "overview",
        ...(tab === "notifications" && unreadNotifications > 0
          ? {
              badge: unreadNotifications,
              badgeLabel: t("badges.notifications", { count: unreadNotifications }),
            }
          : {}),
      }))}
    />
  );
}

export function SectionTitle({ children, className }: { children: React.ReactNode; className?: string }) {
  return <h2 className={cn("font-display text-2xl font-semibold", className)}>{children}</h2>;
}
