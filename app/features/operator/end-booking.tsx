import { useState } from "react";
import { cancelSchema, REASON_MAX, rejectSchema, type OperatorBooking } from "../../../core/operator.ts";
import { useMoney } from "../../components/app-context.tsx";
import { ActionForm } from "../../components/action-form.tsx";
import { AskDialog, dangerButtonClass, DialogAnswers } from "../../components/ask-dialog.tsx";
import { Button } from "../../components/ui/button.tsx";
import { FieldError, Label, Textarea } from "../../components/ui/input.tsx";
import { cn } from "../../lib/cn.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useActionForm } from "../../lib/use-action-form.ts";

/**
 * The reason a guest will read when the operator rejects, cancels or closes: one field for every
 * dialog that ends bookings, with its error under it until the operator types again.
 */
export function ReasonField({
  id,
  name,
  label,
  placeholder,
  value,
  error,
  onChange,
}: {
  id: string;
  /** Its name in a form posted as it is. */
  name?: string;
  label: string;
  placeholder: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        name={name}
        maxLength={REASON_MAX}
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** A dialog's two answers when bookings end: keep things as they are, or go ahead (in red). */
export function EndBookingsActions({ keep, submit, busy }: { keep: string; submit: string; busy: boolean }) {
  return (
    <DialogAnswers keep={keep} keepType="button">
      <Button type="submit" className={dangerButtonClass} disabled={busy}>
        {submit}
      </Button>
    </DialogAnswers>
  );
}

const endings = {
  reject: { intent: "reject", schema: rejectSchema, trigger: "" },
  cancelBooking: {
    intent: "cancel",
    schema: cancelSchema,
    trigger: "border-danger text-danger hover:bg-danger/10 print:hidden",
  },
} as const;

/**
 * Rejecting a request or cancelling a booking as the operator: a dialog that says the guest gets
 * everything back, asks for the reason they will read, and answers with a toast. The words are the
 * operator namespace's `reject.*` or `cancelBooking.*`.
 */
export function EndBookingDialog({
  booking,
  kind,
}: {
  booking: OperatorBooking;
  kind: keyof typeof endings;
}) {
  const { t } = useTranslation("operator");
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const ending = endings[kind];
  const form = useActionForm({
    fields: ["reason"],
    intent: ending.intent,
    schema: ending.schema,
    success: () => t(`${kind}.done`, { reference: booking.reference }),
    onSuccess: () => setOpen(false),
  });
  return (
    <AskDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant="outline"
          size={kind === "reject" ? "md" : "sm"}
          className={cn(ending.trigger)}
          onClick={() => setOpen(true)}
        >
          {t(`${kind}.open`)}
        </Button>
      }
      title={t(`${kind}.title`, { reference: booking.reference })}
      description={t(`${kind}.description`, { amount: money(booking.totalCents) })}
    >
      <ActionForm form={form} status={false} className="mt-4 space-y-4">
        <input type="hidden" name="id" value={booking.id} />
        <ReasonField
          id={`${kind}-reason-${booking.id}`}
          name="reason"
          label={t(`${kind}.reasonLabel`)}
          placeholder={t(`${kind}.reasonPlaceholder`)}
          value={reason}
          error={form.error("reason")}
          onChange={(value) => {
            setReason(value);
            form.edited("reason");
          }}
        />
        <EndBookingsActions keep={t(`${kind}.keep`)} submit={t(`${kind}.submit`)} busy={form.busy} />
      </ActionForm>
    </AskDialog>
  );
}
