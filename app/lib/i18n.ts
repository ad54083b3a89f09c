import i18next, { type i18n, type Resource } from "i18next";
import type { Language } from "../../core/preferences.ts";

export type Messages = Record<string, unknown>;

const instances = new WeakMap<Record<string, Messages>, i18n>();

/**
 * A synchronous i18next instance for one language, from messages the server sent: one per messages
 * object. The server's messages are its own constants (`namespaces`), so there a language has one
 * instance for every request, its plural rules and lookups made once; a route's namespace joins it
 * once (`useRouteMessages`), with the same words for every request in that language.
 */
export function createI18n(lang: Language, namespaces: Record<string, Messages>): i18n {
  const made = instances.get(namespaces);
  if (made?.language === lang) return made;
  const instance = i18next.createInstance();
  const resources: Resource = { [lang]: namespaces as Resource[string] };
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources,
    ns: Object.keys(namespaces),
    defaultNS: "common",
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances.set(namespaces, instance);
  return instance;
}
