import { useState, type FormEvent } from "react";
import { Trans, useTranslation } from "../../lib/i18n-react.tsx";
import { Link } from "react-router";
import { toast } from "../../components/toast.tsx";
import { validateSignIn, validateSignUp, type AuthProblem } from "../../../core/auth-forms.ts";
import { Button } from "../../components/ui/button.tsx";
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from "../../components/ui/dialog.tsx";
import { Field, FieldError, Input } from "../../components/ui/input.tsx";
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from "../../components/ui/tabs.tsx";
import { PasswordInput } from "./password-input.tsx";

type Tab = "signin" | "signup";
type Problems = Partial<Record<string, AuthProblem>>;

async function post(url: string, body: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  return { status: response.status, body: await response.json().catch(() => ({})) };
}

export default function SignInDialog({
  open,
  initialTab,
  onOpenChange,
  onSignedIn,
}: {
  open: boolean;
  initialTab: Tab;
  onOpenChange: (open: boolean) => void;
  onSignedIn: () => void;
}) {
  const { t } = useTranslation("auth");
  const [tab, setTab] = useState<Tab>(initialTab);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [formKey, setFormKey] = useState(0);

  const message = (field: string) => (problems[field] ? t(`validation.${problems[field]}`) : undefined);
  const invalid = (field: string) =>
    problems[field] ? { "aria-invalid": true as const, "aria-describedby": `${field}-error` } : {};

  function finish(text: string) {
    toast.success(text);
    setProblems({});
    setFormKey((k) => k + 1);
    onOpenChange(false);
    onSignedIn();
  }

  function failure(status: number, fallback: string, serverMessage?: string) {
    if (status === 429) return toast.error(t("common:errors.tooMany"));
    if (status === 401) return toast.error(t("toast.invalidCredentials"));
    if (status === 409) return toast.error(t("toast.exists"));
    toast.error(serverMessage || fallback);
  }

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") };
    const found = validateSignIn(values);
    setProblems(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const res = await post("/api/auth/sign-in/email", {
        email: values.email.trim(),
        password: values.password,
      });
      if (res.status === 200) finish(t("toast.welcome"));
      else failure(res.status, t("toast.signInFailed"));
    } catch {
      toast.error(t("toast.unexpected"));
    } finally {
      setBusy(false);
    }
  }

  async function signUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      name: String(form.get("name") ?? ""),
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      confirmPassword: String(form.get("confirmPassword") ?? ""),
      terms: form.get("terms") === "on",
    };
    const found = validateSignUp(values);
    setProblems(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const res = await post("/api/signup", {
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
      });
      if (res.status === 201) finish(t("toast.created"));
      else failure(res.status, t("toast.signUpFailed"));
    } catch {
      toast.error(t("toast.unexpected"));
    } finally {
      setBusy(false);
    }
  }

  async function google() {
    try {
      const res = await post("/api/auth/sign-in/social", {
        provider: "google",
        callbackURL: window.location.pathname,
      });
      if (res.status === 501) return toast.error(t("toast.googleNotConfigured"));
      if (res.status === 200 && typeof res.body?.url === "string") {
        toast.info(t("toast.google"));
        window.location.assign(res.body.url);
        return;
      }
      toast.error(res.body?.message || t("toast.googleFailed"));
    } catch {
      toast.error(t("toast.unexpected"));
    }
  }

  const termsLinks = {
    terms: (
      <Link to="/terms" className="font-semibold text-accent underline" onClick={() => onOpenChange(false)} />
    ),
    privacy: (
      <Link
        to="/privacy"
        className="font-semibold text-accent underline"
        onClick={() => onOpenChange(false)}
      />
    ),
  };

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("common:actions.close")}>
        <DialogTitle className="pr-8 font-display text-2xl font-semibold">{t("title")}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted-foreground">
          {t("description")}
        </DialogDescription>
        <TabsRoot
          value={tab}
          onValueChange={(value) => {
            setTab(value as Tab);
            setProblems({});
          }}
          className="mt-5"
        >
          <TabsList>
            <TabsTrigger value="signin">{t("tabs.signIn")}</TabsTrigger>
            <TabsTrigger value="signup">{t("tabs.signUp")}</TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            <form key={`in-${formKey}`} className="mt-5 space-y-4" noValidate onSubmit={signIn}>
              <Field id="email" label={t("fields.email")} error={message("email")}>
                <Input
                  id="email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  placeholder={t("fields.emailPlaceholder")}
                  {...invalid("email")}
                />
              </Field>
              <Field id="password" label={t("fields.password")} error={message("password")}>
                <PasswordInput
                  id="password"
                  name="password"
                  autoComplete="current-password"
                  {...invalid("password")}
                />
              </Field>
              <Button type="submit" className="w-full" disabled={busy}>
                {busy ? t("submit.signingIn") : t("submit.signIn")}
              </Button>
            </form>
          </TabsContent>
          <TabsContent value="signup">
            <form key={`up-${formKey}`} className="mt-5 space-y-4" noValidate onSubmit={signUp}>
              <Field id="name" label={t("fields.name")} error={message("name")}>
                <Input
                  id="name"
                  name="name"
                  autoComplete="name"
                  placeholder={t("fields.namePlaceholder")}
                  {...invalid("name")}
                />
              </Field>
              <Field id="email" label={t("fields.email")} error={message("email")}>
                <Input
                  id="email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  placeholder={t("fields.emailPlaceholder")}
                  {...invalid("email")}
                />
              </Field>
              <Field id="password" label={t("fields.password")} error={message("password")}>
                <PasswordInput
                  id="password"
                  name="password"
                  autoComplete="new-password"
                  {...invalid("password")}
                />
              </Field>
              <Field
                id="confirmPassword"
                label={t("fields.confirmPassword")}
                error={message("confirmPassword")}
              >
                <PasswordInput
                  id="confirmPassword"
                  name="confirmPassword"
                  autoComplete="new-password"
                  {...invalid("confirmPassword")}
                />
              </Field>
              <div>
                <label className="flex items-start gap-2.5 text-sm">
                  <input
                    type="checkbox"
                    name="terms"
                    className="mt-0.5 size-4 accent-[var(--accent)]"
                    {...invalid("terms")}
                  />
                  <span>
                    <Trans t={t} i18nKey="terms" components={termsLinks} />
                  </span>
                </label>
                <FieldError id="terms-error">{message("terms")}</FieldError>
              </div>
              <Button type="submit" className="w-full" disabled={busy}>
                {busy ? t("submit.creating") : t("submit.signUp")}
              </Button>
            </form>
          </TabsContent>
        </TabsRoot>
        <div className="my-5 flex items-center gap-3 text-xs text-muted-foreground uppercase">
          <span className="h-px flex-1 bg-border" />
          {t("or")}
          <span className="h-px flex-1 bg-border" />
        </div>
        <Button type="button" variant="outline" className="w-full" onClick={google}>
          <svg viewBox="0 0 24 24" aria-hidden className="size-4">
            <path
              fill="#4285F4"
              d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8Z"
            />
            <path
              fill="#34A853"
              d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23Z"
            />
            <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7.1H2.1a11 11 0 0 0 0 9.9l3.7-2.8Z" />
            <path
              fill="#EA4335"
              d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4Z"
            />
          </svg>
          {t("google")}
        </Button>
        <p className="mt-4 text-center text-xs text-muted-foreground">{t("notice")}</p>
      </DialogContent>
    </DialogRoot>
  );
}
