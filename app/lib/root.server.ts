import type { RouterContextProvider } from "react-router";
import { preferencesFrom } from "../../core/preferences.ts";
import type { Executor } from "../../server/db/client.ts";
import { cartCount } from "../../server/modules/cart/cart.ts";
import { favoriteIds } from "../../server/modules/favorites/favorites.ts";
import { namespaces } from "./i18n.server.ts";
import { appServices, currentUser } from "./session.server.ts";

export async function loadRoot(request: Request, context: Readonly<RouterContextProvider>) {
  const services = appServices(context);
  const prefs = preferencesFrom(request.headers.get("cookie"), request.headers.get("accept-language"));
  const [user, rates] = await Promise.all([currentUser(request, context), services.rates.get()]);
  return {
    user,
    ...(user ? await countsFor(services.db, user.id) : { cartCount: 0, favoriteIds: [] as number[] }),
    prefs,
    rates,
    baseUrl: services.env.baseUrl,
    googleEnabled: Boolean(services.env.google),
    messages: namespaces(prefs.lang, ["common", "auth"]),
  };
}

async function countsFor(db: Executor, userId: string) {
  const [cart, favorites] = await Promise.all([cartCount(db, userId), favoriteIds(db, userId)]);
  return { cartCount: cart, favoriteIds: favorites };
}
