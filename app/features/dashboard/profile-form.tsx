import { Link } from "react-router";
import { currencies } from "../../../core/money.ts";
import { languages } from "../../../core/preferences.ts";
import { profileUpdateSchema } from "../../../core/schemas.ts";
import type { ProfileView } from "../../../core/views.ts";
import { ActionForm } from "../../components/action-form.tsx";
import { useApp } from "../../components/app-context.tsx";
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
  const form = useActionForm({
    fields: ["name", "phone", "country", "language", "currency"],
    schema: profileUpdateSchema,
    success: () => t("profile.saved"),
    onSuccess: (answer) => {
      // Language and currency apply at once, as from the header.
      if (answer.language !== profile.language) setPreference("lang", String(answer.language));
      if (answer.currency !== profile.currency) setPreference("currency", String(answer.currency));
    },
  });
  /** A text field: named, bound to its problem, kept when a post comes back refused. */
  const bind = (name: string, saved: string) => ({
    ...form.field(name, `profile-${name}`),
    error: form.error(name),
    defaultValue: form.value(name, saved),
  });

  return (
    <ActionForm form={form} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...bind("name", profile.name)} label={t("profile.fullName")} autoComplete="name" />
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
          {...bind("phone", profile.phone ?? "")}
          label={t("profile.phone")}
          type="tel"
          autoComplete="tel"
        />
        <TextField
          {...bind("country", profile.country ?? "")}
          label={t("profile.country")}
          autoComplete="country-name"
        />
        <NativeSelect
          id="profile-language"
          name="language"
          label={t("profile.language")}
          value={form.value("language", profile.language)}
          options={languages.map((l) => [l, tc(`languages.${l}`)] as const)}
        />
        <NativeSelect
          id="profile-currency"
          name="currency"
          label={t("profile.currency")}
          value={form.value("currency", profile.currency)}
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
    </ActionForm>
  );
}
