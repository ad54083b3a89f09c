import type { i18n as I18n } from "i18next";
import { useTranslation } from "./i18n-react.tsx";
import { messagesIn, type Messages } from "./i18n.ts";

/** The messages each i18n instance was last given, per namespace. */
const given = new WeakMap<I18n, Map<string, Messages>>();

/**
 * Adds a route's namespace (sent by its loader) to the page's i18n instance and returns its t.
 * Added once per messages object: i18next keeps a merged copy, so comparing with its bundle would
 * add it again on every render. Loader data is never changed, so it goes in without i18next's copy.
 */
export function useRouteMessages(namespace: string, sent: string) {
  const messages = messagesIn(sent);
  const { i18n } = useTranslation();
  if (i18n) {
    let namespaces = given.get(i18n);
    if (!namespaces) given.set(i18n, (namespaces = new Map()));
    if (namespaces.get(namespace) !== messages) {
      i18n.addResourceBundle(i18n.language, namespace, messages, false, true, { skipCopy: true });
      namespaces.set(namespace, messages);
    }
  }
  return useTranslation(namespace);
}
