import type { ErrorCode, Problem } from "../../core/errors.ts";
import { cardDigits, expiryToSend } from "./card-input.ts";

export type CardInput = { number: string; expiry: string; cvv: string };

/**
 * The card goes to the payment provider's tokenisation endpoint, never to our order or top-up
 * actions: those get the token only (decision 015). This is the provider's API, called from the
 * browser as a real provider's script would be; it is not one of our mutations (a React Router
 * action), so it is a plain fetch. Its problems come back under the form's `card.*` fields. The
 * provider is sent what it accepts: the number's digits and the expiry as MM/YY ("1234" is 12/34).
 */
export async function tokenizeCard(
  card: CardInput,
): Promise<{ ok: true; token: string } | { ok: false; problems: Problem[] }> {
  try {
    const response = await fetch("/api/payments/sandbox/tokens", {
      method: "POST",
      headers: { "content-type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({
        number: cardDigits(card.number),
        expiry: expiryToSend(card.expiry),
        cvv: card.cvv.trim(),
      }),
    });
    const answer = (await response.json()) as
      { success: true; data: { token: string } } | { success: false; code: ErrorCode; field?: string };
    if (answer.success) return { ok: true, token: answer.data.token };
    return {
      ok: false,
      problems: [answer.field ? { field: `card.${answer.field}`, code: answer.code } : { code: answer.code }],
    };
  } catch {
    return { ok: false, problems: [{ code: "network" }] };
  }
}
