import { useState, type ReactNode } from "react";
import type { ManifestBooking } from "../../../core/manifest.ts";
import { ActionForm } from "../../components/action-form.tsx";
import { AskDialog, DialogAnswers } from "../../components/ask-dialog.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useActionForm } from "../../lib/use-action-form.ts";
import { ReasonField } from "./end-booking.tsx";

/**
 * Checking in a booking that is not ready (details, licence, waiver or balance missing): a dialog
 * that says what is missing and asks why they go anyway; the manifest keeps the reason. `trigger`
 * is the "Arrived" button: a submit of the row's form, so that before the page's scripts run the
 * post comes back with the server's request for a reason.
 */
export function CheckInAnyway({
  booking,
  name,
  trigger,
}: {
  booking: ManifestBooking;
  /** The party's name as the list shows it. */
  name: string;
  trigger: ReactNode;
}) {
  const { t: tm } = useTranslation("manifest");
  const { t } = useTranslation("operator");
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const form = useActionForm({
    fields: ["reason"],
    intent: "checkIn",
    check: (input) =>
      typeof input.reason === "string" && input.reason.trim()
        ? []
        : [{ field: "reason", code: "checkInReasonRequired" }],
    success: () => t("manifest.markedArrived", { name }),
    onSuccess: () => setOpen(false),
  });
  const missing = booking.readiness.missing
    .map((gap) => tm(`readiness.gap.${gap}`))
    .join(tm("readiness.listSeparator"));
  return (
    <AskDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <span
          className="contents"
          onClickCapture={(event) => {
            // Hydrated: the dialog asks for the reason instead of posting the row's form.
            event.preventDefault();
            setOpen(true);
          }}
        >
          {trigger}
        </span>
      }
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
