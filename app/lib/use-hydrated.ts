import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False in the server's HTML and while the page hydrates, true once its scripts run: for what only
 * a script keeps right (a save button disabled until something changed), which the HTML must not
 * hold back from a visitor without scripts.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
