import { Star } from "lucide-react";
import { useState } from "react";
import { reviewSchema, SUPPLIER_MESSAGE_MAX, supplierMessageSchema } from "../../../core/schemas.ts";
import type { BookingDetailView, BookingView } from "../../../core/views.ts";
import { toast } from "../../components/toast.tsx";
import { Button } from "../../components/ui/button.tsx";
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogRoot,
  DialogTitle,
} from "../../components/ui/dialog.tsx";
import { FieldError, Label, Textarea } from "../../components/ui/input.tsx";
import { cn } from "../../lib/cn.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useActionForm } from "../../lib/use-action-form.ts";
import { useRefundText } from "./refund-text.ts";

/** 1 to 5 stars and an optional comment, for a completed booking not rated yet. */
export function RateForm() {
  const { t } = useTranslation("dashboard");
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const form = useActionForm({
    fields: ["rating", "comment"],
    onSuccess: () => toast.success(t("booking.rated")),
  });
  const ratingError = form.error("rating");
  const commentError = form.error("comment");

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = { rating: rating || undefined, comment: comment.trim() || undefined };
    form.submit("rate", input, { schema: reviewSchema });
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
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
                className="sr-only"
                checked={rating === n}
                aria-describedby={ratingError ? "review-rating-error" : undefined}
                onChange={() => {
                  setRating(n);
                  form.edited("rating");
                }}
              />
              <Star
                className={cn(
                  "size-8 transition-colors",
                  n <= rating ? "fill-amber-400 text-amber-400" : "text-muted-foreground",
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
          id="review-comment"
          maxLength={2000}
          value={comment}
          placeholder={t("booking.commentPlaceholder")}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? "review-comment-error" : undefined}
          onChange={(event) => {
            setComment(event.target.value);
            form.edited("comment");
          }}
        />
        <FieldError id="review-comment-error">{commentError}</FieldError>
      </div>
      <Button type="submit" disabled={form.busy}>
        {t("booking.submitRating")}
      </Button>
    </form>
  );
}

/** A message to the operator, stored for them; only once they have confirmed. */
export function ContactForm({ booking }: { booking: BookingDetailView }) {
  const { t } = useTranslation("dashboard");
  const [message, setMessage] = useState("");
  const form = useActionForm({
    fields: ["message"],
    onSuccess: () => {
      toast.success(t("booking.sent", { supplier: booking.supplier }));
      setMessage("");
    },
  });
  const error = form.error("message");

  function submit(event: React.FormEvent) {
    event.preventDefault();
    form.submit("message", { message }, { schema: supplierMessageSchema });
  }

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <div>
        <Label htmlFor="supplier-message">{t("booking.messageLabel")}</Label>
        <Textarea
          id="supplier-message"
          maxLength={SUPPLIER_MESSAGE_MAX}
          value={message}
          placeholder={t("booking.messagePlaceholder")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "supplier-message-error" : undefined}
          onChange={(event) => {
            setMessage(event.target.value);
            form.edited("message");
          }}
        />
        <FieldError id="supplier-message-error">{error}</FieldError>
      </div>
      <Button type="submit" disabled={form.busy}>
        {form.busy ? t("booking.sending") : t("booking.send")}
      </Button>
    </form>
  );
}

/** Free cancellation, asked for once more in a dialog. */
export function CancelBooking() {
  const { t } = useTranslation("dashboard");
  const { t: tc } = useTranslation();
  const refundText = useRefundText();
  const [open, setOpen] = useState(false);
  const form = useActionForm({
    fields: [],
    onSuccess: (answer) => {
      setOpen(false);
      // The refund the server decided: this line's share of what was paid, the way it was paid.
      const refund = answer.refund as BookingView["refund"] | undefined;
      toast.success(t("booking.cancelled", { amount: refund ? refundText(refund) : "" }));
    },
  });

  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <Button
        variant="outline"
        className="border-danger text-danger hover:bg-danger/10"
        onClick={() => setOpen(true)}
      >
        {t("booking.cancel")}
      </Button>
      <DialogContent closeLabel={tc("actions.close")}>
        <DialogTitle className="pr-8 font-display text-xl font-semibold">
          {t("booking.cancelQuestion")}
        </DialogTitle>
        <DialogDescription className="mt-2 text-sm text-muted-foreground">
          {t("booking.cancelText")}
        </DialogDescription>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{t("booking.keep")}</Button>
          </DialogClose>
          <Button
            className="bg-danger text-white hover:bg-danger/90"
            disabled={form.busy}
            onClick={() => form.submit("cancel", {})}
          >
            {t("booking.cancelConfirm")}
          </Button>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
