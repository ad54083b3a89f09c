import { data, type RouterContextProvider } from "react-router";
import { REFERRAL_COOKIE, REFERRAL_COOKIE_DAYS } from "../../core/dashboard.ts";
import { preferencesFrom } from "../../core/preferences.ts";
import { headerCounts } from "../../server/modules/profile/header-counts.ts";
import { namespaces } from "./i18n.server.ts";
import { messagesOut } from "./i18n.ts";
import { sessionContext } from "./guards.server.ts";
import { appServices } from "./session.server.ts";

/**
 * A visit through a friend's link (?ref=CODE) is remembered for 30 days in a cookie that the
 * sign-up reads; set by the server, so it costs the page no script.
 */
function referralCookie(request: Request): HeadersInit | undefined {
  const code = new URL(request.url).searchParams.get("ref");
  if (!code || !/^[A-Z0-9]{4,16}$/i.test(code)) return undefined;
  return {
    "Set-Cookie": `${REFERRAL_COOKIE}=${code.toUpperCase()}; Path=/; Max-Age=${REFERRAL_COOKIE_DAYS * 86_400}; SameSite=Lax; HttpOnly`,
  };
}

export async function loadRoot(request: Request, context: Readonly<RouterContextProvider>) {
  const services = appServices(context);
  const prefs = preferencesFrom(request.headers.get("cookie"), request.headers.get("accept-language"));
  const [session, rates] = await Promise.all([sessionContext(request, context), services.rates.get()]);
  return data(
    {
      user: session.actor,
      ...(await headerCounts(session)),
      prefs,
      rates,
      baseUrl: services.env.baseUrl,
      googleEnabled: Boolean(services.env.google),
      // The sign-in dialog's words (auth) load with it; the errors stay: any form may need them.
      messages: messagesOut(namespaces(prefs.lang, ["common", "errors"])),
    },
    { headers: referralCookie(request) },
  );
}
