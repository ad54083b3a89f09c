import { Download, UserRound } from "lucide-react";
import { useState } from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { profileUpdateSchema, settingsForm } from "../../core/schemas.ts";
import type { PrivacySettings } from "../../core/views.ts";
import { currencies } from "../../core/money.ts";
import { languages } from "../../core/preferences.ts";
import { useApp } from "../components/app-context.tsx";
import { ActionForm } from "../components/action-form.tsx";
import { Button, ButtonLink, buttonVariants } from "../components/ui/button.tsx";
import { SelectField } from "../components/ui/select.tsx";
import { Toggle } from "../components/ui/switch.tsx";
import { ChangeEmailForm, ChangePasswordForm } from "../features/dashboard/account-forms.tsx";
import { DeleteAccount } from "../features/dashboard/delete-account.tsx";
import { settle } from "../lib/client-action.ts";
import { SectionTitle } from "../features/dashboard/layout.tsx";
import { NotificationMatrix } from "../features/notifications/notification-settings.tsx";
import { useActionForm } from "../lib/use-action-form.ts";
import { unexplained } from "../lib/use-error-text.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import type { Route } from "./+types/dashboard.settings";
import { loadSettings, settingsAction } from "./dashboard.settings.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSettings(request, context);
}

/**
 * The switches (intent settings), a new password, a new e-mail address, a deletion code, or the
 * account's end.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return settingsAction(request, context);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

/** After the account's end the page goes home: its loaders would only answer 401 meanwhile. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult?.deleted ? false : defaultShouldRevalidate;
}

function ToggleRow({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  /** What the switch does, under its label. */
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="mt-0.5 text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
      <Toggle
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
    </div>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border bg-card p-5">
      <SectionTitle className="text-xl">{title}</SectionTitle>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("dashboard");
  const { t: tc } = useTranslation();
  const { lang, currency, theme, setPreference } = useApp();
  const [notifications, setNotifications] = useState(loaderData.profile.notifications);
  const [privacy, setPrivacy] = useState(loaderData.profile.privacy);
  const [dark, setDark] = useState(() =>
    theme === "system"
      ? typeof document !== "undefined" && document.documentElement.classList.contains("dark")
      : theme === "dark",
  );
  const form = useActionForm({
    fields: [],
    intent: "settings",
    schema: profileUpdateSchema,
    shape: settingsForm,
    success: () => t("settings.saved"),
    // A reason the server gives is shown; without one, the spec's "Failed to save settings".
    failure: (error) => (unexplained(error) ? t("settings.saveFailed") : undefined),
  });
  const { userId } = loaderData;
  // The switches' state, posted as fields (core/form-input.ts reads them back as booleans).
  const switches = [
    ...Object.entries(notifications).flatMap(([channel, flags]) =>
      Object.entries(flags).map(([key, on]) => [`notifications.${channel}.${key}`, on] as const),
    ),
    ...Object.entries(privacy).map(([key, on]) => [`privacy.${key}`, on] as const),
  ];

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ActionForm form={form} className="space-y-6">
        {switches.map(([name, on]) => (
          <input key={name} type="hidden" name={name} value={String(on)} />
        ))}
        <Panel title={t("settings.preferences")}>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <p className="mb-1.5 text-sm font-medium">{t("settings.language")}</p>
              <SelectField
                label={t("settings.language")}
                value={lang}
                onValueChange={(value) => setPreference("lang", value)}
                options={languages.map((l) => ({ value: l, label: tc(`languages.${l}`) }))}
                className="w-full"
              />
            </div>
            <div>
              <p className="mb-1.5 text-sm font-medium">{t("settings.currency")}</p>
              <SelectField
                label={t("settings.currency")}
                value={currency}
                onValueChange={(value) => setPreference("currency", value)}
                options={currencies.map((c) => ({ value: c, label: tc(`currencies.${c}`) }))}
                className="w-full"
              />
            </div>
          </div>
          <ToggleRow
            id="settings-dark"
            label={t("settings.darkMode")}
            checked={dark}
            onChange={(checked) => {
              setDark(checked);
              setPreference("theme", checked ? "dark" : "light");
            }}
          />
        </Panel>
        <Panel title={t("settings.notifications")}>
          <NotificationMatrix value={notifications} onChange={setNotifications} />
        </Panel>
        <Panel title={t("settings.privacy")}>
          <div className="divide-y">
            {(Object.keys(privacy) as (keyof PrivacySettings)[]).map((key) => (
              <ToggleRow
                key={key}
                id={`privacy-${key}`}
                label={t(`settings.privacyOptions.${key}`)}
                hint={t(`settings.privacyHints.${key}`)}
                checked={privacy[key]}
                onChange={(checked) => setPrivacy({ ...privacy, [key]: checked })}
              />
            ))}
          </div>
        </Panel>
        <Button type="submit" size="lg" disabled={form.busy} className="w-full sm:w-auto">
          {form.busy ? t("settings.saving") : t("settings.save")}
        </Button>
      </ActionForm>
      <div className="space-y-6">
        <Panel title={t("settings.account")}>
          <div className="flex flex-wrap gap-2">
            <ButtonLink variant="outline" to="/dashboard/profile">
              <UserRound aria-hidden />
              {t("settings.editProfile")}
            </ButtonLink>
            <a
              href={`/api/profile/${userId}/export`}
              download="peninsula-adventures-data.json"
              className={buttonVariants({ variant: "outline" })}
            >
              <Download aria-hidden />
              {t("settings.download")}
            </a>
          </div>
          <p className="mt-2 text-xs text-muted-foreground">{t("settings.downloadHint")}</p>
        </Panel>
        <Panel title={t("settings.password.title")}>
          <ChangePasswordForm />
        </Panel>
        <Panel title={t("settings.email.title")}>
          <ChangeEmailForm pending={loaderData.pendingEmail} />
        </Panel>
        <section className="rounded-2xl border border-danger/40 bg-card p-5">
          <DeleteAccount preview={loaderData.deletion} />
        </section>
      </div>
    </div>
  );
}
