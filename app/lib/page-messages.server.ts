import type { TFunction } from "i18next";
import { createI18n, messagesOut, type Messages } from "./i18n.ts";
import { messages, namespaces, requestLanguage } from "./i18n.server.ts";

// Made once per language and namespace.
const pages = new Map<string, { messages: string; meta: { title: string; description: string } }>();

/**
 * The one way a route loads its messages: its namespace goes out with the loader's data (the
 * component reads it with `useRouteMessages`), and its `meta` gives the page's title and description.
 */
export function pageMessages(request: Request, namespace: string) {
  const lang = requestLanguage(request);
  const key = `${lang}:${namespace}`;
  let page = pages.get(key);
  if (!page) {
    const { meta, ...rest } = messages(lang, namespace) as Messages & {
      meta?: { title: string; description: string };
    };
    // The title and description go out once, for `meta`, not a second time among the messages.
    pages.set(key, (page = { messages: messagesOut(rest), meta: meta ?? { title: "", description: "" } }));
  }
  return page;
}

/** Words from a namespace for a loader (titles built from shared messages), in the request's language. */
export function translate(request: Request, namespace = "common"): TFunction {
  const lang = requestLanguage(request);
  return createI18n(lang, namespaces(lang, [namespace])).getFixedT(lang, namespace);
}
