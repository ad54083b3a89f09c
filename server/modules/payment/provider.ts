import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { cvvValid, expiryValid, last4, luhnValid } from "../../../core/cards.ts";
import type { Currency } from "../../../core/money.ts";
import type { PaymentMethod } from "../../../core/schemas.ts";
import { AppError, badRequest } from "../../errors.ts";

export interface ChargeRequest {
  amountCents: number;
  currency: Currency;
  method: PaymentMethod;
  card?: { number: string; expiry: string; cvv: string };
  /** SBP: the bank's confirmation from the redirect round trip. */
  sbpToken?: string;
  /** Crypto: the connected wallet's address. */
  wallet?: string;
  userId: string;
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
  constructor() {
    super(402, "cardDeclined");
  }
}

/** How long the SBP sandbox bank's confirmation stays valid. */
const SBP_TOKEN_MINUTES = 15;

const sign = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(payload).digest("base64url");

/**
 * The sandbox bank's SBP confirmation for a user and an amount (USD cents, as charged): the
 * redirect page issues it, the charge checks it. It cannot be reused for another user or amount.
 */
export function sbpConfirmation(secret: string, userId: string, amountCents: number, now: Date): string {
  const expires = now.getTime() + SBP_TOKEN_MINUTES * 60_000;
  return `${expires}.${sign(secret, `sbp:${userId}:${amountCents}:${expires}`)}`;
}

function sbpConfirmed(
  secret: string,
  token: string | undefined,
  userId: string,
  amountCents: number,
  now: Date,
) {
  const [expires, signature] = (token ?? "").split(".");
  if (!expires || !signature || Number(expires) < now.getTime()) return false;
  const expected = Buffer.from(sign(secret, `sbp:${userId}:${amountCents}:${expires}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The built-in test provider: documented test cards, SBP in roubles via a redirect, a simulated wallet. */
export function createSandboxProvider(secret: string): PaymentProvider {
  return {
    name: "sandbox",
    testMode: true,
    async charge(request) {
      const reference = `sbx_${randomUUID().replaceAll("-", "").slice(0, 20)}`;
      if (request.method === "sbp") {
        if (request.currency !== "RUB")
          throw badRequest("sbpRubOnly", { field: "paymentMethod" });
        if (!sbpConfirmed(secret, request.sbpToken, request.userId, request.amountCents, request.now)) {
          throw new AppError(402, "sbpNotConfirmed");
        }
        return { provider: "sandbox", reference, cardLast4: null };
      }
      if (request.method === "crypto") {
        if (!request.wallet || !/^0x[0-9a-fA-F]{40}$/.test(request.wallet)) {
          throw badRequest("walletRequired", { field: "wallet" });
        }
        return { provider: "sandbox", reference, cardLast4: null };
      }
      const card = request.card;
      if (!card) throw badRequest("cardRequired", { field: "card" });
      const number = card.number.replace(/\s+/g, "");
      if (!luhnValid(number)) throw badRequest("cardNumberInvalid", { field: "card.number" });
      if (!expiryValid(card.expiry, request.now))
        throw badRequest("cardExpiryInvalid", { field: "card.expiry" });
      if (!cvvValid(card.cvv)) throw badRequest("cardCvvInvalid", { field: "card.cvv" });
      if (number === SANDBOX_CARDS.declined) throw new PaymentDeclined();
      return { provider: "sandbox", reference, cardLast4: last4(number) };
    },
  };
}
