import { CalendarX2 } from "lucide-react";
import { useState } from "react";
import { adminCancelSchema, type AdminBookingDetail } from "../../../core/admin-audit.ts";
import { REASON_MAX } from "../../../core/operator.ts";
import { useMoney } from "../../components/app-context.tsx";
import { ActionForm, FormStatus } from "../../components/action-form.tsx";
import { AskDialog, dangerButtonClass, DialogAnswers } from "../../components/ask-dialog.tsx";
import { Button } from "../../components/ui/button.tsx";
import { FieldError, Label, Textarea } from "../../components/ui/input.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useActionForm } from "../../lib/use-action-form.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

/**
 * The admin cancels a booking with a reason the guest and the operator read. Once the page's
 * scripts run it is a button that opens a dialog; before that (or without scripts) the same form
 * stands in the page and posts to the booking page's action, so it works either way.
 */
export function CancelBooking({ booking }: { booking: AdminBookingDetail }) {
  const { t } = useTranslation("adminAudit");
  const money = useMoney();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const form = useActionForm({
    fields: ["reason"],
    intent: "cancel",
    schema: adminCancelSchema,
    success: () => t("booking.cancel.done", { reference: booking.reference }),
    onSuccess: () => setOpen(false),
  });
  const description = t("booking.cancel.description", { amount: money(booking.totalCents) });
  const fields = (
    <ActionForm form={form} status={false} className="mt-4 space-y-4">
      <div>
        <Label htmlFor="admin-cancel-reason">{t("booking.cancel.reasonLabel")}</Label>
        <Textarea
          id="admin-cancel-reason"
          name="reason"
          maxLength={REASON_MAX}
          value={reason}
          placeholder={t("booking.cancel.reasonPlaceholder")}
          aria-invalid={form.error("reason") ? true : undefined}
          aria-describedby={form.error("reason") ? "admin-cancel-reason-error" : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            form.edited("reason");
          }}
        />
        <FieldError id="admin-cancel-reason-error">{form.error("reason")}</FieldError>
      </div>
      {hydrated ? (
        <DialogAnswers keep={t("booking.cancel.keep")} keepType="button">
          <Button type="submit" className={dangerButtonClass} disabled={form.busy}>
            {t("booking.cancel.submit")}
          </Button>
        </DialogAnswers>
      ) : (
        <Button type="submit" className={dangerButtonClass}>
          {t("booking.cancel.submit")}
        </Button>
      )}
    </ActionForm>
  );

  return (
    <div className="space-y-3">
      {/* The answer to a post made without scripts (the form is gone once the booking has ended). */}
      <FormStatus status={form.status} />
      {!booking.canCancel ? (
        <p className="text-sm text-muted-foreground">{t("booking.cannotCancel")}</p>
      ) : hydrated ? (
        <AskDialog
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button
              variant="outline"
              className="border-danger text-danger hover:bg-danger/10"
              onClick={() => setOpen(true)}
            >
              <CalendarX2 aria-hidden />
              {t("booking.cancel.open")}
            </Button>
          }
          title={t("booking.cancel.title", { reference: booking.reference })}
          description={description}
        >
          {fields}
        </AskDialog>
      ) : (
        <div>
          <p className="text-sm text-muted-foreground">{description}</p>
          {fields}
        </div>
      )}
    </div>
  );
}
