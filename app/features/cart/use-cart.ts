import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { ParticipantCounts } from "../../../core/participants.ts";
import type { Cart } from "../../../core/views.ts";
import { toast } from "../../components/toast.tsx";
import { useActionAnswer, type ActionResult } from "../../lib/action-result.ts";
import { useLazyMessages } from "../../lib/lazy-messages.ts";
import { unexplained, useErrorText } from "../../lib/use-error-text.ts";

export type CartChange =
  | { intent: "update"; itemId: string; participants: ParticipantCounts }
  | { intent: "remove"; itemId: string }
  | { intent: "clear" };

type Answer = ActionResult<{ intent: CartChange["intent"] }>;

const done = { update: "cart.updated", remove: "cart.removed", clear: "cart.cleared" } as const;
const failed = {
  update: "cart.failed.update",
  remove: "cart.failed.remove",
  clear: "cart.failed.clear",
} as const;

/**
 * The cart sheet's data and changes: the lines come from the cart resource route's loader (loaded
 * when the sheet opens); a change posts to its action, after which React Router reloads both the
 * lines and the header's count. A failure is the server's reason, in the visitor's language, or
 * (none given: no connection, a server fault) the change's own "Failed to update cart".
 */
export function useCart(open: boolean) {
  const { t } = useLazyMessages("booking");
  const errorText = useErrorText();
  const lines = useFetcher<{ cart: Cart | null }>();
  const change = useFetcher<Answer>();
  const { load } = lines;
  const { submit } = change;
  const last = useRef<CartChange["intent"]>("update");

  useEffect(() => {
    if (open) void load("/resources/cart");
  }, [open, load]);

  // Each answer is told once, after the lines have reloaded.
  useActionAnswer(
    change,
    (answer) => {
      if (answer.ok) toast.success(t(done[answer.intent]));
      else toast.error(unexplained(answer.error) ? t(failed[last.current]) : errorText(answer.error)!);
    },
    { whenIdle: true },
  );

  const send = useCallback(
    (next: CartChange) => {
      last.current = next.intent;
      void submit(next, { method: "post", action: "/resources/cart", encType: "application/json" });
    },
    [submit],
  );

  return { cart: lines.data?.cart ?? null, busy: change.state !== "idle", send };
}
