import type { i18n, TFunction } from "i18next";
import {
  cloneElement,
  createContext,
  Fragment,
  isValidElement,
  useContext,
  type ReactElement,
  type ReactNode,
} from "react";

/**
 * The few bindings the UI needs between i18next and React: a provider, a hook and <Trans> for
 * messages with embedded elements. Smaller than react-i18next, which kept the first page's
 * JavaScript over its budget.
 */
const I18nContext = createContext<i18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

const missing: TFunction = ((key: string, options?: unknown) =>
  typeof options === "string"
    ? options
    : ((options as { defaultValue?: string } | undefined)?.defaultValue ?? key)) as TFunction;

/** Each instance's t per namespace, and what they gave for keys asked without options. */
const fixed = new WeakMap<i18n, { t: Map<string, TFunction>; plain: Map<string, string>[] }>();

/**
 * An instance's t for a namespace, made once. A key asked without options (most labels) is looked
 * up once: i18next's lookup walks namespaces, plural forms and interpolation on every call, and a
 * page asks for the same labels on every render and, on the server, for every request. What it
 * remembered is forgotten when words are added (a route's namespace arriving); t stays the same.
 */
function fixedT(instance: i18n, namespace: string | undefined): TFunction {
  let made = fixed.get(instance);
  if (!made) {
    const fresh = { t: new Map<string, TFunction>(), plain: [] as Map<string, string>[] };
    made = fresh;
    fixed.set(instance, fresh);
    instance.store.on("added", () => fresh.plain.forEach((texts) => texts.clear()));
  }
  const name = namespace ?? "";
  let t = made.t.get(name);
  if (!t) {
    const lookup = instance.getFixedT(null, namespace ?? null);
    const plain = new Map<string, string>();
    made.plain.push(plain);
    t = ((key: string | string[], options?: unknown) => {
      if (options !== undefined || typeof key !== "string") return lookup(key, options as never);
      let text = plain.get(key);
      if (text === undefined) plain.set(key, (text = lookup(key)));
      return text;
    }) as TFunction;
    made.t.set(name, t);
  }
  return t;
}

export function useTranslation(namespace?: string): { t: TFunction; i18n: i18n | null } {
  const instance = useContext(I18nContext);
  return { t: instance ? fixedT(instance, namespace) : missing, i18n: instance };
}

/**
 * Renders a message whose text contains <name>...</name> or <name/> markers, putting the given
 * elements in their place: "I agree to the <terms>Terms</terms>" with components={{ terms: <Link/> }}.
 */
export function Trans({
  t,
  i18nKey,
  components,
  values,
}: {
  t: TFunction;
  i18nKey: string;
  components: Record<string, ReactElement>;
  values?: Record<string, unknown>;
}) {
  const text = String(t(i18nKey, values ?? {}));
  const parts: ReactNode[] = [];
  const pattern = /<(\w+)\s*\/>|<(\w+)>(.*?)<\/\2>/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const name = match[1] ?? match[2] ?? "";
    const element = components[name];
    if (element && isValidElement(element)) {
      parts.push(
        match[1]
          ? cloneElement(element, { key: parts.length })
          : cloneElement(element, { key: parts.length }, match[3]),
      );
    } else {
      parts.push(match[3] ?? "");
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
