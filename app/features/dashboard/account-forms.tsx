import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { favoritesStorageKey } from "../../../core/preferences.ts";
import { looksLikeEmail, MIN_PASSWORD_LENGTH } from "../../../core/fields.ts";
import { toast } from "../../components/toast.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { api } from "../../lib/api.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useApiError } from "./api-error.ts";

type Errors = Record<string, string | undefined>;

function useForm<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const bind = (name: keyof T & string) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setValues((v) => ({ ...v, [name]: event.target.value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });
  return { values, setValues, errors, setErrors, busy, setBusy, bind, reset: () => setValues(initial) };
}

export function ChangePasswordForm({ userId }: { userId: string }) {
  const { t } = useTranslation("dashboard");
  const apiError = useApiError();
  const form = useForm({ current: "", next: "", confirm: "" });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const { current, next, confirm } = form.values;
    const errors: Errors = {
      current: current ? undefined : t("settings.passwordRequired"),
      next: next.length >= MIN_PASSWORD_LENGTH ? undefined : t("settings.password.tooShort"),
      confirm: confirm === next ? undefined : t("settings.password.mismatch"),
    };
    form.setErrors(errors);
    if (Object.values(errors).some(Boolean)) return;
    form.setBusy(true);
    const result = await api(`/profile/${userId}/password`, {
      method: "POST",
      body: { currentPassword: current, newPassword: next },
    });
    form.setBusy(false);
    if (!result.ok) {
      if (result.status === 400 && /current/i.test(result.error ?? ""))
        return form.setErrors({ current: t("settings.password.wrong") });
      return toast.error(apiError(result));
    }
    toast.success(t("settings.password.changed"));
    form.reset();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextField
        id="pw-current"
        type="password"
        autoComplete="current-password"
        label={t("settings.password.current")}
        {...form.bind("current")}
      />
      <TextField
        id="pw-new"
        type="password"
        autoComplete="new-password"
        label={t("settings.password.new")}
        {...form.bind("next")}
      />
      <TextField
        id="pw-confirm"
        type="password"
        autoComplete="new-password"
        label={t("settings.password.confirm")}
        {...form.bind("confirm")}
      />
      <Button type="submit" variant="outline" disabled={form.busy}>
        {t("settings.password.submit")}
      </Button>
    </form>
  );
}

export function ChangeEmailForm({ userId }: { userId: string }) {
  const { t } = useTranslation("dashboard");
  const apiError = useApiError();
  const revalidator = useRevalidator();
  const form = useForm({ email: "", password: "" });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const { email, password } = form.values;
    const errors: Errors = {
      email: looksLikeEmail(email) ? undefined : t("settings.email.invalid"),
      password: password ? undefined : t("settings.passwordRequired"),
    };
    form.setErrors(errors);
    if (Object.values(errors).some(Boolean)) return;
    form.setBusy(true);
    const result = await api(`/profile/${userId}/email`, {
      method: "POST",
      body: { email: email.trim(), password },
    });
    form.setBusy(false);
    if (!result.ok) {
      if (result.status === 409) return form.setErrors({ email: t("settings.email.taken") });
      if (result.status === 400 && /password/i.test(result.error ?? ""))
        return form.setErrors({ password: t("settings.email.wrongPassword") });
      return toast.error(apiError(result));
    }
    toast.success(t("settings.email.updated"));
    form.reset();
    await revalidator.revalidate();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextField
        id="email-new"
        type="email"
        autoComplete="email"
        label={t("settings.email.new")}
        {...form.bind("email")}
      />
      <TextField
        id="email-password"
        type="password"
        autoComplete="current-password"
        label={t("settings.email.password")}
        {...form.bind("password")}
      />
      <Button type="submit" variant="outline" disabled={form.busy}>
        {t("settings.email.submit")}
      </Button>
    </form>
  );
}

export function DeleteAccountForm({ userId }: { userId: string }) {
  const { t } = useTranslation("dashboard");
  const apiError = useApiError();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const form = useForm({ confirm: "", password: "" });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const { confirm, password } = form.values;
    const errors: Errors = {
      confirm: confirm === "DELETE" ? undefined : t("settings.delete.typeMismatch"),
      password: password ? undefined : t("settings.passwordRequired"),
    };
    form.setErrors(errors);
    if (Object.values(errors).some(Boolean)) return;
    form.setBusy(true);
    const result = await api(`/profile/${userId}`, { method: "DELETE", body: { confirm, password } });
    form.setBusy(false);
    if (!result.ok) {
      if (result.status === 400 && /password/i.test(result.error ?? ""))
        return form.setErrors({ password: t("settings.delete.wrongPassword") });
      return toast.error(apiError(result));
    }
    try {
      localStorage.removeItem(favoritesStorageKey(userId));
    } catch {
      // storage may be off
    }
    toast.success(t("settings.delete.deleted"));
    await navigate("/");
    await revalidator.revalidate();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <h2 className="font-display text-xl font-semibold text-danger">{t("settings.delete.title")}</h2>
      <p className="text-sm text-muted-foreground">{t("settings.delete.text")}</p>
      <TextField
        id="delete-confirm"
        autoComplete="off"
        label={t("settings.delete.typeLabel")}
        {...form.bind("confirm")}
      />
      <TextField
        id="delete-password"
        type="password"
        autoComplete="current-password"
        label={t("settings.delete.password")}
        {...form.bind("password")}
      />
      <Button type="submit" className="bg-danger text-white hover:bg-danger/90" disabled={form.busy}>
        {t("settings.delete.submit")}
      </Button>
    </form>
  );
}
