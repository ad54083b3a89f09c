import type { Problem } from "../../../core/errors.ts";
import { TextField } from "../../components/ui/input.tsx";
import { useLazyMessages } from "../../lib/lazy-messages.ts";
import { fieldNames } from "./order-input.ts";
import { useFieldText } from "./use-field-text.ts";

/** Card number, expiry and CVV; the sandbox's test cards are named in the dialog's description. */
export function CardFields({ problems }: { problems: Record<string, Problem> }) {
  const { t } = useLazyMessages("booking");
  const fieldText = useFieldText();
  const props = (key: "cardNumber" | "expiry" | "cvv") => {
    const label = t(`checkout.${key}`);
    return {
      id: `checkout-${key}`,
      name: fieldNames[key],
      label,
      error: fieldText(problems[fieldNames[key]], label),
    };
  };
  return (
    <div className="grid grid-cols-2 gap-4">
      <div className="col-span-2">
        <TextField
          {...props("cardNumber")}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
        />
      </div>
      <TextField {...props("expiry")} autoComplete="cc-exp" placeholder="MM/YY" />
      <TextField {...props("cvv")} inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
    </div>
  );
}
