import { isRouteErrorResponse, Outlet } from "react-router";
import { displayName } from "../components/app-context.tsx";
import { NotFound } from "../components/not-found.tsx";
import { AdminHeader, AdminSignedOut, AdminTabs } from "../features/admin/layout.tsx";
import { requireAdmin } from "../lib/guards.server.ts";
import { privatePage } from "../lib/seo.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/admin";
import { loadAdminLayout } from "./admin.server.ts";

/** Signed out, the page's title still names it (from the root's messages: no loader of ours ran). */
function signedOutTitle(matches: Route.MetaArgs["matches"]) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { messages?: { common?: { admin?: { title?: string } } } } | undefined;
  return root?.messages?.common?.admin?.title ?? "";
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return privatePage(loaderData?.meta.title ?? signedOutTitle(matches));
}

/** Whether the user is a platform admin goes into the request's context for every loader and action below. */
export const middleware: Route.MiddlewareFunction[] = [requireAdmin];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAdminLayout(request, context);
}

/** The platform's back office: the sections and the section's page. */
export default function Admin({ loaderData }: Route.ComponentProps) {
  useRouteMessages("admin", loaderData.messages);
  const { user, unhandled, failedMail } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:px-6 lg:pt-10">
      <AdminHeader name={displayName(user)} />
      <AdminTabs unhandled={unhandled} failedMail={failedMail} />
      <div className="mt-8">
        <Outlet />
      </div>
    </div>
  );
}

/** Signed out the sign-in dialog opens; to anyone but a platform admin the area does not exist. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 401) return <AdminSignedOut />;
  return <NotFound status={isRouteErrorResponse(error) ? error.status : 500} />;
}
