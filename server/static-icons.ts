import type { MiddlewareHandler } from "hono";

/**
 * The icons and the web app manifest in public/ (scripts/media/icons.mjs makes the icons). Browsers
 * and phones ask for them by these fixed names, so they cannot be immutable like /images/*.
 */
const ICON_FILES = new Set([
  "/favicon.ico",
  "/favicon.svg",
  "/apple-touch-icon.png",
  "/icon-192.png",
  "/icon-512.png",
  "/icon-maskable-512.png",
  "/manifest.webmanifest",
]);

/** A week: a new icon reaches everyone within one, and repeat visits never ask for them again. */
const CACHE_CONTROL = "public, max-age=604800";

/**
 * Caches the icon files and the manifest for a week (static files get an hour otherwise), and
 * answers the manifest as `application/manifest+json`. Placed before the static files are served.
 */
export function staticIcons(): MiddlewareHandler {
  return async (c, next) => {
    if (!ICON_FILES.has(c.req.path)) return next();
    await next();
    if (c.res.status !== 200) return;
    c.header("Cache-Control", CACHE_CONTROL);
    if (c.req.path.endsWith(".webmanifest")) c.header("Content-Type", "application/manifest+json");
  };
}
