import { useLocation } from "react-router";
import { ActionForm } from "../../components/action-form.tsx";
import { toast } from "../../components/toast.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useActionForm } from "../../lib/use-action-form.ts";
import { unexplained } from "../../lib/use-error-text.ts";

/** Starts Google's sign-in: the action answers with a redirect to Google, which returns here. */
export function GoogleButton({ returnTo }: { returnTo?: string }) {
  const { t } = useTranslation("auth");
  const location = useLocation();
  const form = useActionForm({
    fields: [],
    action: "/resources/auth",
    intent: "google",
    // The service's reason when it gives one, else the spec's "Google sign in failed".
    failure: (error) => (unexplained(error) ? t("toast.googleFailed") : undefined),
  });

  return (
    <ActionForm form={form} onSubmitCapture={() => toast.info(t("toast.google"))}>
      <input type="hidden" name="callbackURL" value={returnTo ?? location.pathname + location.search} />
      <Button type="submit" variant="outline" className="w-full" disabled={form.busy}>
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
    </ActionForm>
  );
}

/** Google's sign-in under the password forms, after an "or" rule (the dialog and the page alike). */
export function GoogleOption({ returnTo }: { returnTo?: string }) {
  const { t } = useTranslation("auth");
  return (
    <>
      <div className="my-5 flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        {t("or")}
        <span className="h-px flex-1 bg-border" />
      </div>
      <GoogleButton returnTo={returnTo} />
    </>
  );
}
