import i18next, { type i18n, type Resource } from "i18next";
import type { Language } from "../../core/preferences.ts";

export type Messages = Record<string, unknown>;

/** A synchronous i18next instance for one language, from messages the server sent. */
export function createI18n(lang: Language, namespaces: Record<string, Messages>): i18n {
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
  return instance;
}
