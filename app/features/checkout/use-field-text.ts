import { useCallback } from "react";
import type { Problem } from "../../../core/errors.ts";
import { useLazyMessages } from "../../lib/lazy-messages.ts";
import { useErrorText } from "../../lib/use-error-text.ts";

/** A field's problem in words; a missing value names its field ("Phone is required"). */
export function useFieldText() {
  const { t } = useLazyMessages("booking");
  const errorText = useErrorText();
  return useCallback(
    (problem: Problem | undefined, label: string) =>
      problem?.code === "required" ? t("checkout.required", { field: label }) : errorText(problem),
    [t, errorText],
  );
}
