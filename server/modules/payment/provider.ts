import { randomUUID } from "node:crypto";
import { cvvValid, expiryValid, last4, luhnValid } from "../../../core/cards.ts";
import type { Currency } from "../../../core/money.ts";
import type { PaymentMethod } from "../../../core/schemas.ts";
import { AppError, badRequest } from "../../errors.ts";

export interface ChargeRequest {
  amountCents: number;
  currency: Currency;
  method: PaymentMethod;
  card?: { number: string; expiry: string; cvv: string };
  now: Date;
}

export interface ChargeResult {
  provider: string;
  reference: string;
  cardLast4: string | null;
}

/** Real providers plug in behind this; no card data is kept, only the last four digits. */
export interface PaymentProvider {
  readonly name: string;
  readonly testMode: boolean;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

export const SANDBOX_CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002",
} as const;

export class PaymentDeclined extends AppError {
  constructor(message = "Your card was declined. No booking was made and nothing was charged.") {
    super(402, message);
  }
}

/** The built-in test provider: documented test cards, SBP in roubles, a simulated wallet. */
export const sandboxProvider: PaymentProvider = {
  name: "sandbox",
  testMode: true,
  async charge(request) {
    const reference = `sbx_${randomUUID().replaceAll("-", "").slice(0, 20)}`;
    if (request.method === "sbp" && request.currency !== "RUB") {
      throw badRequest("paymentMethod: SBP is only offered for payments in RUB");
    }
    if (request.method !== "card") return { provider: "sandbox", reference, cardLast4: null };
    const card = request.card;
    if (!card) throw badRequest("card: card details are required for card payments");
    const number = card.number.replace(/\s+/g, "");
    if (!luhnValid(number)) throw badRequest("card.number: Please enter a valid card number");
    if (!expiryValid(card.expiry, request.now))
      throw badRequest("card.expiry: Please enter a valid expiry date (MM/YY)");
    if (!cvvValid(card.cvv)) throw badRequest("card.cvv: Please enter a valid CVV");
    if (number === SANDBOX_CARDS.declined) throw new PaymentDeclined();
    return { provider: "sandbox", reference, cardLast4: last4(number) };
  },
};
