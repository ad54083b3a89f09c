import type { Problem } from "../../../core/errors.ts";
import { SPECIAL_REQUESTS_MAX } from "../../../core/schemas.ts";
import { Field, FieldError, Label, TextField, Textarea } from "../../components/ui/input.tsx";
import { useLazyMessages } from "../../lib/lazy-messages.ts";
import { fieldNames } from "./order-input.ts";
import { useFieldText } from "./use-field-text.ts";

const fields = [
  { key: "name", autoComplete: "name" },
  { key: "phone", autoComplete: "tel", type: "tel" },
  { key: "country", autoComplete: "country-name" },
  { key: "city", autoComplete: "address-level2" },
  { key: "street", autoComplete: "street-address", fieldClassName: "sm:col-span-2" },
] as const;

/** Who travels and where to reach them; the e-mail is the account's own. */
export function ContactFields({
  problems,
  name,
  email,
}: {
  problems: Record<string, Problem>;
  name: string;
  email: string;
}) {
  const { t } = useLazyMessages("booking");
  const fieldText = useFieldText();
  const field = ({ key, ...props }: (typeof fields)[number]) => {
    const label = t(`checkout.${key}`);
    return (
      <TextField
        key={key}
        id={`checkout-${key}`}
        name={fieldNames[key]}
        label={label}
        error={fieldText(problems[fieldNames[key]], label)}
        defaultValue={key === "name" ? name : undefined}
        required
        {...props}
      />
    );
  };
  // The e-mail and the street take the whole width. The e-mail, which cannot be changed here, wraps
  // instead of being cut off ("demo@peninsula-adventures.example" at 375 px): a text area as tall as
  // its text (two lines where the browser cannot size it to its content).
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 font-semibold">{t("checkout.contact")}</legend>
      <Field id="checkout-email" label={t("checkout.email")} className="sm:col-span-2">
        <textarea
          id="checkout-email"
          value={email}
          rows={2}
          disabled
          readOnly
          className="block min-h-11 w-full resize-none rounded-xl border border-input bg-card px-3.5 py-2.5 text-base [overflow-wrap:anywhere] text-foreground [field-sizing:content] sm:text-sm"
        />
      </Field>
      {fields.map(field)}
      <div className="sm:col-span-2">
        <Label htmlFor="checkout-special-requests">{t("checkout.specialRequests")}</Label>
        <Textarea
          id="checkout-special-requests"
          name={fieldNames.specialRequests}
          rows={2}
          maxLength={SPECIAL_REQUESTS_MAX}
          aria-describedby="checkout-special-requests-hint"
        />
        <p id="checkout-special-requests-hint" className="mt-1 text-xs text-muted-foreground">
          {t("checkout.specialRequestsHint")}
        </p>
        <FieldError>
          {fieldText(problems[fieldNames.specialRequests], t("checkout.specialRequests"))}
        </FieldError>
      </div>
    </fieldset>
  );
}
