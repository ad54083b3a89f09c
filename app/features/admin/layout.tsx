import { ShieldCheck } from "lucide-react";
import { AreaHeader } from "../../components/area-header.tsx";
import { AreaTabs } from "../../components/area-tabs.tsx";
import { SignedOut } from "../../components/signed-out.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";

export const adminSections = [
  "overview",
  "suppliers",
  "bookings",
  "messages",
  "mail",
  "newsletters",
  "audit",
] as const;
export type AdminSection = (typeof adminSections)[number];

export const adminPath = (section: AdminSection) => (section === "overview" ? "/admin" : `/admin/${section}`);

/** The admin area's header: what it is and who is signed in. */
export function AdminHeader({ name }: { name: string }) {
  const { t } = useTranslation("admin");
  return (
    <AreaHeader
      icon={ShieldCheck}
      eyebrow={t("layout.eyebrow")}
      title={t("layout.title")}
      signedInAs={t("layout.signedInAs", { name })}
    />
  );
}

/** The admin's sections, the contact messages not yet handled and the failed mails counted. */
export function AdminTabs({ unhandled, failedMail = 0 }: { unhandled: number; failedMail?: number }) {
  const { t } = useTranslation("admin");
  return (
    <AreaTabs
      label={t("layout.sections")}
      tabs={adminSections.map((section) => ({
        to: adminPath(section),
        label: t(`sections.${section}`),
        end: section === "overview",
        ...(section === "messages"
          ? { badge: unhandled, badgeLabel: t("badges.messages", { count: unhandled }) }
          : section === "mail"
            ? { badge: failedMail, badgeLabel: t("badges.mail", { count: failedMail }) }
            : {}),
      }))}
    />
  );
}

/** The admin area signed out (common messages: the area's own did not load). */
export function AdminSignedOut() {
  const { t } = useTranslation();
  return <SignedOut title={t("admin.title")} prompt={t("admin.signInPrompt")} />;
}
