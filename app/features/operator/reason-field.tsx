import { REASON_MAX } from "../../../core/operator.ts";
import { Button } from "../../components/ui/button.tsx";
import { DialogClose } from "../../components/ui/dialog.tsx";
import { FieldError, Label, Textarea } from "../../components/ui/input.tsx";

/**
 * The reason a guest will read when the operator rejects, cancels or closes: one field for every
 * dialog that ends bookings, with its error under it until the operator types again.
 */
export function ReasonField({
  id,
  label,
  placeholder,
  value,
  error,
  onChange,
}: {
  id: string;
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
    <div className="flex flex-wrap justify-end gap-2">
      <DialogClose asChild>
        <Button type="button" variant="outline">
          {keep}
        </Button>
      </DialogClose>
      <Button type="submit" className="bg-danger text-white hover:bg-danger/90" disabled={busy}>
        {submit}
      </Button>
    </div>
  );
}
