import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Links that act without signing in (one-click unsubscribe, an operator's Confirm and Reject in a
 * request mail, the confirmation of a new e-mail address) carry a token: the payload in base64url, a dot, and an HMAC-SHA256 of it under the
 * auth secret, with a purpose mixed in so a token for one thing is never accepted for another. A
 * token with `exp` (seconds) stops working then. Acting once is the caller's rule (the booking is no
 * longer pending), not the token's.
 */
export type LinkPurpose = "unsubscribe" | "request" | "emailChange" | "participant";

function mac(secret: string, purpose: LinkPurpose, body: string): Buffer {
  return createHmac("sha256", secret).update(`${purpose}.${body}`).digest();
}

export function signLink(
  secret: string,
  purpose: LinkPurpose,
  payload: Record<string, string | number>,
): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${mac(secret, purpose, body).toString("base64url")}`;
}

/** The payload of a genuine, unexpired token; null for anything else, whatever the bytes. */
export function verifyLink(
  secret: string,
  purpose: LinkPurpose,
  token: string | null | undefined,
  now: Date,
): Record<string, unknown> | null {
  if (!token || token.length > 2048) return null;
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return null;
  const expected = mac(secret, purpose, body);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    if (!payload || typeof payload !== "object" || Array.isArray(payload)) return null;
    const exp = (payload as { exp?: unknown }).exp;
    if (exp !== undefined && (typeof exp !== "number" || now.getTime() >= exp * 1000)) return null;
    return payload as Record<string, unknown>;
  } catch {
    return null;
  }
}
