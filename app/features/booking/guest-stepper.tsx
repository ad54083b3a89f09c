import { Suspense, use, useEffect } from "react";
import { guestLimit } from "../../../core/checkout.ts";
import { seatsFor, type ParticipantCounts, type ParticipantType } from "../../../core/participants.ts";
import { fitParty, typeBounds, type StepperType } from "../../../core/party.ts";
import { seatsLeft, type AvailabilityDay } from "../../../core/slots.ts";
import { StepButton } from "../../components/step-button.tsx";
import { useLazyMessages } from "../../lib/lazy-messages.ts";
import { usePartyWords } from "../../components/party-words.ts";

interface StepperProps {
  groupMax: number;
  date: string | undefined;
  slot: string | undefined;
  /** The types the service takes, in its order. */
  types: readonly StepperType[];
  /** The service asks at least one adult in a party. */
  adultRequired: boolean;
  counts: ParticipantCounts;
  onCounts: (counts: ParticipantCounts) => void;
}

/**
 * The booking dialog's party: one stepper per participant type the service takes, with its age
 * hint. The seats (people of types that take one; an infant on a lap takes none) stop at the chosen
 * slot's seats left or the service's group size, whichever is smaller, and a line under the
 * steppers says why. While the departures load they stop at the group size.
 */
export function GuestStepper({
  availability,
  ...props
}: StepperProps & { availability: Promise<AvailabilityDay[]> }) {
  return (
    <Suspense fallback={<Steppers {...props} seatsLeft={undefined} />}>
      <SlotSteppers availability={availability} {...props} />
    </Suspense>
  );
}

function SlotSteppers({
  availability,
  ...props
}: StepperProps & { availability: Promise<AvailabilityDay[]> }) {
  const days = use(availability);
  const slot = days.find((day) => day.date === props.date)?.timeSlots.find((s) => s.id === props.slot);
  return <Steppers {...props} seatsLeft={slot ? seatsLeft(slot) : undefined} />;
}

function Steppers({
  groupMax,
  seatsLeft: seats,
  types,
  adultRequired,
  counts,
  onCounts,
}: StepperProps & { seatsLeft: number | undefined }) {
  const { t } = useLazyMessages("booking", ["party"]);
  const words = usePartyWords();
  const limit = guestLimit(groupMax, seats);
  // Another slot (or day) with fewer seats brings the party down to what it can take.
  const fitted = fitParty(types, counts, limit.max, adultRequired);
  useEffect(() => {
    if (fitted !== counts) onCounts(fitted);
  }, [fitted, counts, onCounts]);
  const bounds = typeBounds(types, fitted, limit.max, adultRequired);
  const atLimit = seatsFor(types as ParticipantType[], fitted) >= limit.max;
  return (
    <div className="mt-6">
      <h3 className="font-semibold" id="guests-label">
        {t("dialog.guests")}
      </h3>
      <ul className="mt-2 space-y-3" aria-labelledby="guests-label">
        {types.map((type) => {
          const n = fitted[type.code] ?? 0;
          const { min, max } = bounds[type.code]!;
          const hint = words.hint(type);
          const full = type.takesSeat && atLimit;
          return (
            <li key={type.code} className="flex items-center justify-between gap-3">
              <p className="min-w-0">
                <span className="block font-medium">{words.name(type)}</span>
                {hint ? <span className="block text-xs text-muted-foreground">{hint}</span> : null}
              </p>
              <div className="flex items-center gap-3" role="group" aria-label={words.row(type)}>
                <StepButton
                  step={-1}
                  disabled={n <= min}
                  aria-label={words.t(`fewer.${type.code}`)}
                  onClick={() => onCounts({ ...fitted, [type.code]: Math.max(min, n - 1) })}
                />
                <output
                  className="w-8 text-center text-lg font-semibold"
                  aria-live="polite"
                  data-testid={`party-${type.code}`}
                >
                  {n}
                </output>
                <StepButton
                  step={1}
                  disabled={n >= max}
                  aria-label={words.t(`more.${type.code}`)}
                  aria-describedby={full ? "guests-limit" : undefined}
                  onClick={() => onCounts({ ...fitted, [type.code]: Math.min(max, n + 1) })}
                />
              </div>
            </li>
          );
        })}
      </ul>
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
