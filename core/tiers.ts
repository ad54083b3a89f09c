export const priceTiers = ["budget", "mid", "luxury"] as const;
export const durationTiers = ["short", "medium", "long"] as const;
export type PriceTier = (typeof priceTiers)[number];
export type DurationTier = (typeof durationTiers)[number];

/** Budget under 1000 USD, mid 1000 to under 2500, luxury 2500 or more. */
export function priceTier(priceCents: number): PriceTier {
  if (priceCents < 100_000) return "budget";
  if (priceCents < 250_000) return "mid";
  return "luxury";
}

/** Short up to 3 days, medium 4 to 7, long over 7. */
export function durationTier(days: number): DurationTier {
  if (days <= 3) return "short";
  if (days <= 7) return "medium";
  return "long";
}
