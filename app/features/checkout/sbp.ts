/** What the checkout leaves for the SBP bank page to send once the payment is confirmed. */
export const PENDING_SBP_KEY = "pending-sbp-checkout";

export interface PendingSbp {
  body: Record<string, unknown>;
  idempotencyKey: string;
  returnTo: string;
}
