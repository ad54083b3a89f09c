import { data, type RouterContextProvider } from "react-router";
import { REFERRAL_COOKIE, REFERRAL_COOKIE_DAYS } from "../../core/dashboard.ts";
import { preferencesFrom } from "../../core/preferences.ts";
import type { Executor } from "../../server/db/client.ts";
import { cartCount } from "../../server/modules/cart/cart.ts";
import { favoriteIds } from "../../server/modules/favorites/favorites.ts";
import { unreadCount } from "../../server/modules/notifications/inbox.ts";
import { userAreas } from "../../server/modules/operator/scope.ts";
import { namespaces } from "./i18n.server.ts";
import { appServices, currentUser } from "./session.server.ts";

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
  const [user, rates] = await Promise.all([currentUser(request, context), services.rates.get()]);
  return data(
    {
      user,
      ...(user ? await countsFor(services.db, user.id) : signedOut),
      prefs,
      rates,
      baseUrl: services.env.baseUrl,
      googleEnabled: Boolean(services.env.google),
      messages: namespaces(prefs.lang, ["common", "auth", "errors"]),
    },
    { headers: referralCookie(request) },
  );
}

const signedOut = {
  cartCount: 0,
  favoriteIds: [] as number[],
  areas: { operator: false, admin: false },
  unreadNotifications: 0,
};

/** The header's counts (cart, unread notifications), and which back offices (operator console, admin) it offers. */
async function countsFor(db: Executor, userId: string) {
  const [cart, favorites, areas, unread] = await Promise.all([
    cartCount(db, userId),
    favoriteIds(db, userId),
    userAreas(db, userId),
    // The bell's number: one count on the partial index of unread entries.
    unreadCount(db, userId),
  ]);
  return { cartCount: cart, favoriteIds: favorites, areas, unreadNotifications: unread };
}
