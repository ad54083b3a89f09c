import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { I18nProvider, useTranslation } from "./lib/i18n-react.tsx";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useFetcher,
  useRouteLoaderData,
} from "react-router";
import { toast, ToastHost } from "./components/toast.tsx";
import { AnswerHost } from "./lib/answer-host.tsx";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { AppProvider, type AppState } from "./components/app-context.tsx";
import { Footer } from "./features/site/footer.tsx";
import { Header } from "./features/site/header.tsx";
import { createI18n, messagesIn } from "./lib/i18n.ts";
import { loadRoot } from "./lib/root.server.ts";
import { useNonce } from "./lib/nonce.ts";

const SignInDialog = lazy(() => import("./features/account/sign-in-dialog.tsx"));
const CartSheet = lazy(() => import("./features/cart/cart-sheet.tsx"));
const CheckoutDialog = lazy(() => import("./features/checkout/checkout-dialog.tsx"));
// Only error pages need it: loaded with them, not with every page.
const NotFound = lazy(() => import("./components/not-found.tsx").then((m) => ({ default: m.NotFound })));

/**
 * The stylesheet, with a precedence: React then writes it first in the head, after the charset and
 * viewport, instead of after the hoisted <meta>s and the dozens of <link rel="modulepreload">s.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: appCss, precedence: "default" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRoot(request, context);
}

/** The document carries the loader's cookies (a friend's referral code from ?ref=). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

// Applied before the first paint: the stored theme, else the system's, so dark never flashes light.
// Also, before any module loads: zod's shared config (what `z.config({ jitless: true })` sets), so
// zod never probes `new Function`, which the CSP refuses and reports as a violation.
const earlyScript = `globalThis.__zod_globalConfig={jitless:true};(function(){try{var c=document.cookie.match(/(?:^|; )theme=(light|dark|system)/);var t=(c&&c[1])||localStorage.getItem("theme")||"system";var d=t==="dark"||(t==="system"&&matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.classList.toggle("dark",d);}catch(e){}})();`;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const lang = data?.prefs.lang ?? "en";
  // The CSP's nonce (entry.server.tsx gives it to React Router's <Scripts> and <ScrollRestoration>).
  const nonce = useNonce();
  return (
    <html lang={lang} className={data?.prefs.theme === "dark" ? "dark" : undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The browser's bar in the page's own background: light, or dark on a dark system. */}
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#fbfaf7" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0d1014" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlyScript }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="min-h-dvh bg-background text-foreground">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Tells once per visit that prices use cached or default rates; after the page has settled. */
function RatesNotice({ source }: { source: "live" | "cached" | "default" }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (source === "live" || sessionStorage.getItem("rates-notice")) return;
    const show = () => {
      sessionStorage.setItem("rates-notice", "1");
      toast.warning(t("rates.fallback"));
    };
    // Counted from the load event: the toast library then never competes with the page's own files.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => (timer = setTimeout(show, 1500));
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      clearTimeout(timer);
    };
  }, [source, t]);
  return null;
}

export default function App({ loaderData, matches }: Route.ComponentProps) {
  const { prefs, messages, user, cartCount, favoriteIds, areas, unreadNotifications, rates, googleEnabled } =
    loaderData;
  const i18n = useMemo(() => createI18n(prefs.lang, messagesIn(messages)), [prefs.lang, messages]);
  const fetcher = useFetcher();
  const [signIn, setSignIn] = useState<{ open: boolean; tab: "signin" | "signup" }>({
    open: false,
    tab: "signin",
  });
  // One of the cart sheet and the checkout dialog at a time; each loads when first opened.
  const [panel, setPanel] = useState<"cart" | "checkout" | null>(null);
  const [loaded, setLoaded] = useState({ cart: false, checkout: false });
  const openPanel = useCallback((next: "cart" | "checkout") => {
    setLoaded((l) => ({ ...l, [next]: true }));
    setPanel(next);
  }, []);

  const setPreference = useCallback(
    (name: "lang" | "currency" | "theme", value: string) => {
      try {
        localStorage.setItem(name, value);
      } catch {
        // storage may be off; the cookie still carries the choice
      }
      if (name === "theme") {
        const dark =
          value === "dark" || (value === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
        document.documentElement.classList.toggle("dark", dark);
      }
      fetcher.submit({ [name]: value }, { method: "post", action: "/preferences" });
    },
    [fetcher],
  );

  const openSignIn = useCallback((tab: "signin" | "signup" = "signin") => setSignIn({ open: true, tab }), []);

  const state: AppState = {
    user,
    cartCount,
    favoriteIds,
    areas,
    unreadNotifications,
    lang: prefs.lang,
    currency: prefs.currency,
    theme: prefs.theme,
    rates: rates.rates,
    googleEnabled,
    openSignIn,
    signInOpen: signIn.open,
    openCart: () => (user ? openPanel("cart") : setSignIn({ open: true, tab: "signin" })),
    openCheckout: () => (user ? openPanel("checkout") : setSignIn({ open: true, tab: "signin" })),
    setPreference,
  };
  const hideFooter = matches.some(
    (match) =>
      match?.id.startsWith("routes/dashboard") ||
      match?.id.startsWith("routes/operator") ||
      match?.id.startsWith("routes/admin"),
  );

  return (
    <I18nProvider i18n={i18n}>
      <AppProvider value={state}>
        <Header />
        <main id="main">
          <Outlet />
        </main>
        {hideFooter ? null : <Footer />}
        {signIn.open ? (
          <Suspense fallback={null}>
            <SignInDialog
              open={signIn.open}
              initialTab={signIn.tab}
              onOpenChange={(open) => setSignIn((s) => ({ ...s, open }))}
            />
          </Suspense>
        ) : null}
        {user && loaded.cart ? (
          <Suspense fallback={null}>
            <CartSheet open={panel === "cart"} onOpenChange={(open) => setPanel(open ? "cart" : null)} />
          </Suspense>
        ) : null}
        {user && loaded.checkout ? (
          <Suspense fallback={null}>
            <CheckoutDialog
              open={panel === "checkout"}
              onOpenChange={(open) => setPanel(open ? "checkout" : null)}
            />
          </Suspense>
        ) : null}
        <RatesNotice source={rates.source} />
        <ToastHost />
        <AnswerHost />
      </AppProvider>
    </I18nProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  const i18n = useMemo(() => (data ? createI18n(data.prefs.lang, messagesIn(data.messages)) : null), [data]);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const body = (
    <Suspense fallback={null}>
      <NotFound status={status} />
    </Suspense>
  );
  return i18n ? <I18nProvider i18n={i18n}>{body}</I18nProvider> : body;
}
