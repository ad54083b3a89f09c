import { Link } from "react-router";
import { signInSchema, signUpFormSchema } from "../../../core/auth-forms.ts";
import type { Problem } from "../../../core/errors.ts";
import { ActionForm } from "../../components/action-form.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Field, FieldError, Input } from "../../components/ui/input.tsx";
import { Trans, useTranslation } from "../../lib/i18n-react.tsx";
import { useActionForm, type ActionFormState } from "../../lib/use-action-form.ts";
import { PasswordInput } from "./password-input.tsx";

/**
 * Where a form posts: the dialog, on every page, to /resources/auth; the sign-in page (the one
 * that works before scripts) to its own action, which sends the visitor on once signed in.
 */
interface AuthFormProps {
  onDone: () => void;
  action?: string;
}

/** The sign-in form may start with the address filled in (the sign-in page's ?email=). */
interface SignInFormProps extends AuthFormProps {
  email?: string;
}

/** The server's faults are worded apart from the visitor's mistakes. */
function useAuthForm(
  intent: "signin" | "signup",
  { onDone, action }: AuthFormProps,
  options: Pick<Parameters<typeof useActionForm>[0], "fields" | "schema" | "success">,
) {
  const { t } = useTranslation("auth");
  return useActionForm({
    ...options,
    intent,
    action,
    // The header shows the new session when the dialog closes.
    whenIdle: true,
    onSuccess: onDone,
    failure: (error: Problem) =>
      error.code === "serverError" || error.code === "network" ? t("toast.unexpected") : undefined,
  });
}

/** The address field both forms start with. */
function EmailField({ form, email = "" }: { form: ActionFormState; email?: string }) {
  const { t } = useTranslation("auth");
  return (
    <Field id="email" label={t("fields.email")} error={form.error("email")}>
      <Input
        {...form.field("email")}
        type="email"
        autoComplete="email"
        placeholder={t("fields.emailPlaceholder")}
        defaultValue={form.value("email", email)}
      />
    </Field>
  );
}

export function SignInForm({ email, ...props }: SignInFormProps) {
  const { t } = useTranslation("auth");
  const form = useAuthForm("signin", props, {
    fields: ["email", "password"],
    schema: signInSchema,
    success: () => t("toast.welcome"),
  });
  return (
    <ActionForm form={form} className="mt-5 space-y-4">
      <EmailField form={form} email={email} />
      <Field id="password" label={t("fields.password")} error={form.error("password")}>
        <PasswordInput {...form.field("password")} autoComplete="current-password" />
      </Field>
      <p className="-mt-2 text-right text-sm">
        <Link
          to="/forgot-password"
          className="font-medium text-accent hover:underline"
          onClick={props.onDone}
        >
          {t("forgotPassword")}
        </Link>
      </p>
      <Button type="submit" className="w-full" disabled={form.busy}>
        {form.busy ? t("submit.signingIn") : t("submit.signIn")}
      </Button>
    </ActionForm>
  );
}

export function SignUpForm(props: AuthFormProps) {
  const { t } = useTranslation("auth");
  const form = useAuthForm("signup", props, {
    fields: ["name", "email", "password", "confirmPassword", "terms"],
    schema: signUpFormSchema,
    success: () => t("toast.created"),
  });
  const legalLink = (to: string) => (
    <Link to={to} className="font-semibold text-accent underline" onClick={props.onDone} />
  );
  const terms = form.field("terms");
  return (
    <ActionForm form={form} className="mt-5 space-y-4">
      <Field id="name" label={t("fields.name")} error={form.error("name")}>
        <Input
          {...form.field("name")}
          autoComplete="name"
          placeholder={t("fields.namePlaceholder")}
          defaultValue={form.value("name")}
        />
      </Field>
      <EmailField form={form} />
      <Field id="password" label={t("fields.password")} error={form.error("password")}>
        <PasswordInput {...form.field("password")} autoComplete="new-password" />
      </Field>
      <Field id="confirmPassword" label={t("fields.confirmPassword")} error={form.error("confirmPassword")}>
        <PasswordInput {...form.field("confirmPassword")} autoComplete="new-password" />
      </Field>
      <div>
        <label className="flex items-start gap-2.5 text-sm">
          <input
            type="checkbox"
            name="terms"
            className="mt-0.5 size-4 accent-[var(--accent)]"
            aria-invalid={terms["aria-invalid"]}
            aria-describedby={terms["aria-describedby"]}
            defaultChecked={form.value("terms") === "on"}
          />
          <span>
            <Trans
              t={t}
              i18nKey="terms"
              components={{ terms: legalLink("/terms"), privacy: legalLink("/privacy") }}
            />
          </span>
        </label>
        <FieldError id="terms-error">{form.error("terms")}</FieldError>
      </div>
      <Button type="submit" className="w-full" disabled={form.busy}>
        {form.busy ? t("submit.creating") : t("submit.signUp")}
      </Button>
    </ActionForm>
  );
}
