import { BackLink } from "../components/back-link.tsx";
import { settle } from "../lib/client-action.ts";
import { SectionTitle } from "../features/dashboard/layout.tsx";
import { ProfileForm } from "../features/dashboard/profile-form.tsx";
import { useTranslation } from "../lib/i18n-react.tsx";
import type { Route } from "./+types/dashboard.profile";
import { profileAction } from "./dashboard.actions.server.ts";
import { loadProfile } from "./dashboard.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProfile(request, context);
}

/** Name, phone, country, language, currency and notifications. */
export async function action({ request, context }: Route.ActionArgs) {
  return profileAction(request, context);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("dashboard");
  return (
    <div className="max-w-3xl">
      <BackLink to="/dashboard/settings">{t("profile.back")}</BackLink>
      <SectionTitle className="mt-4">{t("profile.title")}</SectionTitle>
      <p className="mt-1 mb-6 text-muted-foreground">{t("profile.description")}</p>
      <div className="rounded-2xl border bg-card p-5">
        <ProfileForm profile={loaderData.profile} />
      </div>
    </div>
  );
}
