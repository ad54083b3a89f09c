import { Globe } from "lucide-react";
import { forwardRef, lazy, Suspense, useState, type ComponentProps } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { currencySymbols } from "../../../core/money.ts";
import { useApp } from "../../components/app-context.tsx";

const PreferencesMenu = lazy(() => import("./preferences-menu.tsx"));

export const PreferencesTrigger = forwardRef<HTMLButtonElement, ComponentProps<"button">>(
  function PreferencesTrigger(props, ref) {
    const { t } = useTranslation();
    const { lang, currency } = useApp();
    return (
      <button
        ref={ref}
        type="button"
        className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold whitespace-nowrap hover:bg-muted"
        aria-label={t("header.preferences")}
        {...props}
      >
        <Globe className="size-4" aria-hidden />
        <span>
          {lang.toUpperCase()} · {currencySymbols[currency]}
        </span>
      </button>
    );
  },
);

/** A plain button until first used; then the real menu loads and opens in its place. */
export function PreferencesButton() {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <PreferencesTrigger aria-haspopup="menu" onClick={() => setWanted(true)} />;
  return (
    <Suspense fallback={<PreferencesTrigger aria-haspopup="menu" aria-busy />}>
      <PreferencesMenu defaultOpen />
    </Suspense>
  );
}
