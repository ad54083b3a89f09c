import { useState } from "react";
import { useApp } from "../../components/app-context.tsx";
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from "../../components/ui/dialog.tsx";
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from "../../components/ui/tabs.tsx";
import { useLazyMessages } from "../../lib/lazy-messages.ts";
import { SignInForm, SignUpForm } from "./auth-forms.tsx";
import { GoogleOption } from "./google-button.tsx";

type Tab = "signin" | "signup";

/** Sign in or create an account; loaded when first opened, which keeps zod out of the first page. */
export default function SignInDialog({
  open,
  initialTab,
  onOpenChange,
}: {
  open: boolean;
  initialTab: Tab;
  onOpenChange: (open: boolean) => void;
}) {
  // Its words come with it (auth.json), not with every page; its forms then find them.
  const { t } = useLazyMessages("auth");
  const { googleEnabled } = useApp();
  const [tab, setTab] = useState<Tab>(initialTab);
  const close = () => onOpenChange(false);

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("common:actions.close")}>
        <DialogTitle className="pr-8 font-display text-2xl font-semibold">{t("title")}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted-foreground">
          {t("description")}
        </DialogDescription>
        <TabsRoot value={tab} onValueChange={(value) => setTab(value as Tab)} className="mt-5">
          <TabsList>
            <TabsTrigger value="signin">{t("tabs.signIn")}</TabsTrigger>
            <TabsTrigger value="signup">{t("tabs.signUp")}</TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            <SignInForm onDone={close} action="/resources/auth" />
          </TabsContent>
          <TabsContent value="signup">
            <SignUpForm onDone={close} action="/resources/auth" />
          </TabsContent>
        </TabsRoot>
        {googleEnabled ? <GoogleOption /> : null}
        <p className="mt-4 text-center text-xs text-muted-foreground">{t("notice")}</p>
      </DialogContent>
    </DialogRoot>
  );
}
