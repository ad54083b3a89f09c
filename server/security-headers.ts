import type { Context, MiddlewareHandler } from "hono";
import { NONCE, secureHeaders, type SecureHeadersVariables } from "hono/secure-headers";
import type { Env } from "./env.ts";

export type { SecureHeadersVariables };

/** Google's sign-in page, where the sign-in form's redirect goes when Google sign-in is on. */
const GOOGLE_ACCOUNTS = "https://accounts.google.com";

/**
 * Pages whose answer is someone's own data (or a signed link's), never stored by a browser or a
 * proxy, signed in or not. `.data` (React Router's data requests) matches with its page.
 */
const PERSONAL_PATHS =
  /^\/(dashboard|operator|admin|orders|checkout|respond|unsubscribe|reset-password|forgot-password|sign-out|resources)(?=[/.]|$)/;

/** Better Auth's session cookie: `better-auth.session_token`, `__Secure-` prefixed on https. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** A request whose answer may hold someone's own data: a personal path, or a signed-in caller. */
export function isPersonalRequest(c: Context): boolean {
  return (
    PERSONAL_PATHS.test(c.req.path) ||
    c.req.header("authorization") !== undefined ||
    SESSION_COOKIE.test(c.req.header("cookie") ?? "")
  );
}

/** The nonce of this request's CSP, for our inline scripts (the theme, React Router's hydration). */
export function cspNonce(c: Context): string | undefined {
  return (c as Context<{ Variables: SecureHeadersVariables }>).get("secureHeadersNonce");
}

/**
 * The browser's protections on every answer (pages, the API, static files), through Hono's
 * secureHeaders: a strict CSP with a nonce per request, no framing, nosniff, a referrer policy, a
 * permissions policy that allows only what the site uses, COOP, HSTS on https. Plus
 * `Cache-Control: private, no-store` on every answer that may hold personal data.
 */
export function securityHeaders(env: Pick<Env, "baseUrl" | "nodeEnv" | "google">): MiddlewareHandler {
  const https = env.baseUrl.startsWith("https://");
  const development = env.nodeEnv === "development";
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // Our inline scripts carry the nonce; the modules they import are trusted through it.
      scriptSrc: ["'self'", NONCE, "'strict-dynamic'"],
      scriptSrcAttr: ["'none'"],
      // Inline styles stay allowed: server-rendered style attributes (Radix, the carousel, the
      // photo grid), the toasts' stylesheet that sonner injects, the mail preview's srcdoc (it
      // inherits this policy), Vite's injected CSS in development. Scripts are what the CSP guards.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      mediaSrc: ["'self'"],
      fontSrc: ["'self'"],
      // Vite's HMR socket in development (same host, another scheme).
      connectSrc: development ? ["'self'", "ws:", "wss:"] : ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      // Without JavaScript, the Google button's form is answered with a redirect to Google.
      formAction: env.google ? ["'self'", GOOGLE_ACCOUNTS] : ["'self'"],
      frameAncestors: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginOpenerPolicy: "same-origin",
    strictTransportSecurity: https ? "max-age=31536000; includeSubDomains" : false,
    // Denied: every powerful feature the site does not use. Named as 'self': the clipboard (the share
    // button copies) and autoplay (the hero video plays muted). Left at the browser's default
    // ('self', behind a permission prompt): the Web Share API, which Chromium on Linux does not know
    // (an unknown name is an error in the console), and clipboard-read, which the browser tests use
    // to check what the share button copied.
    permissionsPolicy: {
      accelerometer: [],
      autoplay: ["self"],
      browsingTopics: [],
      camera: [],
      clipboardWrite: ["self"],
      displayCapture: [],
      encryptedMedia: [],
      fullscreen: [],
      geolocation: [],
      gyroscope: [],
      hid: [],
      idleDetection: [],
      magnetometer: [],
      microphone: [],
      midi: [],
      payment: [],
      pictureInPicture: [],
      publickeyCredentialsGet: [],
      screenWakeLock: [],
      serial: [],
      usb: [],
      xrSpatialTracking: [],
    },
  });
  return (c, next) =>
    headers(c, async () => {
      await next();
      if (c.res.headers.has("Cache-Control")) return;
      if (isPersonalRequest(c)) c.res.headers.set("Cache-Control", "private, no-store");
    });
}
