import i18next, { type i18n, type Resource } from "i18next";
import { numbersInMessages } from "../../core/numbers.ts";
import type { Language } from "../../core/preferences.ts";

export type Messages = Record<string, unknown>;

const written = new WeakMap<object, string>();
const read = new Map<string, unknown>();

/**
 * Messages as a loader sends them: one JSON string, made once per messages object. React Router's
 * encoding passes a string through whole; an object it walks key by key on every request, which
 * was a tenth of a signed-in page's server time (decision 016, "Signed-in pages").
 */
export function messagesOut(messages: object): string {
  let json = written.get(messages);
  if (json === undefined) {
    json = JSON.stringify(messages);
    written.set(messages, json);
    read.set(json, messages);
  }
  return json;
}

/** The messages a loader sent, read once per text: the same object each time (it keys the i18n instance). */
export function messagesIn<T = Messages>(json: string): T {
  let messages = read.get(json);
  if (messages === undefined) read.set(json, (messages = JSON.parse(json)));
  return messages as T;
}

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
  const instance = i18next.createInstance().use(numbersInMessages);
  const resources: Resource = { [lang]: namespaces as Resource[string] };
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources,
    ns: Object.keys(namespaces),
    defaultNS: "common",
    initAsync: false,
    // Numbers in a message ({{count}}…) are written in the page's language (core/numbers.ts).
    interpolation: { escapeValue: false, alwaysFormat: true },
    returnNull: false,
  });
  instances.set(namespaces, instance);
  return instance;
}
