import { createHmac, randomUUID } from "node:crypto";
import { and, eq, isNull, or } from "drizzle-orm";
import { coinAmount, type Coin } from "../../../core/crypto-coins.ts";
import type { Currency } from "../../../core/money.ts";
import type { CryptoPaymentView } from "../../../core/views.ts";
import type { Executor } from "../../db/client.ts";
import { sandboxCryptoPayments } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";

// The sandbox provider's crypto payments (decision 031), made as a real crypto processor makes
// them: it quotes the order's amount in a coin at its own rate, gives a deposit address of its own
// for this payment only, and waits for the transfer until the quote expires. The browser shows
// what it made and chooses nothing; the order's charge spends a payment whose transfer arrived.

/**
 * The sandbox's fixed rate table: the price of one coin in minor units of each currency (cents,
 * euro cents, kopecks). The euro and rouble prices follow the default exchange rates (0.92, 91.5).
 */
export const SANDBOX_COIN_RATES: Record<Coin, Record<Currency, number>> = {
  USDT: { USD: 100, EUR: 92, RUB: 9_150 },
  BTC: { USD: 6_000_000, EUR: 5_520_000, RUB: 549_000_000 },
  ETH: { USD: 300_000, EUR: 276_000, RUB: 27_450_000 },
};

/** How long a quote and its address wait for the transfer. */
export const CRYPTO_PAYMENT_MINUTES = 30;

/** A crypto payment to make: one user's one checkout, an amount in minor units of `currency`. */
export interface CryptoPaymentRequest {
  userId: string;
  checkoutKey: string;
  amountMinor: number;
  currency: Currency;
  coin: Coin;
  now: Date;
}

/** The provider's crypto payment, with the account it belongs to. */
export type CryptoPayment = Omit<CryptoPaymentView, "now"> & { userId: string };

const BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";

function bech32Polymod(values: number[]): number {
  const generator = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let check = 1;
  for (const value of values) {
    const top = check >>> 25;
    check = ((check & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i += 1) if ((top >>> i) & 1) check ^= generator[i]!;
  }
  return check >>> 0;
}

/** Eight-bit bytes regrouped into five-bit words (BIP-173), the last one padded with zeros. */
function fiveBitWords(bytes: Uint8Array): number[] {
  const words: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const byte of bytes) {
    acc = ((acc << 8) | byte) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      words.push((acc >>> bits) & 31);
    }
  }
  if (bits > 0) words.push((acc << (5 - bits)) & 31);
  return words;
}

/** A segwit version 0 address (BIP-173) for a 20-byte program: `tb1q…` on Bitcoin's test network. */
export function segwitAddress(hrp: string, program: Uint8Array): string {
  const data = [0, ...fiveBitWords(program)];
  const expanded = [...hrp].map((c) => c.charCodeAt(0) >> 5);
  expanded.push(0, ...[...hrp].map((c) => c.charCodeAt(0) & 31));
  const mod = bech32Polymod([...expanded, ...data, 0, 0, 0, 0, 0, 0]) ^ 1;
  const checksum = [0, 1, 2, 3, 4, 5].map((i) => (mod >>> (5 * (5 - i))) & 31);
  return `${hrp}1${[...data, ...checksum].map((word) => BECH32[word]).join("")}`;
}

/**
 * The payment's own deposit address: 20 bytes of an HMAC of its id under the server's secret (so
 * the same payment always has the same address, and no two payments share one), written as the
 * coin's network writes addresses: Bitcoin's test network for BTC (the sandbox moves no real
 * coins), an Ethereum address for ETH and USDT (an ERC-20 token).
 */
export function depositAddress(secret: string, paymentId: string, coin: Coin): string {
  const program = createHmac("sha256", secret).update(`crypto-address:${paymentId}`).digest().subarray(0, 20);
  if (coin === "BTC") return segwitAddress("tb", program);
  return `0x${program.toString("hex")}`;
}

type Row = typeof sandboxCryptoPayments.$inferSelect;

function statusOf(row: Row, now: Date): CryptoPayment["status"] {
  if (row.spentBy) return "paid";
  if (row.receivedAt) return "received";
  return row.expiresAt <= now ? "expired" : "awaiting";
}

const view = (row: Row, now: Date): CryptoPayment => ({
  id: row.id,
  userId: row.userId,
  checkoutKey: row.checkoutKey,
  coin: row.coin as Coin,
  coinAmount: row.coinAmount,
  address: row.address,
  amountMinor: row.amountMinor,
  currency: row.currency as Currency,
  rateMinor: row.rateMinor,
  status: statusOf(row, now),
  expiresAt: row.expiresAt.toISOString(),
});

/**
 * Quotes a payment and gives it its address. The same checkout, coin and amount give the same
 * payment while it waits (a double click, a reload); once it has expired, asking again quotes anew.
 */
