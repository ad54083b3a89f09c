import { Send } from "lucide-react";
import { inviteSchema } from "../../../core/schemas.ts";
import { ActionForm } from "../../components/action-form.tsx";
import { Button } from "../../components/ui/button.tsx";
import { FieldError, Input, Label } from "../../components/ui/input.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useActionForm } from "../../lib/use-action-form.ts";

/** A friend's e-mail address; the invitation is kept for them. */
export function InviteForm() {
  const { t } = useTranslation("dashboard");
  const form = useActionForm({
    fields: ["email"],
    schema: inviteSchema,
    reset: true,
    success: (answer) => t("referrals.invited", { email: answer.invited }),
  });

  return (
    <ActionForm form={form} className="space-y-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex-1">
          <Label htmlFor="invite-email" className="sr-only">
            {t("referrals.inviteLabel")}
          </Label>
          <Input
            {...form.field("email", "invite-email")}
            type="email"
            autoComplete="off"
            placeholder={t("referrals.invitePlaceholder")}
            defaultValue={form.value("email")}
          />
          <FieldError id="invite-email-error">{form.error("email")}</FieldError>
        </div>
        <Button type="submit" disabled={form.busy}>
          <Send aria-hidden />
          {t("referrals.invite")}
        </Button>
      </div>
    </ActionForm>
  );
}
