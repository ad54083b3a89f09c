import { useState } from "react";
import { useNavigate } from "react-router";
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema } from "../../../core/schemas.ts";
import { toast } from "../../components/toast.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useActionForm } from "../../lib/use-action-form.ts";

/** A form's text inputs, each bound to its value and to its problem (shown until it is edited). */
function useFields<T extends Record<string, string>>(initial: T, form: ReturnType<typeof useActionForm>) {
  const [values, setValues] = useState(initial);
  const bind = (name: keyof T & string) => ({
    value: values[name],
    error: form.error(name),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setValues((v) => ({ ...v, [name]: event.target.value }));
      form.edited(name);
    },
  });
  return { values, bind, reset: () => setValues(initial) };
}

const noPasswords = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Better Auth ends every other session; this one goes on with the new session's cookie. */
export function ChangePasswordForm() {
  const { t } = useTranslation("dashboard");
  const form = useActionForm({
    fields: Object.keys(noPasswords),
    onSuccess: () => {
      toast.success(t("settings.password.changed"));
      fields.reset();
    },
  });
  const fields = useFields(noPasswords, form);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const { currentPassword, newPassword, confirmPassword } = fields.values;
    // The confirmation is the form's own: the server is sent the two passwords only.
    const mismatch = confirmPassword !== newPassword;
    form.submit(
      "password",
      { currentPassword, newPassword },
      {
        schema: changePasswordSchema,
        problems: mismatch ? [{ code: "passwordsMismatch", field: "confirmPassword" }] : [],
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextField
        id="pw-current"
        type="password"
        autoComplete="current-password"
        label={t("settings.password.current")}
        {...fields.bind("currentPassword")}
      />
      <TextField
        id="pw-new"
        type="password"
        autoComplete="new-password"
        label={t("settings.password.new")}
        {...fields.bind("newPassword")}
      />
      <TextField
        id="pw-confirm"
        type="password"
        autoComplete="new-password"
        label={t("settings.password.confirm")}
        {...fields.bind("confirmPassword")}
      />
      <Button type="submit" variant="outline" disabled={form.busy}>
        {t("settings.password.submit")}
      </Button>
    </form>
  );
}

/** A new sign-in address, confirmed with the password; the header shows it once saved. */
export function ChangeEmailForm() {
  const { t } = useTranslation("dashboard");
  const form = useActionForm({
    fields: ["email", "password"],
    place: { accountExists: "email" },
    onSuccess: () => {
      toast.success(t("settings.email.updated"));
      fields.reset();
    },
  });
  const fields = useFields({ email: "", password: "" }, form);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    form.submit("email", fields.values, { schema: changeEmailSchema });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextField
        id="email-new"
        type="email"
        autoComplete="email"
        label={t("settings.email.new")}
        {...fields.bind("email")}
      />
      <TextField
        id="email-password"
        type="password"
        autoComplete="current-password"
        label={t("settings.email.password")}
        {...fields.bind("password")}
      />
      <Button type="submit" variant="outline" disabled={form.busy}>
        {t("settings.email.submit")}
      </Button>
    </form>
  );
}

/** What this browser kept of the user goes with the account. */
/** The account's end: typed DELETE and the password. Signed out, the visitor lands on the home page. */
export function DeleteAccountForm() {
  const { t } = useTranslation("dashboard");
  const navigate = useNavigate();
  const form = useActionForm({
    fields: ["confirm", "password"],
    onSuccess: () => {
      toast.success(t("settings.delete.deleted"));
      void navigate("/", { replace: true });
    },
  });
  const fields = useFields({ confirm: "", password: "" }, form);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    form.submit("delete", fields.values, { schema: deleteAccountSchema });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <h2 className="font-display text-xl font-semibold text-danger">{t("settings.delete.title")}</h2>
      <p className="text-sm text-muted-foreground">{t("settings.delete.text")}</p>
      <TextField
        id="delete-confirm"
        autoComplete="off"
        label={t("settings.delete.typeLabel")}
        {...fields.bind("confirm")}
      />
      <TextField
        id="delete-password"
        type="password"
        autoComplete="current-password"
        label={t("settings.delete.password")}
        {...fields.bind("password")}
      />
      <Button type="submit" className="bg-danger text-white hover:bg-danger/90" disabled={form.busy}>
        {t("settings.delete.submit")}
      </Button>
    </form>
  );
}
