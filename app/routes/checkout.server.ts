import { data, type RouterContextProvider } from "react-router";
import { getOrder } from "../../server/modules/booking/booking.ts";
import { cryptoPaymentIdField, idempotencyKeySchema } from "../../core/schemas.ts";
import { getCryptoPayment } from "../../server/modules/checkout/crypto.ts";
import { sbpCheckout } from "../../server/modules/checkout/use-cases.ts";
import { orPageNotFound } from "../lib/action.server.ts";
import { pageMessages, translate } from "../lib/page-messages.server.ts";
import { areaContext } from "../lib/guards.server.ts";
import { requestLanguage } from "../lib/i18n.server.ts";

type Context = Readonly<RouterContextProvider>;

/**
 * The sandbox bank's page for one checkout (its key in the URL, and the points it applies): what
 * it charges and the confirmation come from the checkout's use case, never from the URL.
 */
export async function loadSbp(request: Request, context: Context) {
  const ctx = areaContext(context);
  const params = new URL(request.url).searchParams;
  const key = idempotencyKeySchema.safeParse(params.get("checkout"));
  const points = Number(params.get("points") ?? 0);
  if (!key.success || !Number.isInteger(points) || points < 0) throw data(null, { status: 400 });
  const sbp = await sbpCheckout(ctx, { checkoutKey: key.data, pointsCents: points });
  if (!sbp) throw data(null, { status: 400 });
  return {
    ...sbp,
    title: translate(request, "booking")("sbp.title"),
    messages: pageMessages(request, "booking").messages,
  };
}

/**
 * A crypto payment's page: what the provider made (coin, amount, address, expiry), read from the
 * provider for the signed-in traveller; anyone else's, or an id that is none, is not found.
 */
export async function loadCrypto(request: Request, context: Context, paymentId: string) {
  const id = cryptoPaymentIdField.safeParse(paymentId);
  if (!id.success) throw data(null, { status: 404 });
  const payment = await orPageNotFound(getCryptoPayment(areaContext(context), { id: id.data }));
  return {
    payment,
    title: translate(request, "booking")("crypto.title"),
    messages: pageMessages(request, "booking").messages,
  };
}

/** The receipt of one of the user's own orders, in the reader's language; anyone else's is not found. */
export async function loadOrder(request: Request, context: Context, reference: string) {
  const lang = requestLanguage(request);
  const order = await orPageNotFound(getOrder(areaContext(context), { reference, lang }));
  return {
    order,
    title: translate(request, "booking")("receipt.title", { reference: order.reference }),
    messages: pageMessages(request, "booking").messages,
  };
}
