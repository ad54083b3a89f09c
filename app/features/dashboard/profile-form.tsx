import { useState } from "react";
import { Link } from "react-router";
import { currencies } from "../../../core/money.ts";
import { languages } from "../../../core/preferences.ts";
import { profileUpdateSchema } from "../../../core/schemas.ts";
import type { ProfileView } from "../../../core/views.ts";
import { useApp } from "../../components/app-context.tsx";
import { toast } from "../../components/toast.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Field, Input, TextField } from "../../components/ui/input.tsx";
import { NativeSelect } from "../../components/ui/native-select.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useActionForm } from "../../lib/use-action-form.ts";

/** Name, phone, country, language and currency; the notification switches are in the settings. */
export function ProfileForm({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation("dashboard");
  const { t: tc } = useTranslation();
  const { setPreference } = useApp();
  const [name, setName] = useState(profile.name);
  const [phone, setPhone] = useState(profile.phone ?? "");
  const [country, setCountry] = useState(profile.country ?? "");
  const form = useActionForm({
    fields: ["name", "phone", "country", "language", "currency"],
    onSuccess: (answer) => {
      toast.success(t("profile.saved"));
      // Language and currency apply at once, as from the header.
      if (answer.language !== profile.language) setPreference("lang", String(answer.language));
      if (answer.currency !== profile.currency) setPreference("currency", String(answer.currency));
    },
  });

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      name,
      phone,
      country,
      language: String(data.get("language")),
      currency: String(data.get("currency")),
    };
    form.submit(null, input, { schema: profileUpdateSchema });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="profile-name"
          label={t("profile.fullName")}
          error={form.error("name")}
          autoComplete="name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            form.edited("name");
          }}
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
          error={form.error("phone")}
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
            form.edited("phone");
          }}
        />
        <TextField
          id="profile-country"
          label={t("profile.country")}
          error={form.error("country")}
          autoComplete="country-name"
          value={country}
          onChange={(event) => {
            setCountry(event.target.value);
            form.edited("country");
          }}
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
      <p className="text-sm">
        <Link to="/dashboard/settings" className="font-medium text-accent underline-offset-4 hover:underline">
          {t("profile.notificationsLink")}
        </Link>
      </p>
      <Button type="submit" disabled={form.busy}>
        {t("profile.save")}
      </Button>
    </form>
  );
}
