import { use } from "react";
import { useApp } from "../components/app-context.tsx";
import { useTranslation } from "./i18n-react.tsx";
import type { Messages } from "./i18n.ts";

// Namespaces used only by parts that load on demand (booking, cart, checkout; the sign-in dialog)
// come with them, one small file per language, instead of with every page.
const files = import.meta.glob<Messages>("../locales/*/{booking,auth}.json", { import: "default" });
const loading = new Map<string, Promise<Messages>>();

/** Loads (suspending) and registers the namespace in the visitor's language; returns its t. */
export function useLazyMessages(namespace: "booking" | "auth") {
  const { lang } = useApp();
  const { i18n } = useTranslation();
  const key = `../locales/${lang}/${namespace}.json`;
  let promise = loading.get(key);
  if (!promise) {
    const load = files[key];
    if (!load) throw new Error(`missing messages ${key}`);
    promise = load();
    loading.set(key, promise);
  }
  const messages = use(promise);
  if (i18n && !i18n.hasResourceBundle(lang, namespace)) i18n.addResourceBundle(lang, namespace, messages);
  return useTranslation(namespace);
}
