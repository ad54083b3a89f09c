import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { cn } from "../lib/cn.ts";

export interface AreaTab {
  to: string;
  label: string;
  /** Matches only its own address (an area's landing page), not its children. */
  end?: boolean;
  /** A count beside the label (unanswered requests, unread messages); hidden at 0. */
  badge?: number;
  badgeLabel?: string;
}

/** A signed-in area's tabs (dashboard, console, admin), each its own address, so reload and back work. */
export function AreaTabs({ label, tabs, className }: { label: string; tabs: AreaTab[]; className?: string }) {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a narrow screen the row scrolls: keep the current tab in sight.
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav.current && current) nav.current.scrollLeft = current.offsetLeft - 16;
  }, [pathname]);
  return (
    <nav
      ref={nav}
      aria-label={label}
      className={cn("-mx-4 mt-8 overflow-x-auto border-b px-4 sm:mx-0 sm:px-0", className)}
    >
      <ul className="flex min-w-max gap-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              prefetch="intent"
              className={({ isActive }) =>
                cn(
                  "-mb-px inline-flex h-11 items-center gap-2 border-b-2 px-3 text-sm font-semibold transition-colors sm:px-4",
                  isActive
                    ? "border-accent text-foreground"
                    : "border-transparent text-muted-foreground hover:text-foreground",
                )
              }
            >
              {tab.label}
              {tab.badge ? (
                <span
                  className="inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-semibold text-accent-foreground"
                  aria-label={tab.badgeLabel}
                >
                  {tab.badge}
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
