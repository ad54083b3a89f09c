import { Bell, LayoutDashboard, LogOut, Menu, Search, ShoppingBag, User, X } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { Form, Link, NavLink, useLocation } from "react-router";
import { favoritesStorageKey } from "../../../core/preferences.ts";
import { badgeCount } from "../../../core/pricing.ts";
import { displayName, useApp } from "../../components/app-context.tsx";
import { LogoMark } from "../../components/logo.tsx";
import { SignInLink } from "../../components/sign-in-link.tsx";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import { backOffices, categoryLinks } from "./nav-links.ts";
import { PreferencesButton } from "./preferences-button.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";

// Menus and dialogs load when first opened, keeping them out of the first page's JavaScript.
const MobileDrawer = lazy(() => import("./mobile-drawer.tsx"));
// The search panel's form (with its suggestions) loads when the panel is first opened.
const SearchForm = lazy(() => import("./search-form.tsx").then((m) => ({ default: m.SearchForm })));

/**
 * Older versions kept a copy of each account's favourites in the browser (the server's list is the
 * only one now): none stays once nobody is signed in, after a sign-out on a shared computer too.
 */
function forgetLocalFavorites() {
  const prefix = favoritesStorageKey("");
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
  } catch {
    // storage may be off; then nothing was kept either
  }
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-full px-3 py-2 text-sm font-semibold transition-colors hover:bg-muted",
    isActive ? "text-accent" : "text-foreground/80",
  );

export function Header() {
  const { t } = useTranslation();
  const { user, cartCount, unreadNotifications, areas, openCart } = useApp();
  const [menuOpen, setMenuOpen] = useState(false);
  // In the console the bell opens the console's list; elsewhere the dashboard's (the same entries).
  const inConsole = useLocation().pathname.startsWith("/operator");
  const [searchOpen, setSearchOpen] = useState(false);
  useEffect(() => {
    if (!user) forgetLocalFavorites();
  }, [user]);

  return (
    <header className="sticky top-0 z-40 border-b print:hidden bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded-full focus:bg-card focus:px-4 focus:py-2"
      >
        {t("skipToContent")}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <button
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-full hover:bg-muted lg:hidden"
          aria-label={t("header.openMenu")}
          onClick={() => setMenuOpen(true)}
        >
          <Menu className="size-5" aria-hidden />
        </button>
        <Link to="/" className="mr-2 flex items-center gap-2.5" aria-label={t("brand")}>
          <LogoMark className="size-8" />
          <span className="hidden font-display text-lg leading-tight font-semibold whitespace-nowrap sm:inline">
            {t("brand")}
          </span>
        </Link>
        <nav aria-label={t("nav.mainLabel")} className="hidden items-center lg:flex">
          {categoryLinks.map(({ category, to }) => (
            <NavLink key={category} to={to} className={navClass}>
              {t(`categories.${category}`)}
            </NavLink>
          ))}
          <NavLink to="/services" className={navClass}>
            {t("nav.catalog")}
          </NavLink>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-full hover:bg-muted"
            aria-label={searchOpen ? t("header.closeSearch") : t("header.openSearch")}
            aria-expanded={searchOpen}
            aria-controls="search-panel"
            onClick={() => setSearchOpen((open) => !open)}
          >
            {searchOpen ? <X className="size-5" aria-hidden /> : <Search className="size-5" aria-hidden />}
          </button>
          <div className="hidden md:block">
            <PreferencesButton />
          </div>
          <ThemeToggle className="hidden md:inline-flex" />
          {user ? (
            <>
              {/* With a back-office link beside it, the greeting waits for a wide screen. */}
              <span
                className={`hidden px-2 text-sm font-medium whitespace-nowrap ${
                  areas.operator || areas.admin ? "2xl:inline" : "xl:inline"
                }`}
              >
                {t("header.greeting", { name: displayName(user) })}
              </span>
              {/* The back offices; on small screens they are in the menu. */}
              {backOffices.map(({ area, to, label }) =>
                areas[area] ? (
                  <div key={area} className="hidden lg:block">
                    <ButtonLink variant="ghost" size="sm" to={to}>
                      {t(label)}
                    </ButtonLink>
                  </div>
                ) : null,
              )}
              <div className="hidden sm:block">
                <ButtonLink variant="ghost" size="icon" aria-label={t("header.dashboard")} to="/dashboard">
                  <LayoutDashboard aria-hidden />
                </ButtonLink>
              </div>
              <ButtonLink
                variant="ghost"
                size="icon"
                className="relative"
                to={inConsole ? "/operator/notifications" : "/dashboard/notifications"}
                aria-label={
                  unreadNotifications > 0
                    ? t("notifications.labelUnread", { count: unreadNotifications })
                    : t("notifications.label")
                }
              >
                <Bell aria-hidden />
                {unreadNotifications > 0 ? (
                  <span className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-accent px-1 text-center text-[11px] leading-5 font-bold text-accent-foreground">
                    {unreadNotifications > 9 ? "9+" : unreadNotifications}
                  </span>
                ) : null}
              </ButtonLink>
              <Button
                variant="ghost"
                size="icon"
                className="relative"
                aria-label={t("header.cartWithCount", { count: cartCount })}
                aria-haspopup="dialog"
                onClick={openCart}
              >
                <ShoppingBag aria-hidden />
                {cartCount > 0 ? (
                  <span className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-accent px-1 text-center text-[11px] leading-5 font-bold text-accent-foreground">
                    {badgeCount(cartCount)}
                  </span>
                ) : null}
              </Button>
              <Form method="post" action="/sign-out" className="hidden sm:block">
                <Button type="submit" variant="ghost" size="icon" aria-label={t("header.signOut")}>
                  <LogOut aria-hidden />
                </Button>
              </Form>
            </>
          ) : (
            <SignInLink variant="primary" size="sm" className="ml-1">
              <User aria-hidden />
              {t("header.signIn")}
            </SignInLink>
          )}
        </div>
      </div>
      {searchOpen ? (
        <div id="search-panel" className="border-t bg-background">
          <div className="mx-auto max-w-3xl px-4 py-4 sm:px-6">
            <Suspense fallback={<div className="h-11" />}>
              <SearchForm autoFocus suggest onDone={() => setSearchOpen(false)} />
            </Suspense>
          </div>
        </div>
      ) : null}
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileDrawer open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}
