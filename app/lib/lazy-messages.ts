import { use } from "react";
import { useApp } from "../components/app-context.tsx";
import { useTranslation } from "./i18n-react.tsx";
import type { Messages } from "./i18n.ts";

// Namespaces used only by parts that load on demand (booking, cart, checkout; the party's steppers
// and words; the sign-in dialog) come with them, one small file per language, instead of with
// every page.
const files = import.meta.glob<Messages>("../locales/*/{booking,auth,party}.json", { import: "default" });
const loading = new Map<string, Promise<unknown>>();
const loaded = new Map<string, Messages>();

type LazyNamespace = "booking" | "auth" | "party";

const fileOf = (lang: string, namespace: string) => `../locales/${lang}/${namespace}.json`;

/** Marked as React marks a settled promise, so `use` answers at once instead of suspending. */
const settled = <T>(promise: Promise<T>, value?: T) => Object.assign(promise, { status: "fulfilled", value });

/** The namespaces' messages in a language, loaded once (together: one wait, not one after another). */
function loadAll(lang: string, namespaces: readonly LazyNamespace[]): Promise<unknown> {
  const key = namespaces.map((ns) => fileOf(lang, ns)).join("+");
  let promise = loading.get(key);
  // Every call for the same namespaces gets the same promise (React asks it of `use`); one for
  // namespaces another call has already loaded is settled from the start.
  if (promise) return promise;
  promise = namespaces.every((ns) => loaded.has(fileOf(lang, ns)))
    ? settled(Promise.resolve())
    : Promise.all(
        namespaces.map((namespace) => {
          const file = fileOf(lang, namespace);
          const load = files[file];
          if (!load) throw new Error(`missing messages ${file}`);
          return load().then((messages) => loaded.set(file, messages));
        }),
      );
  loading.set(key, promise);
  return promise;
}

/**
 * Loads (suspending) and registers the namespace in the visitor's language; returns its t. Other
 * namespaces the part needs (`alongside`) load with it, so later calls for them do not suspend.
 */
export function useLazyMessages(namespace: LazyNamespace, alongside: LazyNamespace[] = []) {
  const { lang } = useApp();
  const { i18n } = useTranslation();
  const wanted = [namespace, ...alongside];
  // Suspends only while something is still loading: a hook may be called after another loaded it.
  use(loadAll(lang, wanted));
  for (const ns of wanted) {
    if (i18n && !i18n.hasResourceBundle(lang, ns))
      i18n.addResourceBundle(lang, ns, loaded.get(fileOf(lang, ns))!);
  }
  return useTranslation(namespace);
}
