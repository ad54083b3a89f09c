import { preferencesFrom, type Language } from "../../core/preferences.ts";
import type { Messages } from "./i18n.ts";

// Every locale file, read at build time; only the namespaces a page needs reach the browser. The
// error messages live in core/, where the API words its errors with them too.
const files = {
  ...import.meta.glob<Messages>("../locales/*/*.json", { eager: true, import: "default" }),
  ...import.meta.glob<Messages>("../../core/locales/*/*.json", { eager: true, import: "default" }),
};
const byName = new Map(
  Object.entries(files).map(([path, content]) => [path.split("/").slice(-2).join("/"), content]),
);

export function messages(lang: Language, namespace: string): Messages {
  const found = byName.get(`${lang}/${namespace}.json`);
  if (!found) throw new Error(`missing locale file ${lang}/${namespace}.json`);
  return found;
}

const combined = new Map<string, Record<string, Messages>>();

/** Several namespaces, the same object for the same language and names (it keys the i18n instance). */
export function namespaces(lang: Language, names: string[]): Record<string, Messages> {
  const key = `${lang}:${names.join()}`;
  let found = combined.get(key);
  if (!found)
    combined.set(key, (found = Object.fromEntries(names.map((name) => [name, messages(lang, name)]))));
  return found;
}

/** The language a request asked for (cookie, else Accept-Language, else en). */
export function requestLanguage(request: Request): Language {
  return preferencesFrom(request.headers.get("cookie"), request.headers.get("accept-language")).lang;
}
