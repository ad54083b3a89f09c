import { CheckCircle2, KeyRound, LinkIcon } from "lucide-react";
import { useState } from "react";
import { resetPasswordSchema } from "../../core/auth-forms.ts";
import { useApp } from "../components/app-context.tsx";
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

const noPasswords = { newPassword: "", confirmPassword: "" };

/** Where the mailed link lands: a new password (twice), or word that the link is spent. */
export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  useRouteMessages("auth", loaderData.auth);
  const { t } = useRouteMessages("password", loaderData.messages);
  const { openSignIn } = useApp();
  const { token, minutes, minLength } = loaderData;
  const [values, setValues] = useState(noPasswords);
  const [done, setDone] = useState(false);
  const form = useActionForm({
    fields: ["newPassword", "confirmPassword", "token"],
    place: { resetLinkInvalid: "token" },
    onSuccess: () => {
      setValues(noPasswords);
      setDone(true);
    },
  });

  if (done) {
    return (
      <PasswordCard icon={<CheckCircle2 />} title={t("reset.doneTitle")} tone="success">
        <p className="mt-3" role="status">
          {t("reset.done")}
        </p>
        <Button className="mt-6 w-full" onClick={() => openSignIn("signin")}>
          {t("reset.signIn")}
        </Button>
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

  const bind = (name: keyof typeof noPasswords) => ({
    id: `reset-${name}`,
    name,
    autoComplete: "new-password",
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setValues((v) => ({ ...v, [name]: event.target.value }));
      form.edited(name);
    },
    ...(form.error(name) ? { "aria-invalid": true, "aria-describedby": `reset-${name}-error` } : {}),
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const { newPassword, confirmPassword } = values;
    // The repeat is the form's own check: the server is sent the token and the new password.
    form.submit(
      null,
      { token, newPassword },
      {
        schema: resetPasswordSchema,
        problems:
          confirmPassword !== newPassword ? [{ code: "passwordsMismatch", field: "confirmPassword" }] : [],
      },
    );
  }

  return (
    <PasswordCard icon={<KeyRound />} title={t("reset.title")}>
      <p className="mt-2 text-muted-foreground">{t("reset.intro")}</p>
      <form className="mt-6 space-y-4" noValidate onSubmit={submit}>
        <Field id="reset-newPassword" label={t("reset.newPassword")} error={form.error("newPassword")}>
          <PasswordInput {...bind("newPassword")} />
          {form.error("newPassword") ? null : (
            <p className="mt-1.5 text-sm text-muted-foreground">{t("reset.hint", { min: minLength })}</p>
          )}
        </Field>
        <Field
          id="reset-confirmPassword"
          label={t("reset.confirmPassword")}
          error={form.error("confirmPassword")}
        >
          <PasswordInput {...bind("confirmPassword")} />
        </Field>
        <Button type="submit" className="w-full" disabled={form.busy}>
          {form.busy ? t("reset.saving") : t("reset.submit")}
        </Button>
      </form>
    </PasswordCard>
  );
}
