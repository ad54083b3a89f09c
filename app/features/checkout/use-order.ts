import { useCallback, useState } from "react";
import { useFetcher } from "react-router";
import type { CreatedOrder } from "../../../core/views.ts";
import { useActionAnswer, type ActionResult } from "../../lib/action-result.ts";
import type { OrderInput } from "./order-input.ts";

type OrderAnswer = ActionResult<{ order: CreatedOrder }>;

const newKey = () => `checkout-${crypto.randomUUID()}`;

/**
 * Placing the order through the checkout resource route. Script-only, on purpose: the card goes to
 * the payment provider for a token in the browser first, and the order is posted with the token
 * (docs/decisions/019-forms-before-hydration.md). One key per attempt travels with it, so
 * a double click or a retry books and charges once; after a definite failure the next attempt is
 * a new request with a new key.
 */
export function useOrder(onPlaced: (order: CreatedOrder) => void) {
  const fetcher = useFetcher<OrderAnswer>();
  const { submit } = fetcher;
  const [key, setKey] = useState(newKey);

  useActionAnswer(
    fetcher,
    (answer) => {
      if (answer.ok) onPlaced(answer.order);
      // Without an answer the order may have been placed: the retry keeps the key to find out.
      else if (answer.error.code !== "network") setKey(newKey());
    },
    { whenIdle: true },
  );

  const place = useCallback(
    (
      input: Omit<OrderInput, "paymentMethod"> & {
        paymentMethod?: OrderInput["paymentMethod"];
        sbpToken?: string;
        cryptoPaymentId?: string;
        paymentToken?: string;
        pointsCents?: number;
      },
      idempotencyKey = key,
    ) =>
      void submit(
        { ...input, intent: "order", idempotencyKey },
        { method: "post", action: "/resources/checkout", encType: "application/json" },
      ),
    [submit, key],
  );

  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  return {
    place,
    key,
    placing: fetcher.state !== "idle",
    failure: answer && !answer.ok ? answer : undefined,
  };
}
