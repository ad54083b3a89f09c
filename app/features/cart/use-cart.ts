import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { Problem } from "../../../core/errors.ts";
import type { Cart } from "../../../core/views.ts";
import { toast } from "../../components/toast.tsx";
import { useLazyMessages } from "../../lib/lazy-messages.ts";
import { useErrorText } from "../../lib/use-error-text.ts";

export type CartChange =
  | { intent: "update"; itemId: string; guests: number }
  | { intent: "remove"; itemId: string }
  | { intent: "clear" };

type Answer = { ok: true; intent: CartChange["intent"] } | { ok: false; error: Problem };

const done = { update: "cart.updated", remove: "cart.removed", clear: "cart.cleared" } as const;

/**
 * The cart sheet's data and changes: the lines come from the cart resource route's loader (loaded
 * when the sheet opens); a change posts to its action, after which React Router reloads both the
 * lines and the header's count. A failure is the server's reason, in the visitor's language.
 */
export function useCart(open: boolean) {
  const { t } = useLazyMessages("booking");
  const errorText = useErrorText();
  const lines = useFetcher<{ cart: Cart | null }>();
  const change = useFetcher<Answer>();
  const { load } = lines;
  const { submit } = change;

  useEffect(() => {
    if (open) void load("/resources/cart");
  }, [open, load]);

  // Each answer is told once, after the lines have reloaded.
  const told = useRef<Answer | undefined>(undefined);
  useEffect(() => {
    const answer = change.data;
    if (change.state !== "idle" || !answer || told.current === answer) return;
    told.current = answer;
    if (answer.ok) toast.success(t(done[answer.intent]));
    else toast.error(errorText(answer.error) ?? "");
  }, [change.state, change.data, t, errorText]);

  const send = useCallback(
    (next: CartChange) =>
      void submit(next, { method: "post", action: "/resources/cart", encType: "application/json" }),
    [submit],
  );

  return { cart: lines.data?.cart ?? null, busy: change.state !== "idle", send };
}
