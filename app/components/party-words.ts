import { useMemo } from "react";
import { participantCodes, type ParticipantCounts } from "../../core/participants.ts";
import type { StepperType } from "../../core/party.ts";
import { useLazyMessages } from "../lib/lazy-messages.ts";

/**
 * The party's words in the visitor's language: a type's name ("Adults"), its age hint ("12+",
 * "3–11", "0–2, on a lap"), and who comes ("2 adults, 1 child, 1 infant"), with each language's
 * plurals. Suspends until the party messages have loaded.
 */
export function usePartyWords() {
  const { t } = useLazyMessages("party");
  return useMemo(() => {
    const ages = (type: StepperType) => {
      const { minAge: min, maxAge: max } = type;
      if (max !== null && min !== null) return t("ages.range", { min, count: max });
      if (max !== null) return t("ages.upTo", { count: max });
      if (min !== null && min > 0) return t("ages.from", { count: min });
      return null;
    };
    const hint = (type: StepperType) =>
      [ages(type), type.takesSeat ? null : t("ages.lap")].filter(Boolean).join(", ") || null;
    return {
      t,
      name: (type: StepperType) => t(`types.${type.code}`),
      hint,
      /** "Adults, 12+": the stepper's name for a screen reader. */
      row: (type: StepperType) => {
        const h = hint(type);
        return h ? t("row", { name: t(`types.${type.code}`), hint: h }) : t(`types.${type.code}`);
      },
      /** "2 adults, 1 child, 1 infant": the types that come, in the order given (else the usual one). */
      party: (counts: ParticipantCounts, order: readonly string[] = participantCodes) =>
        order
          .filter((code) => (counts[code as keyof ParticipantCounts] ?? 0) > 0)
          .map((code) => t(`count.${code}`, { count: counts[code as keyof ParticipantCounts] }))
          .join(", "),
    };
  }, [t]);
}
