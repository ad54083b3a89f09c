import { useState } from "react";
import type { ManifestBooking } from "../../../core/manifest.ts";
import { ActionForm } from "../../components/action-form.tsx";
import { AskDialog, DialogAnswers } from "../../components/ask-dialog.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useActionForm } from "../../lib/use-action-form.ts";
import { ReasonField } from "./end-booking.tsx";

/**
 * Checking in a booking that is not ready (details, licence, waiver or balance missing): a dialog
 * that says what is missing and asks why they go anyway; the manifest keeps the reason. The row's
 * "Arrived" button opens it (before the page's scripts run, that button posts without a reason and
 * the page comes back with the server's request for one). It is rendered beside the row's form, not
 * inside it: a form's submit would bubble through the dialog's portal to the row's form.
 */
export function CheckInAnyway({
  booking,
  name,
  open,
  onOpenChange,
}: {
  booking: ManifestBooking;
  /** The party's name as the list shows it. */
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t: tm } = useTranslation("manifest");
  const { t } = useTranslation("operator");
  const [reason, setReason] = useState("");
  const form = useActionForm({
    fields: ["reason"],
    intent: "checkIn",
    check: (input) =>
      typeof input.reason === "string" && input.reason.trim()
        ? []
        : [{ field: "reason", code: "checkInReasonRequired" }],
    success: () => t("manifest.markedArrived", { name }),
    onSuccess: () => onOpenChange(false),
  });
  const missing = booking.readiness.missing
    .map((gap) => tm(`readiness.gap.${gap}`))
    .join(tm("readiness.listSeparator"));
  return (
    <AskDialog
      open={open}
      onOpenChange={onOpenChange}
      title={tm("checkInAnyway.title", { name })}
      description={tm("checkInAnyway.description", { missing })}
    >
      <ActionForm form={form} status={false} className="mt-4 space-y-4">
        <input type="hidden" name="id" value={booking.id} />
        <input type="hidden" name="checkIn" value="arrived" />
        <ReasonField
          id={`check-in-reason-${booking.id}`}
          name="reason"
          label={tm("checkInAnyway.label")}
          placeholder={tm("checkInAnyway.placeholder")}
          value={reason}
          error={form.error("reason")}
          onChange={(value) => {
            setReason(value);
            form.edited("reason");
          }}
        />
        <DialogAnswers keep={tm("checkInAnyway.keep")} keepType="button">
          <Button type="submit" disabled={form.busy}>
            {tm("checkInAnyway.submit")}
          </Button>
        </DialogAnswers>
      </ActionForm>
    </AskDialog>
  );
}
