import { LogIn, UserPlus } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { useApp } from "../components/app-context.tsx";
import { SignInForm, SignUpForm } from "../features/account/auth-forms.tsx";
import { GoogleOption } from "../features/account/google-button.tsx";
import { PasswordCard } from "../features/account/password-pages.tsx";
import { settle } from "../lib/client-action.ts";
import { privatePage } from "../lib/seo.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/sign-in";
import { authAction, loadSignIn, returnPath } from "./sign-in.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePage(loaderData?.meta.title ?? "");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSignIn(request, context);
}

/** Signed in (or up), the visitor goes on to where they were, with the session's cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  return authAction(request, context, returnPath(request));
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

/**
 * The sign-in dialog's forms as a page of their own: what the header's "Sign in" leads to before
 * the page's scripts run (with them, it opens the dialog). The tabs are links, so they work too.
 */
export default function SignIn({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteMessages("auth", loaderData.messages);
  const { googleEnabled } = useApp();
  const navigate = useNavigate();
  const { tab, redirectTo, email } = loaderData;
  const done = () => void navigate(redirectTo);
  const other = new URLSearchParams({ ...(tab === "signin" ? { tab: "signup" } : {}), redirectTo });
  const signIn = tab === "signin";

  return (
    <PasswordCard
      icon={signIn ? <LogIn /> : <UserPlus />}
      title={signIn ? t("tabs.signIn") : t("tabs.signUp")}
    >
      <p className="mt-2 text-muted-foreground">{t("description")}</p>
      {signIn ? (
        <SignInForm key="signin" onDone={done} email={email} />
      ) : (
        <SignUpForm key="signup" onDone={done} />
      )}
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {signIn ? t("page.noAccount") : t("page.haveAccount")}{" "}
        <Link to={`/sign-in?${other}`} className="font-semibold text-accent hover:underline">
          {signIn ? t("page.toSignUp") : t("page.toSignIn")}
        </Link>
      </p>
      {googleEnabled ? <GoogleOption returnTo={redirectTo} /> : null}
      <p className="mt-4 text-center text-xs text-muted-foreground">{t("notice")}</p>
    </PasswordCard>
  );
}
