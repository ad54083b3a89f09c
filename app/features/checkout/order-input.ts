import type { Problem } from "../../../core/errors.ts";
import type { Currency } from "../../../core/money.ts";
import { coins, type Coin } from "../../../core/crypto-coins.ts";
import { cardSchema, customerInfoSchema, type PaymentMethod } from "../../../core/schemas.ts";
import { validate } from "../../../core/validation.ts";
import type { Held } from "../../../core/views.ts";

/** The form's inputs are named by their place in the order (`customerInfo.address.city`, `card.cvv`). */
export const fieldNames = {
  name: "customerInfo.name",
  phone: "customerInfo.phone",
  country: "customerInfo.address.country",
  city: "customerInfo.address.city",
  street: "customerInfo.address.street",
  specialRequests: "customerInfo.specialRequests",
  cardNumber: "card.number",
  expiry: "card.expiry",
  cvv: "card.cvv",
  coin: "coin",
} as const;

interface Choice {
  held: Held;
  method: PaymentMethod;
  currency: Currency;
  email: string;
}

const within = (prefix: string, problems: Problem[]): Problem[] =>
  problems.map((problem) => ({ ...problem, field: problem.field ? `${prefix}.${problem.field}` : prefix }));

/**
 * The order the checkout form sends, and what the browser can already tell is wrong with it: the
 * contact details and the card are checked with the same schemas the server parses them with. The
 * card itself is not part of the order: it goes to the provider for a token (`card-token.ts`). Nor
 * is the coin: the provider makes a crypto payment in it, and the order names that payment.
 */
export function orderInput(form: FormData, { held, method, currency, email }: Choice) {
  const value = (name: string) => String(form.get(name) ?? "").trim();
  const customerInfo = {
    name: value(fieldNames.name),
    email,
    phone: value(fieldNames.phone),
    address: {
      street: value(fieldNames.street),
      city: value(fieldNames.city),
      country: value(fieldNames.country),
    },
    ...(value(fieldNames.specialRequests) ? { specialRequests: value(fieldNames.specialRequests) } : {}),
  };
  const card =
    method === "card"
      ? { number: value(fieldNames.cardNumber), expiry: value(fieldNames.expiry), cvv: value(fieldNames.cvv) }
      : undefined;
  const chosen = value(fieldNames.coin);
  const coin: Coin | undefined =
    method === "crypto"
      ? (coins as readonly string[]).includes(chosen)
        ? (chosen as Coin)
        : coins[0]
      : undefined;
  const problems: Problem[] = [];
  const contact = validate(customerInfoSchema, customerInfo);
  if (!contact.ok) problems.push(...within("customerInfo", contact.problems));
  if (card) {
    const checked = validate(cardSchema, card);
    if (!checked.ok) problems.push(...within("card", checked.problems));
  }
  const input = {
    items: held.items.map((item) => ({
      cartItemId: item.id,
      serviceId: item.serviceId,
      dates: { startDate: item.dates.startDate },
      selectedTime: item.selectedTime,
      // Who comes by type, as the cart line has it (`guests` would be that many adults).
      participants: item.participants,
    })),
    paymentMethod: method,
    currency,
    customerInfo,
  };
  return { input, card, coin, problems };
}

export type OrderInput = ReturnType<typeof orderInput>["input"];
