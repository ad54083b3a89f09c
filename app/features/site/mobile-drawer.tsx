import {
  Building2,
  CalendarCheck,
  Heart,
  Home,
  LayoutGrid,
  Settings,
  ShieldCheck,
  ShoppingBag,
  UserRound,
} from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { Form, NavLink } from "react-router";
import { currencies } from "../../../core/money.ts";
import { badgeCount } from "../../../core/pricing.ts";
import { languages } from "../../../core/preferences.ts";
import { displayName, useApp } from "../../components/app-context.tsx";
import { Button } from "../../components/ui/button.tsx";
import { DialogDescription, DialogRoot, DialogTitle, SheetContent } from "../../components/ui/dialog.tsx";
import { SelectField } from "../../components/ui/select.tsx";
import { Toggle } from "../../components/ui/switch.tsx";
import { cn } from "../../lib/cn.ts";
import { backOffices, categoryLinks } from "./nav-links.ts";
import { SearchForm } from "./search-form.tsx";

const backOfficeIcons = { operator: Building2, admin: ShieldCheck };

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold transition-colors hover:bg-muted",
    isActive && "bg-accent-soft text-accent",
  );

function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="ml-auto rounded-full bg-accent px-2 text-xs leading-5 font-bold text-accent-foreground">
      {badgeCount(count)}
    </span>
  );
}

/** Starts from the class on <html>, which already reflects a "system" choice. */
function DarkModeSwitch({ label, onChange }: { label: string; onChange: (dark: boolean) => void }) {
  const [dark, setDark] = useState(() => document.documentElement.classList.contains("dark"));
  return (
    <Toggle
      checked={dark}
      onCheckedChange={(checked) => {
        setDark(checked);
        onChange(checked);
      }}
      aria-label={label}
    />
  );
}

export default function MobileDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { user, cartCount, favoriteIds, areas, lang, currency, setPreference, openSignIn, openCart } =
    useApp();
  const close = () => onOpenChange(false);
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" closeLabel={t("actions.close")} aria-describedby="drawer-description">
        <DialogTitle className="font-display text-xl font-semibold">{t("drawer.title")}</DialogTitle>
        <DialogDescription id="drawer-description" className="sr-only">
          {t("drawer.description")}
        </DialogDescription>
        <div className="mt-5">
          <SearchForm onDone={close} />
        </div>
        <nav className="mt-6" aria-label={t("nav.explore")}>
          <h2 className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t("nav.explore")}
          </h2>
          <ul className="mt-2 space-y-0.5">
            <li>
              <NavLink to="/" end className={linkClass} onClick={close}>
                <Home className="size-4" aria-hidden />
                {t("nav.home")}
              </NavLink>
            </li>
            <li>
              <NavLink to="/services" className={linkClass} onClick={close}>
                <LayoutGrid className="size-4" aria-hidden />
                {t("nav.catalog")}
              </NavLink>
            </li>
            {categoryLinks.map(({ category, to }) => (
              <li key={category}>
                <NavLink to={to} className={linkClass} onClick={close}>
                  <span className="size-4" aria-hidden />
                  {t(`categories.${category}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {user ? (
          <nav className="mt-6" aria-label={t("drawer.account")}>
            <h2 className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {t("header.greeting", { name: displayName(user) })}
            </h2>
            <ul className="mt-2 space-y-0.5">
              <li>
                <NavLink to="/dashboard/bookings" className={linkClass} onClick={close}>
                  <CalendarCheck className="size-4" aria-hidden />
                  {t("drawer.bookings")}
                </NavLink>
              </li>
              <li>
                <NavLink to="/dashboard/favorites" className={linkClass} onClick={close}>
                  <Heart className="size-4" aria-hidden />
                  {t("drawer.favorites")}
                  <CountBadge count={favoriteIds.length} />
                </NavLink>
              </li>
              <li>
                <button
                  type="button"
                  className={linkClass({ isActive: false })}
                  onClick={() => {
                    close();
                    openCart();
                  }}
                >
                  <ShoppingBag className="size-4" aria-hidden />
                  {t("drawer.cart")}
                  <CountBadge count={cartCount} />
                </button>
              </li>
              <li>
                <NavLink to="/dashboard/profile" className={linkClass} onClick={close}>
                  <UserRound className="size-4" aria-hidden />
                  {t("drawer.profile")}
                </NavLink>
              </li>
              <li>
                <NavLink to="/dashboard/settings" className={linkClass} onClick={close}>
                  <Settings className="size-4" aria-hidden />
                  {t("drawer.settings")}
                </NavLink>
              </li>
              {backOffices.map(({ area, to, label }) => {
                if (!areas[area]) return null;
                const Icon = backOfficeIcons[area];
                return (
                  <li key={area}>
                    <NavLink to={to} className={linkClass} onClick={close}>
                      <Icon className="size-4" aria-hidden />
                      {t(label)}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
            <Form method="post" action="/sign-out" className="mt-2 px-3" onSubmit={close}>
              <Button type="submit" variant="outline" size="sm" className="w-full">
                {t("header.signOut")}
              </Button>
            </Form>
          </nav>
        ) : (
          <Button
            className="mt-6"
            onClick={() => {
              close();
              openSignIn("signin");
            }}
          >
            {t("header.signIn")}
          </Button>
        )}
        <section className="mt-6 space-y-3 border-t pt-5" aria-label={t("drawer.preferences")}>
          <div className="flex items-center justify-between gap-3">
            <span className="text-sm font-medium" id="drawer-language">
              {t("header.language")}
            </span>
            <SelectField
              label={t("header.language")}
              value={lang}
              onValueChange={(value) => setPreference("lang", value)}
              options={languages.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
              className="w-40"
            />
          </div>
          <div className="flex items-center justify-between gap-3">
            <span className="text-sm font-medium">{t("header.currency")}</span>
            <SelectField
              label={t("header.currency")}
              value={currency}
              onValueChange={(value) => setPreference("currency", value)}
              options={currencies.map((code) => ({ value: code, label: t(`currencies.${code}`) }))}
              className="w-40"
            />
          </div>
          <label className="flex items-center justify-between gap-3">
            <span className="text-sm font-medium">{t("header.darkMode")}</span>
            <DarkModeSwitch
              label={t("header.darkMode")}
              onChange={(dark) => setPreference("theme", dark ? "dark" : "light")}
            />
          </label>
        </section>
      </SheetContent>
    </DialogRoot>
  );
}
