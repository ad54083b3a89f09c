import { Building2 } from "lucide-react";
import { useApp } from "../../components/app-context.tsx";
import { AreaHeader } from "../../components/area-header.tsx";
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
    <AreaHeader
      className="print:hidden"
      icon={Building2}
      eyebrow={t("layout.eyebrow")}
      title={supplier}
      signedInAs={t("layout.signedInAs", { name, role: t(`roles.${role}`) })}
    />
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
