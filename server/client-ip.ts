import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { CLIENT_IP_HEADER } from "./auth.ts";

/** The socket's address; never a header a client could set. */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
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
