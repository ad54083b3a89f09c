import { data, type RouterContextProvider } from "react-router";
import { getOrder } from "../../server/modules/booking/booking.ts";
import { sbpConfirmation } from "../../server/modules/payment/provider.ts";
import { orPageNotFound } from "../lib/action.server.ts";
import { pageMessages, translate } from "../lib/page-messages.server.ts";
import { signedInUser } from "../lib/guards.server.ts";
import { appServices } from "../lib/session.server.ts";

type Context = Readonly<RouterContextProvider>;

/** The sandbox bank's page: the amount and its signed confirmation for this user. */
export async function loadSbp(request: Request, context: Context) {
  const user = signedInUser(context);
  const amount = Number(new URL(request.url).searchParams.get("amount"));
  if (!Number.isInteger(amount) || amount <= 0) throw data(null, { status: 400 });
  const { env, now } = appServices(context);
  return {
    amountCents: amount,
    token: sbpConfirmation(env.authSecret, user.id, amount, now()),
    title: translate(request, "booking")("sbp.title"),
    messages: pageMessages(request, "booking").messages,
  };
}

/** The receipt of one of the user's own orders; anyone else's is not found. */
export async function loadOrder(request: Request, context: Context, reference: string) {
  const user = signedInUser(context);
  const { db, now } = appServices(context);
  const order = await orPageNotFound(getOrder(db, user.id, reference, now()));
  return {
    order,
    title: translate(request, "booking")("receipt.title", { reference: order.reference }),
    messages: pageMessages(request, "booking").messages,
  };
}
