import { Suspense, use, useEffect } from "react";
import { guestLimit, MIN_GUESTS } from "../../../core/checkout.ts";
import { seatsLeft, type AvailabilityDay } from "../../../core/slots.ts";
import { StepButton } from "../../components/step-button.tsx";
import { useLazyMessages } from "../../lib/lazy-messages.ts";

interface StepperProps {
  groupMax: number;
  date: string | undefined;
  slot: string | undefined;
  guests: number;
  onGuests: (guests: number) => void;
}

/**
 * The booking dialog's guests: the stepper stops at the chosen slot's seats left or the service's
 * group size, whichever is smaller, and says why in a line under it. While the departures load it
 * stops at the group size.
 */
export function GuestStepper({
  availability,
  ...props
}: StepperProps & { availability: Promise<AvailabilityDay[]> }) {
  return (
    <Suspense fallback={<Stepper {...props} seatsLeft={undefined} />}>
      <SlotStepper availability={availability} {...props} />
    </Suspense>
  );
}

function SlotStepper({
  availability,
  ...props
}: StepperProps & { availability: Promise<AvailabilityDay[]> }) {
  const days = use(availability);
  const slot = days.find((day) => day.date === props.date)?.timeSlots.find((s) => s.id === props.slot);
  return <Stepper {...props} seatsLeft={slot ? seatsLeft(slot) : undefined} />;
}

function Stepper({
  groupMax,
  seatsLeft: seats,
  guests,
  onGuests,
}: StepperProps & { seatsLeft: number | undefined }) {
  const { t } = useLazyMessages("booking");
  const limit = guestLimit(groupMax, seats);
  // Another slot (or day) with fewer seats brings the count down to what it can take.
  useEffect(() => {
    if (guests > limit.max) onGuests(limit.max);
  }, [guests, limit.max, onGuests]);
  const atLimit = guests >= limit.max;
  return (
    <div className="mt-6">
      <div className="flex items-center justify-between">
        <h3 className="font-semibold" id="guests-label">
          {t("dialog.guests")}
        </h3>
        <div className="flex items-center gap-3" role="group" aria-labelledby="guests-label">
          <StepButton
            step={-1}
            disabled={guests <= MIN_GUESTS}
            aria-label={t("dialog.decreaseGuests")}
            onClick={() => onGuests(Math.max(MIN_GUESTS, guests - 1))}
          />
          <output className="w-8 text-center text-lg font-semibold" aria-live="polite">
            {Math.min(guests, limit.max)}
          </output>
          <StepButton
            step={1}
            disabled={atLimit}
            aria-label={t("dialog.increaseGuests")}
            aria-describedby={atLimit ? "guests-limit" : undefined}
            onClick={() => onGuests(Math.min(limit.max, guests + 1))}
          />
        </div>
      </div>
      <div aria-live="polite">
        {atLimit ? (
          <p id="guests-limit" className="mt-2 text-right text-xs text-muted-foreground">
            {t(`dialog.limit.${limit.reason}`, { count: limit.max })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
