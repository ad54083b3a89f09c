import { redirect, type RouterContextProvider } from "react-router";
import { clientIpContext } from "../../server/context.ts";
import { withClientIp } from "../../server/client-ip.ts";
import { appServices } from "./session.server.ts";

/**
 * Page forms go through the same Better Auth endpoint as API clients, so they share its
 * validation, sessions and per-address rate limits.
 */
export async function callAuth(
  request: Request,
  context: Readonly<RouterContextProvider>,
  path: string,
  body: Record<string, string>,
): Promise<{ error: string } | Response> {
  const { auth, env } = appServices(context);
  const forwarded = new Request(`${env.baseUrl}/api/auth${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: request.headers.get("cookie") ?? "",
      origin: env.baseUrl,
    },
    body: JSON.stringify(body),
  });
  const response = await auth.handler(await withClientIp(forwarded, context.get(clientIpContext)));
  if (response.status === 429) return { error: "Too many attempts. Please wait a moment and try again." };
  if (!response.ok) {
    const reply = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
    if (reply.code === "INVALID_EMAIL_OR_PASSWORD") return { error: "Invalid email or password" };
    if (reply.code?.includes("ALREADY_EXISTS")) return { error: "Account already exists" };
    return { error: reply.message ?? "Something went wrong. Please try again." };
  }
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("set-cookie", cookie);
  return redirect("/", { headers });
}
