import { ShieldCheck } from "lucide-react";
import { AreaTabs } from "../../components/area-tabs.tsx";
import { SignedOut } from "../../components/signed-out.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";

export const adminSections = ["overview", "suppliers", "bookings", "messages", "mail"] as const;
export type AdminSection = (typeof adminSections)[number];

export const adminPath = (section: AdminSection) => (section === "overview" ? "/admin" : `/admin/${section}`);

/** The admin area's header: what it is and who is signed in. */
export function AdminHeader({ name }: { name: string }) {
  const { t } = useTranslation("admin");
  return (
    <header className="flex flex-wrap items-center gap-4">
      <span
        className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-accent sm:size-14"
        aria-hidden
      >
        <ShieldCheck className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-muted-foreground">{t("layout.eyebrow")}</p>
        <h1 className="font-display text-2xl font-semibold break-words sm:text-3xl">{t("layout.title")}</h1>
        <p className="text-sm break-words text-muted-foreground">{t("layout.signedInAs", { name })}</p>
      </div>
    </header>
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
