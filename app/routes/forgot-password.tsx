import { KeyRound, MailCheck } from "lucide-react";
import { useState } from "react";
import { forgotPasswordSchema } from "../../core/auth-forms.ts";
import { ActionForm } from "../components/action-form.tsx";
import { SignInLink } from "../components/sign-in-link.tsx";
import { Button, ButtonLink } from "../components/ui/button.tsx";
import { TextField } from "../components/ui/input.tsx";
import { PasswordCard } from "../features/account/password-pages.tsx";
import { settle } from "../lib/client-action.ts";
import { privatePage } from "../lib/seo.ts";
import { useActionForm } from "../lib/use-action-form.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/forgot-password";
import { forgotPasswordAction, loadForgotPassword } from "./password.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePage(loaderData?.meta.title ?? "");
}

export function loader({ request }: Route.LoaderArgs) {
  return loadForgotPassword(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return forgotPasswordAction(request, context);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

/** "Forgot password?": an address in, the same answer out whether it has an account or not. */
export default function ForgotPassword({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteMessages("password", loaderData.messages);
  // The address the link went to: the fetcher's answer, or the page's when posted without scripts.
  const [again, setAgain] = useState(false);
  const form = useActionForm({
    fields: ["email"],
    schema: forgotPasswordSchema,
    onSuccess: () => setAgain(false),
  });
  const sentTo = !again && form.answer?.ok ? String(form.answer.email) : null;

  const signInLine = (
    <p className="mt-6 text-center text-sm text-muted-foreground">
      {t("forgot.remembered")}{" "}
      <SignInLink variant="link" className="h-auto p-0">
        {t("forgot.signIn")}
      </SignInLink>
    </p>
  );

  if (sentTo !== null) {
    return (
      <PasswordCard icon={<MailCheck />} title={t("forgot.sentTitle")} tone="success">
        <p className="mt-3" role="status">
          {t("forgot.sent", { email: sentTo, minutes: loaderData.minutes })}
        </p>
        <p className="mt-3 text-sm text-muted-foreground">{t("forgot.sentHint")}</p>
        <ButtonLink
          to="/forgot-password"
          variant="outline"
          className="mt-6 w-full"
          onClick={(event) => {
            event.preventDefault();
            setAgain(true);
          }}
        >
          {t("forgot.again")}
        </ButtonLink>
        {signInLine}
      </PasswordCard>
    );
  }

  return (
    <PasswordCard icon={<KeyRound />} title={t("forgot.title")}>
      <p className="mt-2 text-muted-foreground">{t("forgot.intro")}</p>
      <ActionForm form={form} className="mt-6 space-y-4">
        <TextField
          {...form.field("email", "forgot-email")}
          type="email"
          autoComplete="email"
          label={t("forgot.email")}
          placeholder={t("forgot.emailPlaceholder")}
          defaultValue={form.value("email")}
          error={form.error("email")}
        />
        <Button type="submit" className="w-full" disabled={form.busy}>
          {form.busy ? t("forgot.sending") : t("forgot.submit")}
        </Button>
      </ActionForm>
      {signInLine}
    </PasswordCard>
  );
}
