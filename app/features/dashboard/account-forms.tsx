import { useState } from "react";
import { changeEmailSchema, changePasswordSchema } from "../../../core/schemas.ts";
import { ActionForm } from "../../components/action-form.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useActionForm, type ActionFormState } from "../../lib/use-action-form.ts";

/** A text field of one of these forms: named, bound to its problem, kept when a post comes back. */
export const bind = (form: ActionFormState, name: string, id: string, secret = false) => ({
  ...form.field(name, id),
  error: form.error(name),
  ...(secret ? {} : { defaultValue: form.value(name) }),
});

/** A password field of these forms, never refilled when a post comes back; `fresh` for a new one. */
export function PasswordField({
  form,
  name,
  id,
  label,
  fresh = false,
}: {
  form: ActionFormState;
  name: string;
  id: string;
  label: string;
  fresh?: boolean;
}) {
  return (
    <TextField
      {...bind(form, name, id, true)}
      type="password"
      autoComplete={fresh ? "new-password" : "current-password"}
      label={label}
    />
  );
}

/** Better Auth ends every other session; this one goes on with the new session's cookie. */
export function ChangePasswordForm() {
  const { t } = useTranslation("dashboard");
  // The confirmation is the form's own (it has no name): the server is sent the two passwords only.
  const [confirm, setConfirm] = useState("");
  const form = useActionForm({
    fields: ["currentPassword", "newPassword", "confirmPassword"],
    intent: "password",
    schema: changePasswordSchema,
    check: (input) =>
      input.newPassword === confirm ? [] : [{ code: "passwordsMismatch", field: "confirmPassword" }],
    reset: true,
    success: () => t("settings.password.changed"),
    onSuccess: () => setConfirm(""),
  });

  return (
    <ActionForm form={form} className="space-y-3">
      <PasswordField
        form={form}
        name="currentPassword"
        id="pw-current"
        label={t("settings.password.current")}
      />
      <PasswordField form={form} name="newPassword" id="pw-new" label={t("settings.password.new")} fresh />
      <TextField
        id="pw-confirm"
        type="password"
        autoComplete="new-password"
        label={t("settings.password.confirm")}
        value={confirm}
        error={form.error("confirmPassword")}
        onChange={(event) => {
          setConfirm(event.target.value);
          form.edited("confirmPassword");
        }}
      />
      <Button type="submit" variant="outline" disabled={form.busy}>
        {t("settings.password.submit")}
      </Button>
    </ActionForm>
  );
}

/**
 * A new sign-in address, asked for with the password: a link goes to it, and the address changes
 * only once it is followed (decision 028). While a link is out, the form says where to.
 */
export function ChangeEmailForm({ pending }: { pending: { pending: string; expiresAt: string } | null }) {
  const { t } = useTranslation("dashboard");
  const form = useActionForm({
    fields: ["email", "password"],
    place: { accountExists: "email" },
    intent: "email",
    schema: changeEmailSchema,
    reset: true,
    success: (answer) =>
      typeof answer.pending === "string" ? t("settings.email.sent", { email: answer.pending }) : undefined,
  });

  return (
    <ActionForm form={form} className="space-y-3">
      {pending && (
        <p role="status" className="rounded-xl bg-muted px-4 py-3 text-sm break-words">
          {t("settings.email.pending", { email: pending.pending })}
        </p>
      )}
      <TextField
        {...bind(form, "email", "email-new")}
        type="email"
        autoComplete="email"
        label={t("settings.email.new")}
      />
      <PasswordField form={form} name="password" id="email-password" label={t("settings.email.password")} />
      <Button type="submit" variant="outline" disabled={form.busy}>
        {t("settings.email.submit")}
      </Button>
    </ActionForm>
  );
}
