import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { PHONE_PATTERN } from "../../core/fields.ts";
import { currencies } from "../../core/money.ts";
import { languages } from "../../core/preferences.ts";
import type { ProfileView } from "../../core/views.ts";
import { useApp } from "../components/app-context.tsx";
import { toast } from "../components/toast.tsx";
import { Button } from "../components/ui/button.tsx";
import { Field, Input, TextField } from "../components/ui/input.tsx";
import { NativeSelect } from "../components/ui/native-select.tsx";
import { Toggle } from "../components/ui/switch.tsx";
import { useApiError } from "../features/dashboard/api-error.ts";
import { SectionTitle } from "../features/dashboard/layout.tsx";
import { api } from "../lib/api.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import type { Route } from "./+types/dashboard.profile";
import { loadProfile } from "./dashboard.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProfile(request, context);
}

/** Name, phone, country, language, currency and the three notification preferences. */
function ProfileForm({ userId, profile }: { userId: string; profile: ProfileView }) {
  const { t } = useTranslation("dashboard");
  const { t: tc } = useTranslation();
  const { setPreference } = useApp();
  const revalidator = useRevalidator();
  const apiError = useApiError();
  const [name, setName] = useState(profile.name);
  const [phone, setPhone] = useState(profile.phone ?? "");
  const [country, setCountry] = useState(profile.country ?? "");
  const [notify, setNotify] = useState({
    email: profile.notifications.email,
    sms: profile.notifications.sms,
    marketing: profile.notifications.marketing,
  });
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = {
      name: name.trim() ? undefined : t("profile.nameRequired"),
      phone: !phone.trim() || PHONE_PATTERN.test(phone.trim()) ? undefined : t("profile.phoneInvalid"),
    };
    setErrors(next);
    if (next.name || next.phone) return;
    const language = String(form.get("language"));
    const currency = String(form.get("currency"));
    setBusy(true);
    const result = await api(`/profile/${userId}`, {
      method: "PUT",
      body: {
        name: name.trim(),
        phone: phone.trim(),
        country: country.trim(),
        language,
        currency,
        notifications: notify,
      },
    });
    setBusy(false);
    if (!result.ok) return toast.error(apiError(result, { 400: t("profile.failed") }));
    toast.success(t("profile.saved"));
    // Language and currency apply at once, as from the header.
    if (language !== profile.language) setPreference("lang", language);
    if (currency !== profile.currency) setPreference("currency", currency);
    await revalidator.revalidate();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="profile-name"
          label={t("profile.fullName")}
          error={errors.name}
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Field id="profile-email" label={t("profile.email")}>
          <Input
            id="profile-email"
            type="email"
            value={profile.email}
            disabled
            aria-describedby="profile-email-hint"
          />
        </Field>
        <TextField
          id="profile-phone"
          label={t("profile.phone")}
          error={errors.phone}
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <TextField
          id="profile-country"
          label={t("profile.country")}
          autoComplete="country-name"
          value={country}
          onChange={(event) => setCountry(event.target.value)}
        />
        <NativeSelect
          id="profile-language"
          name="language"
          label={t("profile.language")}
          value={profile.language}
          options={languages.map((l) => [l, tc(`languages.${l}`)] as const)}
        />
        <NativeSelect
          id="profile-currency"
          name="currency"
          label={t("profile.currency")}
          value={profile.currency}
          options={currencies.map((c) => [c, tc(`currencies.${c}`)] as const)}
        />
      </div>
      <p id="profile-email-hint" className="-mt-2 text-xs text-muted-foreground">
        {t("profile.emailHint")}
      </p>
      <fieldset>
        <legend className="text-sm font-semibold">{t("profile.notifications")}</legend>
        <div className="mt-2 divide-y">
          {(["email", "sms", "marketing"] as const).map((key) => (
            <div key={key} className="flex items-center justify-between py-3">
              <label htmlFor={`profile-notify-${key}`} className="text-sm">
                {t(`profile.notify${key[0]!.toUpperCase()}${key.slice(1)}`)}
              </label>
              <Toggle
                id={`profile-notify-${key}`}
                checked={notify[key]}
                onCheckedChange={(checked) => setNotify((n) => ({ ...n, [key]: checked }))}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={busy}>
        {t("profile.save")}
      </Button>
    </form>
  );
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("dashboard");
  if (!loaderData) return null;
  return (
    <div className="max-w-3xl">
      <Link
        to="/dashboard/settings"
        className="inline-flex items-center gap-1.5 text-sm font-medium hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t("profile.back")}
      </Link>
      <SectionTitle className="mt-4">{t("profile.title")}</SectionTitle>
      <p className="mt-1 mb-6 text-muted-foreground">{t("profile.description")}</p>
      <div className="rounded-2xl border bg-card p-5">
        <ProfileForm userId={loaderData.userId} profile={loaderData.profile} />
      </div>
    </div>
  );
}
