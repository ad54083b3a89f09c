import { useEffect, useRef } from "react";
import type { Problem } from "../../core/errors.ts";

/** What a failed action hands to its form: `act` on the server, or `settle` when the server failed. */
export interface ActionFailure {
  ok: false;
  /** The intent the form posted, when it named one (a page may hold several forms). */
  intent?: string;
  /** The fields a form posted without scripts, put back in the page that says what was wrong. */
  values?: Record<string, string>;
  error: Problem;
  problems: Problem[];
  /** Extra facts the server gave with the failure, as the API sends them (e.g. a hold's lines). */
  details?: Record<string, unknown>;
}

/** An action's answer as a fetcher sees it: the work's result marked ok, or the failure. */
export type ActionResult<T extends object = Record<never, never>> = ({ ok: true } & T) | ActionFailure;

/**
 * Handles each answer a fetcher gets, once. By default as soon as it comes (a revalidated page may
 * unmount the form right after); with `whenIdle`, once React Router has reloaded the page's data.
 */
export function useActionAnswer<A>(
  fetcher: { data: A | undefined; state: string },
  handle: (answer: A) => void,
  { whenIdle = false } = {},
) {
  const handled = useRef<A | undefined>(undefined);
  const latest = useRef(handle);
  latest.current = handle;
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || handled.current === answer || (whenIdle && fetcher.state !== "idle")) return;
    handled.current = answer;
    latest.current(answer);
  }, [fetcher.data, fetcher.state, whenIdle]);
}
