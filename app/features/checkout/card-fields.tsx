import type { Problem } from "../../../core/errors.ts";
import { fieldInRow, TextField } from "../../components/ui/input.tsx";
import { formatCardField } from "../../lib/card-input.ts";
import { useLazyMessages } from "../../lib/lazy-messages.ts";
import { fieldNames } from "./order-input.ts";
import { useFieldText } from "./use-field-text.ts";

/**
 * Card number, expiry and CVV; the sandbox's test cards are named in the dialog's description. The
 * number is grouped and the expiry's slash put in as they are typed (`card-input.ts`). The number
 * has a row of its own (the form's column is at most 400 px wide); the expiry and the CVV share the
 * next, in line when one label wraps ("Ablaufdatum (MM/JJ)" at 375 px).
 */
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
      inputMode: "numeric" as const,
    };
  };
  return (
    <div className="grid grid-cols-2 gap-x-4">
      <TextField
        {...props("cardNumber")}
        fieldClassName={`${fieldInRow} col-span-2`}
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        onChange={(event) => formatCardField("number", event)}
      />
      <TextField
        {...props("expiry")}
        fieldClassName={`${fieldInRow} [&>label]:mt-4`}
        autoComplete="cc-exp"
        placeholder={t("checkout.expiryPlaceholder")}
        onChange={(event) => formatCardField("expiry", event)}
      />
      <TextField
        {...props("cvv")}
        fieldClassName={`${fieldInRow} [&>label]:mt-4`}
        autoComplete="cc-csc"
        placeholder="123"
        onChange={(event) => formatCardField("cvv", event)}
      />
    </div>
  );
}
