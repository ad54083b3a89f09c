import { Send } from "lucide-react";
import { useState } from "react";
import { inviteSchema } from "../../../core/schemas.ts";
import { toast } from "../../components/toast.tsx";
import { Button } from "../../components/ui/button.tsx";
import { FieldError, Input, Label } from "../../components/ui/input.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useActionForm } from "../../lib/use-action-form.ts";

/** A friend's e-mail address; the invitation is kept for them. */
export function InviteForm() {
  const { t } = useTranslation("dashboard");
  const [email, setEmail] = useState("");
  const form = useActionForm({
    fields: ["email"],
    onSuccess: (answer) => {
      toast.success(t("referrals.invited", { email: answer.invited }));
      setEmail("");
    },
  });
  const error = form.error("email");

  function submit(event: React.FormEvent) {
    event.preventDefault();
    form.submit(null, { email }, { schema: inviteSchema });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="flex-1">
        <Label htmlFor="invite-email" className="sr-only">
          {t("referrals.inviteLabel")}
        </Label>
        <Input
          id="invite-email"
          type="email"
          autoComplete="off"
          placeholder={t("referrals.invitePlaceholder")}
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "invite-email-error" : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            form.edited("email");
          }}
        />
        <FieldError id="invite-email-error">{error}</FieldError>
      </div>
      <Button type="submit" disabled={form.busy}>
        <Send aria-hidden />
        {t("referrals.invite")}
      </Button>
    </form>
  );
}
