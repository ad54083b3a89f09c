import { Moon, Sun } from "lucide-react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useApp } from "../../components/app-context.tsx";

/** Switches between light and dark; the icon follows the class on <html>, so it is right before hydration too. */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { setPreference } = useApp();
  return (
    <button
      type="button"
      className={`inline-flex size-10 items-center justify-center rounded-full hover:bg-muted ${className ?? ""}`}
      aria-label={t("header.toggleTheme")}
      onClick={() =>
        setPreference("theme", document.documentElement.classList.contains("dark") ? "light" : "dark")
      }
    >
      <Moon className="size-5 dark:hidden" aria-hidden />
      <Sun className="hidden size-5 dark:block" aria-hidden />
    </button>
  );
}
