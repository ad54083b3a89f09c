import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../lib/cn.ts";

/** The header of the operator's console and of the admin area: the area's sign, what it is, and who is signed in. */
export function AreaHeader({
  icon: Icon,
  eyebrow,
  title,
  signedInAs,
  className,
}: {
  icon: LucideIcon;
  eyebrow: string;
  title: ReactNode;
  signedInAs: string;
  className?: string;
}) {
  return (
    <header className={cn("flex flex-wrap items-center gap-4", className)}>
      <span
        className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-accent sm:size-14"
        aria-hidden
      >
        <Icon className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-muted-foreground">{eyebrow}</p>
        <h1 className="font-display text-2xl font-semibold break-words sm:text-3xl">{title}</h1>
        <p className="text-sm break-words text-muted-foreground">{signedInAs}</p>
      </div>
    </header>
  );
}
