import { isRouteErrorResponse, Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { displayName } from "../components/app-context.tsx";
import { NotFound } from "../components/not-found.tsx";
import { DashboardHeader, DashboardTabs } from "../features/dashboard/layout.tsx";
import { DashboardSignedOut } from "../features/dashboard/signed-out.tsx";
import { requireUser } from "../lib/guards.server.ts";
import { privatePage } from "../lib/seo.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/dashboard";
import { loadLayout } from "./dashboard.server.ts";

/** Signed out, the page's title still names it (from the root's messages: no loader of ours ran). */
function signedOutTitle(matches: Route.MetaArgs["matches"]) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { messages?: { common?: { dashboard?: { title?: string } } } } | undefined;
  return root?.messages?.common?.dashboard?.title ?? "";
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return privatePage(loaderData?.meta.title ?? signedOutTitle(matches));
}

/** The user goes into the request's context for every loader and action below. */
export const middleware: Route.MiddlewareFunction[] = [requireUser];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLayout(request, context);
}

/** After the account's end the page goes home: its loaders would only answer 401 meanwhile. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult?.deleted ? false : defaultShouldRevalidate;
}

/** The signed-in user's own space: a header with their figures, the tabs, and the tab's page. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  useRouteMessages("dashboard", loaderData.messages);
  const { user, summary } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:px-6 lg:pt-12">
      <DashboardHeader
        name={displayName(user)}
        email={user.email}
        balanceCents={summary.balanceCents}
        totalBookings={summary.totalBookings}
        returning={summary.returning}
      />
      <DashboardTabs />
      <div className="mt-8">
        <Outlet />
      </div>
    </div>
  );
}

/** Signed out (the guard's 401), nothing of the dashboard renders and the sign-in dialog opens. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 401) return <DashboardSignedOut />;
  return <NotFound status={isRouteErrorResponse(error) ? error.status : 500} />;
}
