import { z } from "zod";
import { currencies } from "./money.ts";
import { paymentTokenField } from "./schemas.ts";

/** How a booking's balance is paid from its page or the API: a card token or SBP, and points. */
export const balanceMethods = ["card", "sbp"] as const;

/**
 * Paying a booking's balance (`POST /api/booking/:id/balance`, the booking page's form). Points
 * (USD cents, 1 point = 1 cent) pay part or all; the rest needs a method. `currency`, when given,
 * must be the order's: the balance is charged in the currency and at the rate the order was.
 */
export const balancePaymentSchema = z.object({
  paymentMethod: z.enum(balanceMethods, "paymentMethodRequired").optional(),
  currency: z.enum(currencies).optional(),
  pointsCents: z
    .number({ error: (issue) => (issue.code === "invalid_type" ? "notANumber" : undefined) })
    .int("wholeCents")
    .min(0, "tooSmall")
    .max(100_000_000)
    .optional(),
  /** Card: the provider's token for the card (`POST /api/payments/sandbox/tokens`), never the card. */
  paymentToken: paymentTokenField.optional(),
  /** SBP: the sandbox bank's confirmation, issued for this payment's Idempotency-Key and amount. */
  sbpToken: z.string().max(200).optional(),
});
export type BalancePaymentInput = z.infer<typeof balancePaymentSchema>;
