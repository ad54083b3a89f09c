import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import type { CreatedOrder } from "../../../core/views.ts";
import { toast } from "../../components/toast.tsx";
import type { OrderInput } from "./order-input.ts";
import { useOrder } from "./use-order.ts";

// A payment made outside the checkout dialog (SBP's bank page, the crypto payment's page): the
// dialog leaves the order it would have sent here, and that page sends it once the provider has
// confirmed the payment, with the checkout's own key, so the order and the payment match.

/** What the checkout leaves for the payment's page to send once the payment is confirmed. */
export const PENDING_PAYMENT_KEY = "pending-payment-checkout";

export interface PendingPayment {
  body: OrderInput & { pointsCents?: number };
  idempotencyKey: string;
  returnTo: string;
}

/** The checkout dialog, leaving for a payment's page: the order to send from there. */
export function leavePending(pending: PendingPayment) {
  sessionStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify(pending));
}

/**
 * The payment page's side: the pending order (undefined until read, null when there is none: the
 * session ended), `pay` to send it with the provider's confirmation, and `cancel` to give the
 * seats back and return to where checkout was opened.
 */
export function usePendingPayment(texts: { success: string; cancelled: string }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingPayment | null | undefined>(undefined);
  const release = useFetcher<{ ok: boolean }>();

  useEffect(() => {
    try {
      setPending(JSON.parse(sessionStorage.getItem(PENDING_PAYMENT_KEY) ?? "null") as PendingPayment | null);
    } catch {
      setPending(null);
    }
  }, []);

  // Paid: the pending checkout is done; the receipt replaces the payment's page in the history.
  const { success, cancelled } = texts;
  const placed = useCallback(
    (order: CreatedOrder) => {
      sessionStorage.removeItem(PENDING_PAYMENT_KEY);
      toast.success(success);
      void navigate(`/orders/${order.order.reference}`, { replace: true });
    },
    [success, navigate],
  );
  const order = useOrder(placed);

  const pay = (confirmation: { sbpToken?: string; cryptoPaymentId?: string }) => {
    if (pending) order.place({ ...pending.body, ...confirmation }, pending.idempotencyKey);
  };

  // Cancelled: the seats are given back, then back to where checkout was opened.
  const returnTo = useRef("/");
  const cancel = () => {
    returnTo.current = pending?.returnTo ?? "/";
    sessionStorage.removeItem(PENDING_PAYMENT_KEY);
    void release.submit({ intent: "release" }, { method: "post", action: "/resources/checkout" });
  };
  useEffect(() => {
    if (release.state !== "idle" || !release.data) return;
    toast.info(cancelled);
    void navigate(returnTo.current, { replace: true });
  }, [release.state, release.data, cancelled, navigate]);

  return { pending, order, pay, cancel, busy: order.placing || release.state !== "idle" };
}
