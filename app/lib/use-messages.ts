import { useTranslation } from "./i18n-react.tsx";
import type { Messages } from "./i18n.ts";

/** Adds a route's namespace (sent by its loader) to the page's i18n instance and returns its t. */
export function useRouteMessages(namespace: string, messages: Messages) {
  const { i18n } = useTranslation();
  if (i18n && i18n.getResourceBundle(i18n.language, namespace) !== messages) {
    i18n.addResourceBundle(i18n.language, namespace, messages, false, true);
  }
  return useTranslation(namespace);
}
