import { useEffect, useSyncExternalStore } from "react";
import { useFetcher } from "react-router";

// A form's answer must be handled even when the revalidation that follows it removes the form (a
// confirmed request leaves the inbox, a closed departure's "Close" becomes "Reopen"): React may
// render the answer and the revalidated page in one go, and the form's own effect never runs. So a
// form registers what to do with its next answer here, and <AnswerHost/> (in the root, which stays)
// reads the form's keyed fetcher and does it once the answer comes.

interface Waiting {
  /** The fetcher's answer when the form submitted: an earlier answer, not this one. */
  before: unknown;
  handle: (answer: never) => void;
  /** Handled once React Router has reloaded the page's data too (a new session in the header). */
  whenIdle: boolean;
}

const waiting = new Map<string, Waiting>();
const listeners = new Set<() => void>();
let snapshot: string[] = [];
const changed = () => {
  snapshot = [...waiting.keys()];
  for (const listener of listeners) listener();
};

/** What to do with the next answer the fetcher with this key gets, wherever its form is by then. */
export function awaitAnswer<A>(
  key: string,
  before: A | undefined,
  handle: (answer: A) => void,
  { whenIdle = false } = {},
) {
  waiting.set(key, { before, handle: handle as (answer: never) => void, whenIdle });
  changed();
}

function Answer({ fetcherKey }: { fetcherKey: string }) {
  const fetcher = useFetcher({ key: fetcherKey });
  useEffect(() => {
    const entry = waiting.get(fetcherKey);
    if (!entry || fetcher.data === undefined || fetcher.data === entry.before) return;
    if (entry.whenIdle && fetcher.state !== "idle") return;
    waiting.delete(fetcherKey);
    changed();
    entry.handle(fetcher.data as never);
  }, [fetcherKey, fetcher.data, fetcher.state]);
  return null;
}

export function AnswerHost() {
  const keys = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => snapshot,
  );
  return keys.map((key) => <Answer key={key} fetcherKey={key} />);
}
