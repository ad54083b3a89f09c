import { isRouteErrorResponse, Outlet } from "react-router";
import { NotFound } from "../components/not-found.tsx";
import { SignedOut } from "../components/signed-out.tsx";
import { requireUser } from "../lib/guards.server.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import type { Route } from "./+types/signed-in";

/**
 * The personal pages outside the dashboard (an order's receipt, the SBP bank page): the same guard
 * as the dashboard's. Signed out, their loaders answer 401 and the sign-in dialog opens here.
 */
export const middleware: Route.MiddlewareFunction[] = [requireUser];

export default function SignedIn() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 401) {
    return <SignedOut title={t("signedOut.title")} prompt={t("signedOut.prompt")} />;
  }
  return <NotFound status={isRouteErrorResponse(error) ? error.status : 500} />;
}