export async function createCryptoPayment(
  db: Executor,
  secret: string,
  request: CryptoPaymentRequest,
): Promise<CryptoPayment> {
  const { userId, checkoutKey, amountMinor, currency, coin, now } = request;
  if (!Number.isInteger(amountMinor) || amountMinor <= 0) {
    throw new Error("a crypto payment's amount must be a positive whole number of minor units");
  }
  const key = `${userId}:${checkoutKey}:${coin}:${currency}:${amountMinor}`;
  const [known] = await db
    .select()
    .from(sandboxCryptoPayments)
    .where(eq(sandboxCryptoPayments.idempotencyKey, key));
  if (known && statusOf(known, now) !== "expired") return view(known, now);
  if (known) {
    // An expired quote gives its key up (its row stays, for its address's record).
    await db
      .update(sandboxCryptoPayments)
      .set({ idempotencyKey: `${key}:expired:${known.id}` })
      .where(eq(sandboxCryptoPayments.id, known.id));
  }
  const id = `cpay_${randomUUID().replaceAll("-", "").slice(0, 20)}`;
  const rateMinor = SANDBOX_COIN_RATES[coin][currency];
  await db
    .insert(sandboxCryptoPayments)
    .values({
      id,
      idempotencyKey: key,
      userId,
      checkoutKey,
      amountMinor,
      currency,
      coin,
      coinAmount: coinAmount(amountMinor, rateMinor, coin),
      rateMinor,
      address: depositAddress(secret, id, coin),
      expiresAt: new Date(now.getTime() + CRYPTO_PAYMENT_MINUTES * 60_000),
    })
    .onConflictDoNothing({ target: sandboxCryptoPayments.idempotencyKey });
  const [row] = await db
    .select()
    .from(sandboxCryptoPayments)
    .where(eq(sandboxCryptoPayments.idempotencyKey, key));
  return view(row!, now);
}

/** One payment, for the account it belongs to; anyone else's (or none) is not found. */
export async function findCryptoPayment(db: Executor, id: string, userId: string, now: Date) {
  const [row] = await db.select().from(sandboxCryptoPayments).where(eq(sandboxCryptoPayments.id, id));
  if (!row || row.userId !== userId) throw notFound();
  return view(row, now);
}

/**
 * Test mode: the sandbox's test wallet sends the quoted amount to the payment's address, as a
 * traveller's own wallet would; the provider sees it arrive. Too late (the quote expired) is a
 * 409; a payment already received stays as it is.
 */
export async function sandboxCryptoTransfer(db: Executor, id: string, userId: string, now: Date) {
  const payment = await findCryptoPayment(db, id, userId, now);
  if (payment.status === "expired") throw new AppError(409, "cryptoPaymentExpired");
  if (payment.status !== "awaiting") return payment;
  await db
    .update(sandboxCryptoPayments)
    .set({ receivedAt: now })
    .where(and(eq(sandboxCryptoPayments.id, id), isNull(sandboxCryptoPayments.receivedAt)));
  return findCryptoPayment(db, id, userId, now);
}

/** What a charge by crypto must match: the payment made for this user, checkout and amount. */
export interface CryptoCharge {
  paymentId: string | undefined;
  userId: string;
  checkoutKey: string;
  amountMinor: number;
  currency: string;
  intentId: string;
  now: Date;
}

/**
 * The charge by crypto: the payment must be this user's, for this checkout and this amount, and
 * its transfer must have arrived; it is then spent by the intent, once (a conditional update, so
 * two charges racing with one payment cannot both win; the same intent finds its own mark).
 * Anything else is a 402 and takes nothing.
 */
export async function spendCryptoPayment(db: Executor, charge: CryptoCharge): Promise<void> {
  const [row] = charge.paymentId
    ? await db.select().from(sandboxCryptoPayments).where(eq(sandboxCryptoPayments.id, charge.paymentId))
    : [];
  const matches =
    row &&
    row.userId === charge.userId &&
    row.checkoutKey === charge.checkoutKey &&
    row.amountMinor === charge.amountMinor &&
    row.currency === charge.currency;
  if (!matches) throw new AppError(402, "cryptoNotPaid");
  if (!row.receivedAt) {
    throw new AppError(402, row.expiresAt <= charge.now ? "cryptoPaymentExpired" : "cryptoNotPaid");
  }
  const [spent] = await db
    .update(sandboxCryptoPayments)
    .set({ spentBy: charge.intentId })
    .where(
      and(
        eq(sandboxCryptoPayments.id, row.id),
        or(isNull(sandboxCryptoPayments.spentBy), eq(sandboxCryptoPayments.spentBy, charge.intentId)),
      ),
    )
    .returning({ id: sandboxCryptoPayments.id });
  if (!spent) throw new AppError(402, "cryptoNotPaid");
}
