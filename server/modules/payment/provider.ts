import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { cardBrand, cvvValid, expiryValid, last4, luhnValid } from "../../../core/cards.ts";
import type { Currency } from "../../../core/money.ts";
import type { PaymentMethod } from "../../../core/schemas.ts";
import type { Executor } from "../../db/client.ts";
import { sandboxIntents, sandboxRefunds, sandboxTokens } from "../../db/schema.ts";
import { AppError, badRequest } from "../../errors.ts";
import {
  createCryptoPayment,
  findCryptoPayment,
  spendCryptoPayment,
  type CryptoPayment,
  type CryptoPaymentRequest,
} from "./sandbox-crypto.ts";

/** A payment to be made: the amount in the minor units of `currency` (kopecks for RUB). */
export interface IntentRequest {
  amountMinor: number;
  currency: Currency;
  method: PaymentMethod;
  userId: string;
  /** Ours, per attempt: the same key gives the same intent, so a retry never charges twice. */
  idempotencyKey: string;
}

/** What confirming needs: the card, the bank's SBP confirmation, or the crypto payment. */
export interface ConfirmRequest {
  /** Card: the provider's token for it (the card itself never reaches us). */
  paymentToken?: string;
  /** SBP: the bank's confirmation from the redirect round trip. */
  sbpToken?: string;
  /** SBP: the checkout (its Idempotency-Key) the bank's confirmation was issued for. */
  checkoutKey?: string;
  /** Crypto: the provider's crypto payment (its transfer must have arrived). */
  cryptoPaymentId?: string;
  userId: string;
  now: Date;
}

export interface PaymentIntent {
  id: string;
  status: "requires_confirmation" | "succeeded" | "failed" | "refunded";
  amountMinor: number;
  currency: Currency;
  cardBrand: string | null;
  cardLast4: string | null;
}

/** Money back from a charge, in the charge's currency; the key makes a retry refund once. */
export interface RefundRequest {
  /** The intent the money was taken by. */
  chargeReference: string;
  amountMinor: number;
  currency: Currency;
  idempotencyKey: string;
}

/**
 * The shape real providers have (Stripe's PaymentIntents, YooKassa's payments): create an intent
 * with an idempotency key, confirm it with the payment details, refund it, ask for its status.
 * We keep no card data, only the last four digits the provider gives back.
 */
export interface PaymentProvider {
  readonly name: string;
  readonly testMode: boolean;
  createIntent(request: IntentRequest): Promise<PaymentIntent>;
  /** Takes the money, or throws: a decline is a 402, bad payment details a 400. */
  confirm(intentId: string, request: ConfirmRequest): Promise<PaymentIntent>;
  refund(request: RefundRequest): Promise<{ reference: string }>;
  status(intentId: string): Promise<PaymentIntent | null>;
  /**
   * Crypto: the provider quotes the amount in a coin at its rate and gives a deposit address of its
   * own, valid until an expiry (Coinbase Commerce's charges, NOWPayments' payments). The order's
   * charge then names it in `confirm`.
   */
  createCryptoPayment(request: CryptoPaymentRequest): Promise<CryptoPayment>;
  /** One crypto payment, for the account it belongs to (404 for anyone else's). */
  cryptoPayment(id: string, userId: string, now: Date): Promise<CryptoPayment>;
}

export const SANDBOX_CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002",
} as const;

/** Documented test tokens (as real sandboxes have them): a card that pays and one that is declined. */
export const SANDBOX_TOKENS = {
  tok_visa: { brand: "visa", last4: "4242", outcome: "succeed" },
  tok_chargeDeclined: { brand: "visa", last4: "0002", outcome: "decline" },
} as const;

/** How long a card token can be paid with (once, by the user who made it). */
const TOKEN_MINUTES = 60;

/**
 * The sandbox's tokenisation endpoint (a real provider's is on its own servers): the card is
 * checked and exchanged for a token; only the brand, last four digits, expiry and the test
 * outcome are kept. The number and the CVV are not stored or logged anywhere.
 */
export async function createSandboxToken(
  db: Executor,
  card: { number: string; expiry: string; cvv: string },
  userId: string,
  now: Date,
): Promise<{ token: string; brand: string; last4: string }> {
  const number = card.number.replace(/\s+/g, "");
  if (!luhnValid(number)) throw badRequest("cardNumberInvalid", { field: "number" });
  if (!expiryValid(card.expiry, now)) throw badRequest("cardExpiryInvalid", { field: "expiry" });
  if (!cvvValid(card.cvv)) throw badRequest("cardCvvInvalid", { field: "cvv" });
  const row = {
    token: `tok_${randomUUID().replaceAll("-", "")}`,
    userId,
    brand: cardBrand(number),
    last4: last4(number),
    expiry: card.expiry.trim(),
    outcome: number === SANDBOX_CARDS.declined ? ("decline" as const) : ("succeed" as const),
    expiresAt: new Date(now.getTime() + TOKEN_MINUTES * 60_000),
  };
  await db.insert(sandboxTokens).values(row);
  return { token: row.token, brand: row.brand, last4: row.last4 };
}

