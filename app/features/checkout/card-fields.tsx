import type { ChangeEvent } from "react";
import type { Problem } from "../../../core/errors.ts";
import { TextField } from "../../components/ui/input.tsx";
import {
  cardDigits,
  formatExpiryInput,
  groupCardNumber,
  isDeletion,
  reformatField,
} from "../../lib/card-input.ts";
import { useLazyMessages } from "../../lib/lazy-messages.ts";
import { fieldNames } from "./order-input.ts";
import { useFieldText } from "./use-field-text.ts";

/**
 * The number has a row of its own (the form's column is at most 400 px wide); the expiry and the
 * CVV share the next. Each field spans three rows of the grid (label, input, error) as a subgrid,
 * so the two inputs stay in line when one label wraps ("Ablaufdatum (MM/JJ)" at 375 px).
 */
const inRow = "row-span-3 grid grid-rows-subgrid [&>label]:self-end";

const number = (event: ChangeEvent<HTMLInputElement>) => reformatField(event.currentTarget, groupCardNumber);
const expiry = (event: ChangeEvent<HTMLInputElement>) => {
  const deleting = isDeletion(event.nativeEvent);
  reformatField(event.currentTarget, (typed) => formatExpiryInput(typed, deleting));
};
const cvv = (event: ChangeEvent<HTMLInputElement>) =>
  reformatField(event.currentTarget, (typed) => cardDigits(typed).slice(0, 4));

/**
 * Card number, expiry and CVV; the sandbox's test cards are named in the dialog's description. The
 * number is grouped and the expiry's slash put in as they are typed (`card-input.ts`).
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
        fieldClassName={`${inRow} col-span-2`}
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        onChange={number}
      />
      <TextField
        {...props("expiry")}
        fieldClassName={`${inRow} [&>label]:mt-4`}
        autoComplete="cc-exp"
        placeholder={t("checkout.expiryPlaceholder")}
        onChange={expiry}
      />
      <TextField
        {...props("cvv")}
        fieldClassName={`${inRow} [&>label]:mt-4`}
        autoComplete="cc-csc"
        placeholder="123"
        onChange={cvv}
      />
    </div>
  );
}
