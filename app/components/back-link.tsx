import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { cn } from "../lib/cn.ts";

/** The way back from a detail page to its list, above the page's title. */
export function BackLink({ to, children, className }: { to: string; children: string; className?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        "inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground",
        className,
      )}
    >
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </Link>
  );
}
