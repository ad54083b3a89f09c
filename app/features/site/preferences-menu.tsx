import { DropdownMenu } from "radix-ui";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { currencies } from "../../../core/money.ts";
import { languages } from "../../../core/preferences.ts";
import { useApp } from "../../components/app-context.tsx";
import { MenuContent, MenuSeparator } from "../../components/ui/menu.tsx";
import { PreferencesTrigger } from "./preferences-button.tsx";

const itemClass =
  "flex cursor-pointer items-center justify-between gap-4 rounded-lg px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-muted data-[state=checked]:font-semibold";

/** Language and currency in one menu. */
export default function PreferencesMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const { lang, currency, setPreference } = useApp();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <PreferencesTrigger />
      </DropdownMenu.Trigger>
      <MenuContent width="lg">
        <DropdownMenu.Label className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {t("header.language")}
        </DropdownMenu.Label>
        <DropdownMenu.RadioGroup value={lang} onValueChange={(value) => setPreference("lang", value)}>
          {languages.map((code) => (
            <DropdownMenu.RadioItem key={code} value={code} className={itemClass} lang={code}>
              {t(`languages.${code}`)}
              <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
        <MenuSeparator />
        <DropdownMenu.Label className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {t("header.currency")}
        </DropdownMenu.Label>
        <DropdownMenu.RadioGroup value={currency} onValueChange={(value) => setPreference("currency", value)}>
          {currencies.map((code) => (
            <DropdownMenu.RadioItem key={code} value={code} className={itemClass}>
              {t(`currencies.${code}`)}
              <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
