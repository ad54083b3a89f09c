import { KeyRound, MailCheck } from "lucide-react";
import { useState } from "react";
import { forgotPasswordSchema } from "../../core/auth-forms.ts";
import { useApp } from "../components/app-context.tsx";
import { Button } from "../components/ui/button.tsx";
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
  const { openSignIn } = useApp();
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useActionForm({
    fields: ["email"],
    onSuccess: (answer) => setSentTo(String(answer.email)),
  });

  const signInLine = (
    <p className="mt-6 text-center text-sm text-muted-foreground">
      {t("forgot.remembered")}{" "}
      <Button variant="link" className="h-auto p-0" onClick={() => openSignIn("signin")}>
        {t("forgot.signIn")}
      </Button>
    </p>
  );

  if (sentTo !== null) {
    return (
      <PasswordCard icon={<MailCheck />} title={t("forgot.sentTitle")} tone="success">
        <p className="mt-3" role="status">
          {t("forgot.sent", { email: sentTo, minutes: loaderData.minutes })}
        </p>
        <p className="mt-3 text-sm text-muted-foreground">{t("forgot.sentHint")}</p>
        <Button variant="outline" className="mt-6 w-full" onClick={() => setSentTo(null)}>
          {t("forgot.again")}
        </Button>
        {signInLine}
      </PasswordCard>
    );
  }

  return (
    <PasswordCard icon={<KeyRound />} title={t("forgot.title")}>
      <p className="mt-2 text-muted-foreground">{t("forgot.intro")}</p>
      <form
        className="mt-6 space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.submit(null, { email }, { schema: forgotPasswordSchema });
        }}
      >
        <TextField
          id="forgot-email"
          name="email"
          type="email"
          autoComplete="email"
          label={t("forgot.email")}
          placeholder={t("forgot.emailPlaceholder")}
          value={email}
          error={form.error("email")}
          onChange={(event) => {
            setEmail(event.target.value);
            form.edited("email");
          }}
        />
        <Button type="submit" className="w-full" disabled={form.busy}>
          {form.busy ? t("forgot.sending") : t("forgot.submit")}
        </Button>
      </form>
      {signInLine}
    </PasswordCard>
  );
}
