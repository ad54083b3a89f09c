import type { RouterContextProvider } from "react-router";
import { listBookings } from "../../server/modules/booking/booking.ts";
import { getCart } from "../../server/modules/cart/cart.ts";
import { requestLanguage } from "../lib/i18n.server.ts";
import { appServices, currentUser } from "../lib/session.server.ts";

export async function loadDashboard(request: Request, context: Readonly<RouterContextProvider>) {
  const user = await currentUser(request, context);
  if (!user) return { signedIn: false as const, bookings: [], cart: [] };
  const { db, catalog, now } = appServices(context);
  const services = await catalog.byId(requestLanguage(request));
  const [bookings, cart] = await Promise.all([
    listBookings(db, user.id, now()),
    getCart(db, user.id, services, now()),
  ]);
  return { signedIn: true as const, bookings, cart: cart.items };
}
