// Pages during a database outage: React Router renders a loader's or action's failure as a 500; when
// the failure was the database being away (entry.server's handleError tells the outage monitor and
// marks the request), the answer becomes a 503 with Retry-After: a small page in the visitor's
// language that tries again by itself, or the same data answer with the status changed.
import type { Context, MiddlewareHandler } from "hono";
import { createContext, type RouterContextProvider } from "react-router";
import { preferencesFrom } from "../core/preferences.ts";
import { outageRetryAfterSeconds } from "./db/outage.ts";
import { errorText } from "./error-messages.ts";

/** Set by handleError when a page request failed because the database could not be reached. */
export const outageContext = createContext<boolean>(false);

type OutageEnv = { Variables: { routerContext?: RouterContextProvider } };

/** Keeps the request's router context where the answer can be looked at (getLoadContext sets it). */
export function rememberRouterContext(c: Context, context: RouterContextProvider) {
  (c as Context<OutageEnv>).set("routerContext", context);
}

export function pageOutages(): MiddlewareHandler<OutageEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status < 500 || !c.get("routerContext")?.get(outageContext)) return;
    const headers = new Headers(c.res.headers);
    headers.set("Retry-After", String(outageRetryAfterSeconds));
    headers.set("Cache-Control", "no-store");
    if (!headers.get("content-type")?.startsWith("text/html")) {
      c.res = new Response(c.res.body, { status: 503, headers });
      return;
    }
    await c.res.body?.cancel();
    headers.set("Content-Type", "text/html; charset=utf-8");
    headers.delete("Content-Length");
    c.res = new Response(outagePage(c), { status: 503, headers });
  };
}

function outagePage(c: Context): string {
  const { lang } = preferencesFrom(c.req.header("cookie") ?? null, c.req.header("accept-language") ?? null);
  const text = escapeHtml(errorText(lang, "databaseUnavailable"));
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="${outageRetryAfterSeconds}">
<title>Peninsula Adventures</title>
<style>
:root { color-scheme: light dark; }
body { margin: 0; min-height: 100dvh; display: grid; place-items: center; font: 1.125rem/1.5 system-ui, sans-serif; background: #f7f5f2; color: #1c1917; }
main { max-width: 32rem; padding: 2rem; text-align: center; }
h1 { margin: .75rem 0 0; font-size: 1.375rem; line-height: 1.4; font-weight: 600; text-wrap: balance; }
p.brand { margin: 0; font-weight: 600; letter-spacing: .1em; text-transform: uppercase; font-size: .8rem; color: #b45309; }
@media (prefers-color-scheme: dark) { body { background: #0c0a09; color: #f5f5f4; } p.brand { color: #f59e0b; } }
</style>
</head>
<body><main><p class="brand">Peninsula Adventures · 503</p><h1>${text}</h1></main></body>
</html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
