import type { TFunction } from "i18next";
import { createI18n, type Messages } from "./i18n.ts";
import { messages, requestLanguage } from "./i18n.server.ts";

/**
 * The one way a route loads its messages: its namespace goes out with the loader's data (the
 * component reads it with `useRouteMessages`), and its `meta` gives the page's title and description.
 */
export function pageMessages(request: Request, namespace: string) {
  const { meta, ...page } = messages(requestLanguage(request), namespace) as Messages & {
    meta?: { title: string; description: string };
  };
  // The title and description go out once, for `meta`, not a second time among the messages.
  return { messages: page as Messages, meta: meta ?? { title: "", description: "" } };
}

/** Words from a namespace for a loader (titles built from shared messages), in the request's language. */
export function translate(request: Request, namespace = "common"): TFunction {
  const lang = requestLanguage(request);
  return createI18n(lang, { [namespace]: messages(lang, namespace) }).getFixedT(lang, namespace);
}
