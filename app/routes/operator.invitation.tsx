import { Building2, LogIn, UserPlus } from "lucide-react";
import { Form, useNavigate } from "react-router";
import { ActionForm, FormStatus } from "../components/action-form.tsx";
import { useApp, useFormatters } from "../components/app-context.tsx";
import { Button, ButtonLink } from "../components/ui/button.tsx";
import { settle } from "../lib/client-action.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { privatePage } from "../lib/seo.ts";
import { useActionForm } from "../lib/use-action-form.ts";
import { useErrorText } from "../lib/use-error-text.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/operator.invitation";
import { acceptInvitationAction, loadInvitation } from "./operator.team.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePage(loaderData?.title ?? "");
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadInvitation(request, context, params.invitationId);
}

/** Joins the supplier's team with the signed-in account. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return acceptInvitationAction(request, context, params.invitationId);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

/**
 * An invitation to a supplier's team, opened from the link the owner (or the platform's admin)
 * shared: signed out it asks to sign in or sign up with the invited e-mail; with it, one button joins.
 */
export default function InvitationPage({ loaderData }: Route.ComponentProps) {
  useRouteMessages("team", loaderData.messages);
  const { t } = useTranslation("team");
  const { t: tc } = useTranslation();
  const { openSignIn } = useApp();
  const { date } = useFormatters();
  const errorText = useErrorText();
  const navigate = useNavigate();
  // The action reads no fields: the invitation is the page's, the account the session's.
  const join = useActionForm({
    fields: [],
    success: (answer) => t("invitation.joined", { supplier: String(answer.supplierName) }),
    onSuccess: () => void navigate("/operator"),
  });
  const { invitation, state } = loaderData;

  // Joined before the scripts ran: the invitation is spent, so the page says so and leads on.
  if (join.answer?.ok) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <FormStatus status={join.status} className="text-left" />
        <ButtonLink className="mt-6" to="/operator">
          {tc("header.operatorConsole")}
        </ButtonLink>
      </div>
    );
  }

  if (!invitation) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="font-display text-3xl font-semibold">{t("invitation.notFoundTitle")}</h1>
        <p className="mt-3 text-muted-foreground">{errorText({ code: "invitationNotFound" })}</p>
        <p className="mt-2 text-sm text-muted-foreground">{t("invitation.notFoundHint")}</p>
        <ButtonLink className="mt-6" variant="outline" to="/">
          {t("invitation.home")}
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:py-20">
      <div className="rounded-3xl border bg-card p-6 text-center shadow-sm sm:p-10">
        <span
          className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent"
          aria-hidden
        >
          <Building2 className="size-7" />
        </span>
        <h1 className="mt-5 font-display text-2xl font-semibold break-words sm:text-3xl">
          {t("invitation.title", { supplier: invitation.supplierName })}
        </h1>
        <p className="mt-3 text-muted-foreground">
          {t("invitation.text", { supplier: invitation.supplierName, role: t(`roles.${invitation.role}`) })}
        </p>
        <p className="mt-4 rounded-xl bg-muted px-4 py-2.5 text-sm break-all">
          {t("invitation.forEmail", { email: invitation.email })}
        </p>
        <p className="mt-2 text-xs text-muted-foreground">
          {t("invitation.expires", { date: date(invitation.expiresAt) })}
        </p>

        {state === "signedOut" ? (
          <>
            <p className="mt-6 text-sm">{t("invitation.signInPrompt", { email: invitation.email })}</p>
            <div className="mt-4 flex flex-wrap justify-center gap-2">
              <Button onClick={() => openSignIn("signin")}>
                <LogIn aria-hidden />
                {t("invitation.signIn")}
              </Button>
              <Button variant="outline" onClick={() => openSignIn("signup")}>
                <UserPlus aria-hidden />
                {t("invitation.signUp")}
              </Button>
            </div>
          </>
        ) : state === "ready" ? (
          <ActionForm form={join} className="mt-6 space-y-4">
            <Button type="submit" size="lg" disabled={join.busy}>
              {join.busy
                ? t("invitation.joining")
                : t("invitation.join", { supplier: invitation.supplierName })}
            </Button>
          </ActionForm>
        ) : (
          <div className="mt-6 space-y-4">
            <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 p-4 text-sm">
              {t("invitation.otherEmail", { current: loaderData.user?.email ?? "", email: invitation.email })}
            </p>
            <Form method="post" action="/sign-out">
              <Button type="submit" variant="outline">
                {tc("header.signOut")}
              </Button>
            </Form>
          </div>
        )}
      </div>
    </div>
  );
}
