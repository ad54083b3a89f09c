import { isRouteErrorResponse, Outlet } from "react-router";
import { displayName } from "../components/app-context.tsx";
import { NotFound } from "../components/not-found.tsx";
import { OperatorHeader, OperatorSignedOut, OperatorTabs } from "../features/operator/layout.tsx";
import { requireOperator } from "../lib/guards.server.ts";
import { privatePage } from "../lib/seo.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/operator";
import { loadOperatorLayout } from "./operator.server.ts";

/** Signed out, the page's title still names it (from the root's messages: no loader of ours ran). */
function signedOutTitle(matches: Route.MetaArgs["matches"]) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { messages?: { common?: { operator?: { title?: string } } } } | undefined;
  return root?.messages?.common?.operator?.title ?? "";
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return privatePage(loaderData?.meta.title ?? signedOutTitle(matches));
}

/** The member and their supplier go into the request's context for every loader and action below. */
export const middleware: Route.MiddlewareFunction[] = [requireOperator];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOperatorLayout(request, context);
}

/** A supplier's back office: its name, the sections, and the section's page. */
export default function OperatorConsole({ loaderData }: Route.ComponentProps) {
  useRouteMessages("operator", loaderData.messages);
  const { user, scope, counts } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:px-6 lg:pt-10">
      <OperatorHeader supplier={scope.supplierName} name={displayName(user)} role={scope.role} />
      <OperatorTabs pending={counts.pending} unread={counts.unread} />
      <div className="mt-8">
        <Outlet />
      </div>
    </div>
  );
}

/** Signed out the sign-in dialog opens; to anyone not on a supplier's team the console does not exist. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 401) return <OperatorSignedOut />;
  return <NotFound status={isRouteErrorResponse(error) ? error.status : 500} />;
}
