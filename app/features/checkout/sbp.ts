import type { OrderInput } from "./order-input.ts";

/** What the checkout leaves for the SBP bank page to send once the payment is confirmed. */
export const PENDING_SBP_KEY = "pending-sbp-checkout";

export interface PendingSbp {
  body: OrderInput;
  idempotencyKey: string;
  returnTo: string;
}