/**
 * The card a token stands for. A token made by our tokenisation endpoint pays only for the user
 * who made it (as a real provider's token belongs to the account that created it) and only once
 * (`spend`); the documented test tokens work for anyone, any number of times, as real sandboxes'
 * do. Another user's token is refused as if it were no card at all: 402, nothing charged.
 */
async function tokenCard(db: Executor, token: string | undefined, userId: string, now: Date) {
  if (!token) throw badRequest("cardRequired", { field: "paymentToken" });
  if (token in SANDBOX_TOKENS) return SANDBOX_TOKENS[token as keyof typeof SANDBOX_TOKENS];
  const [row] = await db.select().from(sandboxTokens).where(eq(sandboxTokens.token, token));
  if (!row || row.expiresAt <= now || !expiryValid(row.expiry, now)) {
    throw badRequest("cardTokenInvalid", { field: "paymentToken" });
  }
  if (row.userId !== userId) throw new AppError(402, "cardTokenNotYours", { field: "paymentToken" });
  if (row.spentBy !== null && row.spentBy !== undefined) throw cardTokenUsed();
  return row;
}

const cardTokenUsed = () => new AppError(409, "cardTokenUsed", { field: "paymentToken" });

/**
 * Marks a token spent by the intent it pays, in one conditional update: of two charges racing with
 * one token, one wins and the other is refused (409) before its intent takes any money. The same
 * intent confirmed again finds its own mark. The test tokens are not rows and are never spent.
 */
async function spend(db: Executor, token: string, intentId: string) {
  if (token in SANDBOX_TOKENS) return;
  const [spent] = await db
    .update(sandboxTokens)
    .set({ spentBy: intentId })
    .where(
      and(
        eq(sandboxTokens.token, token),
        or(isNull(sandboxTokens.spentBy), eq(sandboxTokens.spentBy, intentId)),
      ),
    )
    .returning({ token: sandboxTokens.token });
  if (!spent) throw cardTokenUsed();
}

export class PaymentDeclined extends AppError {
  constructor() {
    super(402, "cardDeclined");
  }
}

/** How long the SBP sandbox bank's confirmation stays valid. */
const SBP_TOKEN_MINUTES = 15;

const sign = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(payload).digest("base64url");

/** What an SBP confirmation is for: one user's one checkout, an amount in kopecks, in roubles. */
export interface SbpPayment {
  userId: string;
  checkoutKey: string;
  amountMinor: number;
}

const sbpPayload = (p: SbpPayment, expires: string | number) =>
  `sbp:${p.userId}:${p.checkoutKey}:RUB:${p.amountMinor}:${expires}`;

/**
 * The sandbox bank's SBP confirmation for one payment: the user, the checkout it was opened for
 * and the amount in kopecks, all computed by our server (never read from the bank page's URL).
 * The charge checks it against the payment it is making: another amount, checkout or user fails.
 */
export function sbpConfirmation(secret: string, payment: SbpPayment, now: Date): string {
  const expires = now.getTime() + SBP_TOKEN_MINUTES * 60_000;
  return `${expires}.${sign(secret, sbpPayload(payment, expires))}`;
}

