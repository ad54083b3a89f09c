// The coins a crypto payment can be made in, and the exact arithmetic of an amount in a coin.
// Amounts in a coin are decimal strings ("0.00150000"), computed with whole numbers (BigInt), so no
// binary fraction ever creeps into what a wallet is asked to send.

export const coins = ["USDT", "BTC", "ETH"] as const;
export type Coin = (typeof coins)[number];

/** How many decimals the provider quotes each coin to (its smallest unit in a quote). */
export const coinDecimals: Record<Coin, number> = { USDT: 6, BTC: 8, ETH: 8 };

/**
 * An amount of money (minor units of a currency) in a coin whose price is `rateMinor` minor units
 * per whole coin: rounded up to the coin's smallest quoted unit, so the deposit never falls short
 * of the order by a fraction. Answers the exact decimal string with all the coin's decimals.
 */
export function coinAmount(amountMinor: number, rateMinor: number, coin: Coin): string {
  if (!Number.isInteger(amountMinor) || amountMinor <= 0)
    throw new Error("amount must be positive whole units");
  if (!Number.isInteger(rateMinor) || rateMinor <= 0) throw new Error("rate must be positive whole units");
  const decimals = coinDecimals[coin];
  const scaled = BigInt(amountMinor) * 10n ** BigInt(decimals);
  const rate = BigInt(rateMinor);
  const units = (scaled + rate - 1n) / rate;
  const digits = units.toString().padStart(decimals + 1, "0");
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
