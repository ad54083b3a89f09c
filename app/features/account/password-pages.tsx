import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

/** The narrow card both password pages are built on: an icon, a title, and what follows. */
export function PasswordCard({
  icon,
  title,
  tone = "accent",
  children,
}: {
  icon: ReactNode;
  title: string;
  tone?: "accent" | "success" | "danger";
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-20">
      <div className="rounded-3xl border bg-card p-6 shadow-sm sm:p-8">
        <span
          className={cn(
            "flex size-12 items-center justify-center rounded-2xl [&_svg]:size-6",
            tone === "accent" && "bg-accent-soft text-accent",
            tone === "success" && "bg-success/15 text-success",
            tone === "danger" && "bg-danger/15 text-danger",
          )}
          aria-hidden
        >
          {icon}
        </span>
        <h1 className="mt-4 font-display text-2xl font-semibold sm:text-3xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}
