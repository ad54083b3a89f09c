import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { CLIENT_IP_HEADER } from "./auth.ts";
import { resolveClientAddress, type TrustProxy } from "./trust-proxy.ts";

/**
 * The client's address, the one key of every rate limit: the socket's peer, or, behind proxies that
 * TRUST_PROXY names, the address they forwarded (X-Forwarded-For read from the right, as far as the
 * trusted proxies wrote it). Never a header a client alone could set.
 */
export function clientAddress(c: Context, trust: TrustProxy): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    socket = undefined;
  }
  return resolveClientAddress(socket, c.req.header("x-forwarded-for"), trust);
}

/** A copy of the headers whose client-address header is ours, whatever the client sent. */
export function headersWithClientIp(source: Headers, clientIp: string): Headers {
  const headers = new Headers(source);
  headers.set(CLIENT_IP_HEADER, clientIp);
  return headers;
}

/** A copy of the request with our client-address header. */
export async function withClientIp(request: Request, clientIp: string, url = request.url): Promise<Request> {
  const headers = headersWithClientIp(request.headers, clientIp);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
  });
}
