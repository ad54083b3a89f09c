import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_IMAGE_BYTES } from "../core/service-editor.ts";
import { errorResponse } from "./api/http.ts";
import { AppError, badRequest } from "./errors.ts";

// What every request must be before anything reads it (issue 14, decision 014): a body no larger
// than its route needs, and an address without control characters. One middleware in front of
// the API, Better Auth and the pages (server/index.ts), so no route can forget it.

const KB = 1024;
const MB = 1024 * KB;

/** A JSON body or a form anywhere: the largest our forms send is a few KB. */
export const DEFAULT_BODY_LIMIT = 64 * KB;
/**
 * A service's words in three languages: the schema allows long itineraries (60 days of 5,000
 * characters), which in a two-byte script come to about 2 MB.
 */
export const SERVICE_BODY_LIMIT = 4 * MB;
/** A photo of at most 10 MB and its form. */
export const UPLOAD_BODY_LIMIT = MAX_IMAGE_BYTES + MB;

// Page actions may be asked for as `.data` (React Router's single fetch) and with `?index`.
const SERVICE_PAGE = /^\/operator\/services\/(?:new|[^/]+)(?:\.data)?$/;
const SERVICE_API = /^\/api\/operator\/services(?:\/[^/]+)?$/;
const UPLOAD_API = /^\/api\/operator\/services\/[^/]+\/images$/;

/** The largest body a request may send, by route (and, for the editor's page, by form). */
export function bodyLimitFor(path: string, contentType: string | undefined): number {
  const multipart = contentType?.toLowerCase().startsWith("multipart/form-data") ?? false;
  if (UPLOAD_API.test(path)) return UPLOAD_BODY_LIMIT;
  if (SERVICE_PAGE.test(path)) return multipart ? UPLOAD_BODY_LIMIT : SERVICE_BODY_LIMIT;
  if (SERVICE_API.test(path)) return SERVICE_BODY_LIMIT;
  return DEFAULT_BODY_LIMIT;
}

export const sizeText = (bytes: number) =>
  bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / KB)} KB`;

/** One bodyLimit per size: Hono's, which answers from Content-Length before reading, else counts. */
const limiters = new Map<number, MiddlewareHandler>();
function limiterOf(max: number): MiddlewareHandler {
  let limiter = limiters.get(max);
  if (!limiter) {
    limiter = bodyLimit({
      maxSize: max,
      // The body is left unread: the connection closes after the answer, and says so, so that a
      // client does not send its next request on it.
      onError: (c) => {
        c.header("Connection", "close");
        return errorResponse(new AppError(413, "bodyTooLarge", { params: { max: sizeText(max) } }), c);
      },
    });
    limiters.set(max, limiter);
  }
  return limiter;
}

/**
 * A percent-encoded control character in the path or the query (%00-%08, %0B, %0C, %0E-%1F, %7F;
 * tab, LF and CR are let through as core/text.ts does). A raw one cannot arrive: Node refuses it.
 */
const ENCODED_CONTROL = /%(?:0[0-8BCEF]|1[0-9A-F]|7F)/i;

/**
 * Hono's bodyLimit counts a body that declares no length (chunked, or none at all: a DELETE without
 * a body) and then copies the request with `new Request(raw, ...)`. @hono/node-server's request is a
 * lightweight stand-in that cannot be copied so ("Cannot read private member #state", a 500): such a
 * request becomes a real one first. A body with a Content-Length is never read here.
 */
function countable(c: Context) {
  const raw = c.req.raw;
  if (!raw.body || (raw.headers.has("content-length") && !raw.headers.has("transfer-encoding"))) return;
  c.req.raw = new Request(raw.url, {
    method: raw.method,
    headers: raw.headers,
    body: raw.body,
    signal: raw.signal,
    duplex: "half",
  } as RequestInit);
}

/** Refuses a control character in the address (400) and a body larger than its route takes (413). */
export function inputLimits(): MiddlewareHandler {
  return async (c: Context, next) => {
    const url = c.req.url;
    const at = url.indexOf("/", url.indexOf("//") + 2);
    if (ENCODED_CONTROL.test(at < 0 ? "" : url.slice(at))) {
      return errorResponse(badRequest("controlCharacters"), c);
    }
    countable(c);
    return limiterOf(bodyLimitFor(c.req.path, c.req.header("content-type")))(c, next);
  };
}
