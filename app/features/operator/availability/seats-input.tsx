import { CAPACITY_MAX } from "../../../../core/availability.ts";

/** Compact (the kit's Input is full width and tall). */
const seatsInputClass =
  "h-9 w-20 rounded-lg border border-input bg-card px-2.5 text-base text-foreground tabular-nums focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-danger sm:text-sm";

/**
 * The seats of a departure or a weekly slot: a number up to the most a departure holds, pointing
 * to its error (`<id>-error`) while it has one.
 */
export function SeatsInput({
  id,
  name,
  min,
  value,
  error,
  onChange,
}: {
  id: string;
  /** Its name in the form (the schema's `capacity`). */
  name?: string;
  min: number;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <input
      id={id}
      name={name}
      type="number"
      inputMode="numeric"
      min={min}
      max={CAPACITY_MAX}
      className={seatsInputClass}
      value={value}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
