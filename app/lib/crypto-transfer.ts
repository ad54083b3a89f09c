import type { ErrorCode, Problem } from "../../core/errors.ts";
import type { CryptoPaymentView } from "../../core/views.ts";

/**
 * Test mode: the sandbox's test wallet sends the quoted coins to the payment's address. This is
 * the provider's API standing in for the traveller's own wallet on the coin's network, not one of
 * our mutations (a React Router action), so it is a plain fetch, as the card's tokenisation is.
 */
export async function sendFromTestWallet(
  paymentId: string,
): Promise<{ ok: true; payment: CryptoPaymentView } | { ok: false; error: Problem }> {
  try {
    const response = await fetch(`/api/payments/sandbox/crypto/${encodeURIComponent(paymentId)}/transfer`, {
      method: "POST",
      credentials: "same-origin",
    });
    const answer = (await response.json()) as
      { success: true; data: CryptoPaymentView } | { success: false; code: ErrorCode };
    if (answer.success) return { ok: true, payment: answer.data };
    return { ok: false, error: { code: answer.code } };
  } catch {
    return { ok: false, error: { code: "network" } };
  }
}
