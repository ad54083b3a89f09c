import { useEffect } from "react";
import { Outlet } from "react-router";
import { displayName, useApp } from "../components/app-context.tsx";
import { Button } from "../components/ui/button.tsx";
import { DashboardHeader, DashboardTabs } from "../features/dashboard/layout.tsx";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/dashboard";
import { loadLayout } from "./dashboard.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.meta.title ?? "Dashboard"} | Peninsula Adventures` },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLayout(request, context);
}

/** The signed-in user's own space; signed out, nothing of it renders and the sign-in dialog opens. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteMessages("dashboard", loaderData.messages);
  const { user, openSignIn } = useApp();
  const summary = loaderData.summary;
  const signedOut = !user || !summary;

  useEffect(() => {
    if (signedOut) openSignIn("signin");
  }, [signedOut, openSignIn]);

  if (signedOut) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="font-display text-3xl font-semibold">{t("meta.title")}</h1>
        <p className="mt-3 text-muted-foreground">{t("signInPrompt")}</p>
        <Button className="mt-6" onClick={() => openSignIn("signin")}>
          {t("signIn")}
        </Button>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:px-6 lg:pt-12">
      <DashboardHeader
        name={displayName(user)}
        email={user.email}
        balanceCents={summary.balanceCents}
        totalBookings={summary.totalBookings}
      />
      <DashboardTabs />
      <div className="mt-8">
        <Outlet />
      </div>
    </div>
  );
}
