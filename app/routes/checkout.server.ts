import { data, type RouterContextProvider } from "react-router";
import { getOrder } from "../../server/modules/booking/booking.ts";
import { idempotencyKeySchema } from "../../core/schemas.ts";
import { sbpAmount } from "../../server/modules/checkout/checkout.ts";
import { sbpConfirmation } from "../../server/modules/payment/provider.ts";
import { orPageNotFound } from "../lib/action.server.ts";
import { pageMessages, translate } from "../lib/page-messages.server.ts";
import { areaContext, signedInUser } from "../lib/guards.server.ts";
import { appServices } from "../lib/session.server.ts";

type Context = Readonly<RouterContextProvider>;

/**
 * The sandbox bank's page for one checkout (its key in the URL): the amount in kopecks is the
 * server's own quote of the user's cart, never a figure from the URL, and the confirmation is
 * signed for this user, this checkout and this amount only.
 */
export async function loadSbp(request: Request, context: Context) {
  const user = signedInUser(context);
  const params = new URL(request.url).searchParams;
  const key = idempotencyKeySchema.safeParse(params.get("checkout"));
  const points = Number(params.get("points") ?? 0);
  if (!key.success || !Number.isInteger(points) || points < 0) throw data(null, { status: 400 });
  const { env, now, db, catalog, rates } = appServices(context);
  const amountMinor = await sbpAmount(
    db,
    user.id,
    await catalog.byId(),
    now(),
    (await rates.get()).rates,
    points,
  );
  if (amountMinor <= 0) throw data(null, { status: 400 });
  return {
    amountMinor,
    token: sbpConfirmation(env.authSecret, { userId: user.id, checkoutKey: key.data, amountMinor }, now()),
    title: translate(request, "booking")("sbp.title"),
    messages: pageMessages(request, "booking").messages,
  };
}

/** The receipt of one of the user's own orders; anyone else's is not found. */
export async function loadOrder(request: Request, context: Context, reference: string) {
  const order = await orPageNotFound(getOrder(areaContext(context), { reference }));
  return {
    order,
    title: translate(request, "booking")("receipt.title", { reference: order.reference }),
    messages: pageMessages(request, "booking").messages,
  };
}
