import { Link } from "react-router";
import { signInSchema, signUpFormSchema } from "../../../core/auth-forms.ts";
import { toast } from "../../components/toast.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Field, FieldError, Input } from "../../components/ui/input.tsx";
import { Trans, useTranslation } from "../../lib/i18n-react.tsx";
import { PasswordInput } from "./password-input.tsx";
import { useAuthForm } from "./use-auth-form.ts";

const ACTION = "/resources/auth";

/** The address field both forms start with. */
function EmailField({ form }: { form: ReturnType<typeof useAuthForm> }) {
  const { t } = useTranslation("auth");
  return (
    <Field id="email" label={t("fields.email")} error={form.message("email")}>
      <Input
        id="email"
        name="email"
        type="email"
        autoComplete="email"
        placeholder={t("fields.emailPlaceholder")}
        {...form.invalid("email")}
      />
    </Field>
  );
}

export function SignInForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("auth");
  const form = useAuthForm(signInSchema, () => {
    toast.success(t("toast.welcome"));
    onDone();
  });
  return (
    <form.Form method="post" action={ACTION} className="mt-5 space-y-4" noValidate onSubmit={form.onSubmit}>
      <input type="hidden" name="intent" value="signin" />
      <EmailField form={form} />
      <Field id="password" label={t("fields.password")} error={form.message("password")}>
        <PasswordInput
          id="password"
          name="password"
          autoComplete="current-password"
          {...form.invalid("password")}
        />
      </Field>
      <p className="-mt-2 text-right text-sm">
        <Link to="/forgot-password" className="font-medium text-accent hover:underline" onClick={onDone}>
          {t("forgotPassword")}
        </Link>
      </p>
      <Button type="submit" className="w-full" disabled={form.busy}>
        {form.busy ? t("submit.signingIn") : t("submit.signIn")}
      </Button>
    </form.Form>
  );
}

export function SignUpForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("auth");
  const form = useAuthForm(signUpFormSchema, () => {
    toast.success(t("toast.created"));
    onDone();
  });
  const legalLink = (to: string) => (
    <Link to={to} className="font-semibold text-accent underline" onClick={onDone} />
  );
  return (
    <form.Form method="post" action={ACTION} className="mt-5 space-y-4" noValidate onSubmit={form.onSubmit}>
      <input type="hidden" name="intent" value="signup" />
      <Field id="name" label={t("fields.name")} error={form.message("name")}>
        <Input
          id="name"
          name="name"
          autoComplete="name"
          placeholder={t("fields.namePlaceholder")}
          {...form.invalid("name")}
        />
      </Field>
      <EmailField form={form} />
      <Field id="password" label={t("fields.password")} error={form.message("password")}>
        <PasswordInput
          id="password"
          name="password"
          autoComplete="new-password"
          {...form.invalid("password")}
        />
      </Field>
      <Field id="confirmPassword" label={t("fields.confirmPassword")} error={form.message("confirmPassword")}>
        <PasswordInput
          id="confirmPassword"
          name="confirmPassword"
          autoComplete="new-password"
          {...form.invalid("confirmPassword")}
        />
      </Field>
      <div>
        <label className="flex items-start gap-2.5 text-sm">
          <input
            type="checkbox"
            name="terms"
            className="mt-0.5 size-4 accent-[var(--accent)]"
            {...form.invalid("terms")}
          />
          <span>
            <Trans
              t={t}
              i18nKey="terms"
              components={{ terms: legalLink("/terms"), privacy: legalLink("/privacy") }}
            />
          </span>
        </label>
        <FieldError id="terms-error">{form.message("terms")}</FieldError>
      </div>
      <Button type="submit" className="w-full" disabled={form.busy}>
        {form.busy ? t("submit.creating") : t("submit.signUp")}
      </Button>
    </form.Form>
  );
}
