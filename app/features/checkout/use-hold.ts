import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { Problem } from "../../../core/errors.ts";
import type { Held, HoldProblem } from "../../../core/views.ts";
import type { ActionResult } from "../../lib/action-result.ts";

type HoldAnswer = ActionResult<{ held: Held }>;

export type Hold =
  | { state: "holding" }
  | { state: "held"; held: Held; secondsLeft: number }
  /** The 409: which lines cannot be held, and why. */
  | { state: "problems"; problems: HoldProblem[] }
  | { state: "expired" }
  | { state: "failed"; error: Problem };

/** Seconds until a deadline on this device's clock, ticking; `onExpire` once it reaches zero. */
export function useCountdown(deadline: number | undefined, onExpire: () => void) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (deadline === undefined) return;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) onExpire();
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline, onExpire]);
  return left;
}

/**
 * The seats' hold while checkout is open: taken when the dialog's body mounts (and again on
 * request), through the checkout resource route. The countdown runs from the server's own answer
 * (its expiry minus its clock), so a wrong device clock does not matter.
 */
export function useHold() {
  const fetcher = useFetcher<HoldAnswer>();
  const { submit } = fetcher;
  // The attempt: when it was sent, and the answer it replaces (not to be shown as its own).
  const [round, setRound] = useState<{ sentAt: number; before: HoldAnswer | undefined }>();
  const [expired, setExpired] = useState(false);
  const { data } = fetcher;

  const take = useCallback(() => {
    setRound({ sentAt: Date.now(), before: data });
    setExpired(false);
    void submit({ intent: "hold" }, { method: "post", action: "/resources/checkout" });
  }, [submit, data]);

  const taken = useRef(false);
  useEffect(() => {
    if (taken.current) return;
    taken.current = true;
    take();
  }, [take]);

  const answer = round && fetcher.state === "idle" && data !== round.before ? data : undefined;
  const deadline = useMemo(() => {
    if (!round || !answer?.ok) return undefined;
    const { expiresAt, now } = answer.held;
    return round.sentAt + (new Date(expiresAt).getTime() - new Date(now).getTime());
  }, [round, answer]);
  const expire = useCallback(() => setExpired(true), []);
  const secondsLeft = useCountdown(deadline, expire);

  let hold: Hold;
  if (!answer) hold = { state: "holding" };
  else if (answer.ok)
    hold = expired ? { state: "expired" } : { state: "held", held: answer.held, secondsLeft };
  else if ((answer.details?.lines as HoldProblem[] | undefined)?.length)
    hold = { state: "problems", problems: answer.details!.lines as HoldProblem[] };
  else hold = { state: "failed", error: answer.error };
  return { hold, retry: take };
}
