import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "../lib/i18n-react.tsx";
import { useApp } from "./app-context.tsx";
import { SignInLink } from "./sign-in-link.tsx";

/**
 * What a signed-in area shows signed out (its guard's 401): nothing of the user's, and the sign-in
 * dialog opens. Its words come from the common namespace, which every page has: the area's own
 * messages come with its loader, which did not run.
 */
export function SignedOut({ title, prompt }: { title: string; prompt: string }) {
  const { t } = useTranslation();
  const { user, openSignIn } = useApp();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!user) return openSignIn("signin");
    // Signed in through the dialog: its action revalidated the loaders, but an error boundary stays
    // until the location changes. Going to the same address again lets the dashboard take its place.
    // Only the user's arrival counts (not a change of location), so this cannot go round in a loop.
    void navigate(location, { replace: true, preventScrollReset: true });
  }, [user, openSignIn, navigate]);

  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-display text-3xl font-semibold">{title}</h1>
      <p className="mt-3 text-muted-foreground">{prompt}</p>
      <SignInLink className="mt-6">{t("header.signIn")}</SignInLink>
    </div>
  );
}
