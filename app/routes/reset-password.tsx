import { CheckCircle2, KeyRound, LinkIcon } from "lucide-react";
import { useState } from "react";
import { resetPasswordSchema } from "../../core/auth-forms.ts";
import { ActionForm } from "../components/action-form.tsx";
import { Button, ButtonLink } from "../components/ui/button.tsx";
import { Field } from "../components/ui/input.tsx";
import { PasswordInput } from "../features/account/password-input.tsx";
import { PasswordCard } from "../features/account/password-pages.tsx";
import { settle } from "../lib/client-action.ts";
import { privatePage } from "../lib/seo.ts";
import { useActionForm } from "../lib/use-action-form.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/reset-password";
import { loadResetPassword, resetPasswordAction } from "./password.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePage(loaderData?.meta.title ?? "");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadResetPassword(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return resetPasswordAction(request, context);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

/** Where the mailed link lands: a new password (twice), or word that the link is spent. */
export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  useRouteMessages("auth", loaderData.auth);
  const { t } = useRouteMessages("password", loaderData.messages);
  const { token, minutes, minLength } = loaderData;
  // The repeat is the form's own check (it has no name): the server is sent the token and the new
  // password.
  const [confirm, setConfirm] = useState("");
  const form = useActionForm({
    fields: ["newPassword", "confirmPassword", "token"],
    place: { resetLinkInvalid: "token" },
    schema: resetPasswordSchema,
    check: (input) =>
      input.newPassword === confirm ? [] : [{ code: "passwordsMismatch", field: "confirmPassword" }],
    onSuccess: () => setConfirm(""),
  });

  // Saved: the fetcher's answer, or the page's own when the form was posted before the scripts ran.
  // The action signed the visitor in with the new password; if it could not, the sign-in page
  // waits with their address filled in.
  if (form.answer?.ok) {
    const signedIn = form.answer.signedIn === true;
    const email = typeof form.answer.email === "string" ? form.answer.email : "";
    const signIn = new URLSearchParams({ ...(email ? { email } : {}), redirectTo: "/dashboard" });
    return (
      <PasswordCard icon={<CheckCircle2 />} title={t("reset.doneTitle")} tone="success">
        <p className="mt-3" role="status">
          {signedIn ? t("reset.signedIn") : t("reset.done")}
        </p>
        {signedIn ? (
          <ButtonLink to="/dashboard" className="mt-6 w-full">
            {t("reset.toDashboard")}
          </ButtonLink>
        ) : (
          <ButtonLink to={`/sign-in?${signIn}`} className="mt-6 w-full">
            {t("reset.signIn")}
          </ButtonLink>
        )}
      </PasswordCard>
    );
  }

  if (!token || form.error("token")) {
    return (
      <PasswordCard icon={<LinkIcon />} title={t("reset.invalidTitle")} tone="danger">
        <p className="mt-3" role="alert">
          {t("reset.invalid", { minutes })}
        </p>
        <ButtonLink to="/forgot-password" className="mt-6 w-full">
          {t("reset.requestNew")}
        </ButtonLink>
      </PasswordCard>
    );
  }

  return (
    <PasswordCard icon={<KeyRound />} title={t("reset.title")}>
      <p className="mt-2 text-muted-foreground">{t("reset.intro")}</p>
      <ActionForm form={form} className="mt-6 space-y-4">
        <input type="hidden" name="token" value={token} />
        <Field id="reset-newPassword" label={t("reset.newPassword")} error={form.error("newPassword")}>
          <PasswordInput {...form.field("newPassword", "reset-newPassword")} autoComplete="new-password" />
          {form.error("newPassword") ? null : (
            <p className="mt-1.5 text-sm text-muted-foreground">{t("reset.hint", { min: minLength })}</p>
          )}
        </Field>
        <Field
          id="reset-confirmPassword"
          label={t("reset.confirmPassword")}
          error={form.error("confirmPassword")}
        >
          <PasswordInput
            id="reset-confirmPassword"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => {
              setConfirm(event.target.value);
              form.edited("confirmPassword");
            }}
            {...(form.error("confirmPassword")
              ? { "aria-invalid": true, "aria-describedby": "reset-confirmPassword-error" }
              : {})}
          />
        </Field>
        <Button type="submit" className="w-full" disabled={form.busy}>
          {form.busy ? t("reset.saving") : t("reset.submit")}
        </Button>
      </ActionForm>
    </PasswordCard>
  );
}
