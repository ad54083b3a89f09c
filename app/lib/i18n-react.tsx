import type { i18n, TFunction } from "i18next";
import {
  cloneElement,
  createContext,
  Fragment,
  isValidElement,
  useContext,
  useMemo,
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

export function useTranslation(namespace?: string): { t: TFunction; i18n: i18n | null } {
  const instance = useContext(I18nContext);
  const t = useMemo(
    () => (instance ? instance.getFixedT(null, namespace ?? null) : missing),
    [instance, namespace],
  );
  return { t, i18n: instance };
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
