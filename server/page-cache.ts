import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import { isbot } from "isbot";
import { preferencesFrom } from "../core/preferences.ts";
import { createChanges, type Changes } from "./changes.ts";
import { isPersonalRequest } from "./security-headers.ts";

// Pages (and the catalogue's API answers) as an anonymous visitor sees them, kept for a few seconds
// per process: the same page, in the same language, currency and theme, is rendered once and then
// answered from memory (with an ETag, gzipped once). A signed-in visitor, a personal path, a query
// that sets a cookie (?ref=) and anything but a 200 are never stored. See
// docs/decisions/016-performance.md.

export interface PageCacheOptions {
  /** How long a stored page is answered without rendering it again; 0 turns the cache off. */
  freshSeconds: number;
  /** The most pages kept (the least recently used go first). */
  maxEntries?: number;
  /** The most bytes kept, the page and its gzip together. */
  maxBytes?: number;
}

interface Entry {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  gzip: Uint8Array | undefined;
  etag: string;
  storedAt: number;
  size: number;
}

export interface PageCache {
  /** The middleware: before the security headers, compression and the pages. */
  middleware(): MiddlewareHandler;
  readonly size: number;
}

/** Files (public/, the build's assets, images): served from disk, cached by browsers for long. */
const STATIC_FILE = /\.(?!data$)[a-z0-9]+$/i;

/** The API's answers that are the same for everyone (the catalogue): kept like pages. */
const PUBLIC_API = /^\/api\/services(\/[^/]+)?$/;

/** The page's key: its address, and what the visitor chose (or their browser's language says). */
function keyOf(url: URL, cookie: string | null, acceptLanguage: string | null, userAgent: string | null) {
  const { lang, currency, theme } = preferencesFrom(cookie, acceptLanguage);
  // Bots get the whole page at once (entry.server.tsx), others a streamed one: not the same bytes.
  const bot = userAgent !== null && isbot(userAgent) ? "bot" : "";
  return `${url.pathname}${url.search}\n${lang}\n${currency}\n${theme}\n${bot}`;
}

/** `Accept-Encoding` allows gzip (q > 0), read as Hono's compress middleware reads it. */
function acceptsGzip(header: string | undefined): boolean {
  const accepts = parseAccept(header ?? "");
  const gzip = accepts.find((a) => a.type.toLowerCase() === "gzip") ?? accepts.find((a) => a.type === "*");
  return gzip !== undefined && gzip.q > 0;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** For a CDN in front: fresh for as long as ours, then served stale while it asks again. */
export function publicCacheControl(freshSeconds: number) {
  return `public, max-age=0, s-maxage=${freshSeconds}, stale-while-revalidate=${freshSeconds * 6}`;
}

/** Any change (a write, the catalogue, the rates: see changes.ts) empties the cache. */
export function createPageCache(
  options: PageCacheOptions,
  changes: Changes = createChanges(),
  now: () => number = Date.now,
): PageCache {
  const { freshSeconds, maxEntries = 1_000, maxBytes = 64 * 1024 * 1024 } = options;
  const entries = new Map<string, Entry>();
  // Renders in progress, so that a burst of visitors to an expired page renders it once.
  const rendering = new Map<string, Promise<Entry | undefined>>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  };

  const store = (key: string, entry: Entry) => {
    drop(key);
    entries.set(key, entry);
    bytes += entry.size;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  /** A stored page as a Response: gzipped if the client takes it, 304 if it has this version. */
  const answer = (
    entry: Entry,
    request: { method: string; header: (name: string) => string | undefined },
  ) => {
    const headers = new Headers(entry.headers);
    headers.set("ETag", entry.etag);
    if (matches(request.header("if-none-match"), entry.etag)) {
      const notModified = new Headers();
      for (const name of ["ETag", "Cache-Control", "Vary", "Content-Security-Policy"]) {
        const value = headers.get(name);
        if (value) notModified.set(name, value);
      }
      return new Response(null, { status: 304, headers: notModified });
    }
    const gzip = entry.gzip && acceptsGzip(request.header("accept-encoding"));
    const body = gzip ? entry.gzip! : entry.body;
    if (gzip) headers.set("Content-Encoding", "gzip");
    headers.set("Content-Length", String(body.byteLength));
    return new Response(request.method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), {
      status: entry.status,
      headers,
    });
  };

  changes.onChange(() => {
    entries.clear();
    rendering.clear();
    bytes = 0;
  });

  return {
    get size() {
      return entries.size;
    },
    middleware(): MiddlewareHandler {
      return async (c, next) => {
        const { method } = c.req;
        const url = new URL(c.req.url);
        const cacheable =
          freshSeconds > 0 &&
          (method === "GET" || method === "HEAD") &&
          (!url.pathname.startsWith("/api/") || PUBLIC_API.test(url.pathname)) &&
          !STATIC_FILE.test(url.pathname) &&
          !url.searchParams.has("ref") &&
          !isPersonalRequest(c);
        if (!cacheable) return next();

        const key = keyOf(
          url,
          c.req.header("cookie") ?? null,
          c.req.header("accept-language") ?? null,
          c.req.header("user-agent") ?? null,
        );
        const cached = entries.get(key);
        if (cached && now() - cached.storedAt < freshSeconds * 1000) {
          // Least recently used goes first: a hit moves to the back.
          entries.delete(key);
          entries.set(key, cached);
          return answer(cached, c.req);
        }
        // A HEAD renders nothing to keep (entry.server.tsx answers it without a body).
        if (method === "HEAD") return next();

        const waiting = rendering.get(key);
        if (waiting) {
          const entry = await waiting;
          if (entry) return answer(entry, c.req);
          return next();
        }

        const started = changes.generation;
        let settle: (entry: Entry | undefined) => void = () => {};
        const mine = new Promise<Entry | undefined>((resolve) => {
          settle = resolve;
        });
        rendering.set(key, mine);
        try {
          await next();
          const res = c.res;
          const storable =
            res.status === 200 &&
            !res.headers.has("Set-Cookie") &&
            !res.headers.has("Content-Encoding") &&
            !/private|no-store/i.test(res.headers.get("Cache-Control") ?? "");
          if (!storable) {
            settle(undefined);
            return;
          }
          const body = new Uint8Array(await res.arrayBuffer());
          const gzip = body.byteLength >= 1024 ? new Uint8Array(gzipSync(body)) : undefined;
          const headers = new Headers(res.headers);
          headers.delete("Content-Length");
          headers.delete("X-Request-Id");
          if (!headers.has("Cache-Control")) headers.set("Cache-Control", publicCacheControl(freshSeconds));
          headers.set("Vary", "Cookie, Accept-Language, Accept-Encoding");
          const entry: Entry = {
            status: res.status,
            headers: [...headers],
            body,
            gzip,
            etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
            storedAt: now(),
            size: body.byteLength + (gzip?.byteLength ?? 0),
          };
          // A write while this page was rendering may have changed what it shows: answer it, keep it not.
          if (started === changes.generation) store(key, entry);
          settle(entry);
          // Not merged with the rendered answer's headers (Hono's setter would keep its length).
          c.res = undefined;
          c.res = answer(entry, c.req);
        } catch (error) {
          settle(undefined);
          throw error;
        } finally {
          if (rendering.get(key) === mine) rendering.delete(key);
        }
      };
    },
  };
}