function sbpConfirmed(secret: string, token: string | undefined, payment: SbpPayment, now: Date) {
  const [expires, signature] = (token ?? "").split(".");
  if (!expires || !signature || Number(expires) < now.getTime()) return false;
  const expected = Buffer.from(sign(secret, sbpPayload(payment, expires)));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

type IntentRow = typeof sandboxIntents.$inferSelect;
const view = (row: IntentRow): PaymentIntent => ({
  id: row.id,
  status: row.status,
  amountMinor: row.amountMinor,
  currency: row.currency as Currency,
  cardBrand: row.cardBrand,
  cardLast4: row.cardLast4,
});

/**
 * The built-in test provider: documented test cards, SBP in roubles via a redirect, crypto
 * payments to addresses of its own (sandbox-crypto.ts). Its intents live in its own tables (`sandbox_intents`, `sandbox_refunds`), as a real
 * provider's live on its side, so that `status` answers after our process restarts.
 */
export function createSandboxProvider(secret: string, db: Executor): PaymentProvider {
  const load = async (id: string) => {
    const [row] = await db.select().from(sandboxIntents).where(eq(sandboxIntents.id, id));
    return row;
  };
  const settle = async (
    id: string,
    status: IntentRow["status"],
    card: { brand: string; last4: string } | null = null,
  ) => {
    const [row] = await db
      .update(sandboxIntents)
      .set({ status, cardBrand: card?.brand ?? null, cardLast4: card?.last4 ?? null })
      .where(and(eq(sandboxIntents.id, id), eq(sandboxIntents.status, "requires_confirmation")))
      .returning();
    return row ?? (await load(id))!;
  };
  return {
    name: "sandbox",
    testMode: true,
    async createIntent(request) {
      if (request.method === "sbp" && request.currency !== "RUB") {
        throw badRequest("sbpRubOnly", { field: "paymentMethod" });
      }
      if (!Number.isInteger(request.amountMinor) || request.amountMinor <= 0) {
        throw new Error("an intent's amount must be a positive whole number of minor units");
      }
      await db
        .insert(sandboxIntents)
        .values({
          id: `sbx_${randomUUID().replaceAll("-", "").slice(0, 20)}`,
          idempotencyKey: request.idempotencyKey,
          amountMinor: request.amountMinor,
          currency: request.currency,
          method: request.method,
          status: "requires_confirmation",
        })
        .onConflictDoNothing({ target: sandboxIntents.idempotencyKey });
      const [row] = await db
        .select()
        .from(sandboxIntents)
        .where(eq(sandboxIntents.idempotencyKey, request.idempotencyKey));
      return view(row!);
    },
    async confirm(intentId, request) {
      const intent = await load(intentId);
      if (!intent) throw new Error(`no such intent ${intentId}`);
      if (intent.status !== "requires_confirmation") {
        if (intent.status === "failed") throw new PaymentDeclined();
        return view(intent);
      }
      if (intent.method === "sbp") {
        const payment = {
          userId: request.userId,
          checkoutKey: request.checkoutKey ?? "",
          amountMinor: intent.amountMinor,
        };
        if (intent.currency !== "RUB" || !sbpConfirmed(secret, request.sbpToken, payment, request.now)) {
          throw new AppError(402, "sbpNotConfirmed");
        }
        return view(await settle(intent.id, "succeeded"));
      }
      if (intent.method === "crypto") {
        if (!request.cryptoPaymentId) throw badRequest("cryptoPaymentRequired", { field: "cryptoPaymentId" });
        await spendCryptoPayment(db, {
          paymentId: request.cryptoPaymentId,
          userId: request.userId,
          checkoutKey: request.checkoutKey ?? "",
          amountMinor: intent.amountMinor,
          currency: intent.currency,
          intentId: intent.id,
          now: request.now,
        });
        return view(await settle(intent.id, "succeeded"));
      }
      const card = await tokenCard(db, request.paymentToken, request.userId, request.now);
      if (card.outcome === "decline") {
        await settle(intent.id, "failed", card);
        throw new PaymentDeclined();
      }
      // A declined charge leaves the token unspent; a successful one spends it.
      await spend(db, request.paymentToken!, intent.id);
      return view(await settle(intent.id, "succeeded", card));
    },
    async refund(request) {
      const reference = `sbx_re_${sign(secret, `refund:${request.idempotencyKey}`).replace(/[-_]/g, "").slice(0, 20)}`;
      const intent = await load(request.chargeReference);
      if (!intent || (intent.status !== "succeeded" && intent.status !== "refunded")) {
        throw new Error(`intent ${request.chargeReference} has no money to refund`);
      }
      if (!Number.isInteger(request.amountMinor) || request.amountMinor <= 0) {
        throw new Error("a refund must be a positive whole number of minor units");
      }
      const recorded = await db
        .insert(sandboxRefunds)
        .values({
          idempotencyKey: request.idempotencyKey,
          intentId: intent.id,
          amountMinor: request.amountMinor,
          reference,
        })
        .onConflictDoNothing()
        .returning();
      if (recorded.length > 0) {
        const [after] = await db
          .update(sandboxIntents)
          .set({ refundedMinor: sql`${sandboxIntents.refundedMinor} + ${request.amountMinor}` })
          .where(eq(sandboxIntents.id, intent.id))
          .returning();
        if (after!.refundedMinor > after!.amountMinor) throw new Error("refunds exceed the charge");
        if (after!.refundedMinor === after!.amountMinor) {
          await db.update(sandboxIntents).set({ status: "refunded" }).where(eq(sandboxIntents.id, intent.id));
        }
      }
      return { reference };
    },
    async status(intentId) {
      const intent = await load(intentId);
      return intent ? view(intent) : null;
    },
    createCryptoPayment: (request) => createCryptoPayment(db, secret, request),
    cryptoPayment: (id, userId, now) => findCryptoPayment(db, id, userId, now),
  };
}
