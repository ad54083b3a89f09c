import { Building2 } from "lucide-react";
import { useApp } from "../../components/app-context.tsx";
import { AreaTabs } from "../../components/area-tabs.tsx";
import { SignedOut } from "../../components/signed-out.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";

export const operatorSections = [
  "requests",
  "departures",
  "services",
  "messages",
  "reports",
  "team",
  "notifications",
] as const;
export type OperatorSection = (typeof operatorSections)[number];

export const sectionPath = (section: OperatorSection) =>
  section === "requests" ? "/operator" : `/operator/${section}`;

/** The console's header: which supplier, who, and in which role. */
export function OperatorHeader({
  supplier,
  name,
  role,
}: {
  supplier: string;
  name: string;
  role: "owner" | "member";
}) {
  const { t } = useTranslation("operator");
  return (
    <header className="flex flex-wrap items-center gap-4 print:hidden">
      <span
        className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-accent sm:size-14"
        aria-hidden
      >
        <Building2 className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-muted-foreground">{t("layout.eyebrow")}</p>
        <h1 className="font-display text-2xl font-semibold break-words sm:text-3xl">{supplier}</h1>
        <p className="text-sm text-muted-foreground">
          {t("layout.signedInAs", { name, role: t(`roles.${role}`) })}
        </p>
      </div>
    </header>
  );
}

/** The console's sections, with the requests awaiting an answer and the unread messages counted. */
export function OperatorTabs({ pending, unread }: { pending: number; unread: number }) {
  const { t } = useTranslation("operator");
  const { unreadNotifications } = useApp();
  const badges: Partial<Record<OperatorSection, number>> = {
    requests: pending,
    messages: unread,
    notifications: unreadNotifications,
  };
  return (
    <AreaTabs
      className="print:hidden"
      label={t("layout.sections")}
      tabs={operatorSections.map((section) => ({
        to: sectionPath(section),
        label: t(`sections.${section}`),
        end: section === "requests",
        badge: badges[section],
        badgeLabel: badges[section] ? t(`badges.${section}`, { count: badges[section] }) : undefined,
      }))}
    />
  );
}

/** The console signed out (common messages: the console's own did not load). */
export function OperatorSignedOut() {
  const { t } = useTranslation();
  return <SignedOut title={t("operator.title")} prompt={t("operator.signInPrompt")} />;
}
