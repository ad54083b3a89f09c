import { SignedOut } from "../../components/signed-out.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";

/** The dashboard signed out: its name and why to sign in (common messages: its own did not load). */
export function DashboardSignedOut() {
  const { t } = useTranslation();
  return <SignedOut title={t("dashboard.title")} prompt={t("dashboard.signInPrompt")} />;
}
