import { Star } from "lucide-react";
import { useState } from "react";
import {
  reviewForm,
  reviewSchema,
  SUPPLIER_MESSAGE_MAX,
  supplierMessageSchema,
} from "../../../core/schemas.ts";
import type { BookingDetailView, BookingView } from "../../../core/views.ts";
import { ActionForm } from "../../components/action-form.tsx";
import { AskDialog, dangerButtonClass, DialogAnswers } from "../../components/ask-dialog.tsx";
import { Button } from "../../components/ui/button.tsx";
import { FieldError, Label, Textarea } from "../../components/ui/input.tsx";
import { cn } from "../../lib/cn.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useActionForm } from "../../lib/use-action-form.ts";
import { useRefundText } from "./refund-text.ts";

/** 1 to 5 stars and an optional comment, for a completed booking not rated yet. */
export function RateForm() {
  const { t } = useTranslation("dashboard");
  // The stars light up to the one chosen (the radios themselves are hidden).
  const [rating, setRating] = useState(0);
  const form = useActionForm({
    fields: ["rating", "comment"],
    intent: "rate",
    schema: reviewSchema,
    shape: reviewForm,
    success: () => t("booking.rated"),
  });
  const ratingError = form.error("rating");
  const comment = form.field("comment", "review-comment");

  return (
    <ActionForm form={form} className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t("booking.ratingLabel")}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-lg p-1 has-focus-visible:outline-2 has-focus-visible:outline-ring"
            >
              <input
                type="radio"
                name="rating"
                value={n}
                className="peer sr-only"
                checked={rating === n}
                aria-describedby={ratingError ? "review-rating-error" : undefined}
                onChange={() => setRating(n)}
              />
              <Star
                className={cn(
                  "size-8 transition-colors",
                  n <= rating ? "fill-amber-400 text-amber-400" : "text-muted-foreground",
                  // Before the scripts run, the chosen star is marked by the radio itself.
                  "peer-checked:fill-amber-400 peer-checked:text-amber-400",
                )}
                aria-hidden
              />
              <span className="sr-only">{t("booking.star", { count: n })}</span>
            </label>
          ))}
        </div>
        <FieldError id="review-rating-error">{ratingError}</FieldError>
      </fieldset>
      <div>
        <Label htmlFor="review-comment">{t("booking.commentLabel")}</Label>
        <Textarea
          {...comment}
          maxLength={2000}
          defaultValue={form.value("comment")}
          placeholder={t("booking.commentPlaceholder")}
        />
        <FieldError id="review-comment-error">{form.error("comment")}</FieldError>
      </div>
      <Button type="submit" disabled={form.busy}>
        {t("booking.submitRating")}
      </Button>
    </ActionForm>
  );
}

/** A message to the operator, stored for them; only once they have confirmed. */
export function ContactForm({ booking }: { booking: BookingDetailView }) {
  const { t } = useTranslation("dashboard");
  const form = useActionForm({
    fields: ["message"],
    intent: "message",
    schema: supplierMessageSchema,
    reset: true,
    success: () => t("booking.sent", { supplier: booking.supplier }),
  });

  return (
    <ActionForm form={form} className="space-y-3">
      <div>
        <Label htmlFor="supplier-message">{t("booking.messageLabel")}</Label>
        <Textarea
          {...form.field("message", "supplier-message")}
          maxLength={SUPPLIER_MESSAGE_MAX}
          defaultValue={form.value("message")}
          placeholder={t("booking.messagePlaceholder")}
        />
        <FieldError id="supplier-message-error">{form.error("message")}</FieldError>
      </div>
      <Button type="submit" disabled={form.busy}>
        {form.busy ? t("booking.sending") : t("booking.send")}
      </Button>
    </ActionForm>
  );
}

/** Free cancellation, asked for once more in a dialog. */
export function CancelBooking() {
  const { t } = useTranslation("dashboard");
  const refundText = useRefundText();
  const [open, setOpen] = useState(false);
  const form = useActionForm({
    fields: [],
    intent: "cancel",
    // The refund the server decided: this line's share of what was paid, the way it was paid.
    success: (answer) => {
      const refund = answer.refund as BookingView["refund"] | undefined;
      return t("booking.cancelled", { amount: refund ? refundText(refund) : "" });
    },
    onSuccess: () => setOpen(false),
  });

  return (
    <AskDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant="outline"
          className="border-danger text-danger hover:bg-danger/10"
          onClick={() => setOpen(true)}
        >
          {t("booking.cancel")}
        </Button>
      }
      title={t("booking.cancelQuestion")}
      description={t("booking.cancelText")}
    >
      <DialogAnswers keep={t("booking.keep")} className="mt-6">
        <ActionForm form={form} status={false}>
          <Button type="submit" className={dangerButtonClass} disabled={form.busy}>
            {t("booking.cancelConfirm")}
          </Button>
        </ActionForm>
      </DialogAnswers>
    </AskDialog>
  );
}
