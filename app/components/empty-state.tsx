import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../lib/cn.ts";

const sizes = {
  page: { box: "p-10", icon: "size-10", title: "mt-1 text-lg", action: "mt-6" },
  section: { box: "p-6 text-sm", icon: "size-8", title: "", action: "mt-4" },
};

/**
 * What a list shows when it has nothing in it, everywhere alike: a dashed box with an icon, a title,
 * a line of text and what to do next. `page` stands for a page's whole list; `section` for a part
 * of a page. The caller places it (margins only: classes are joined, not merged).
 */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
  size = "page",
  headingLevel,
  className,
}: {
  icon?: LucideIcon;
  title?: ReactNode;
  text?: ReactNode;
  /** A link or button: the way out (browse, clear the filters). */
  action?: ReactNode;
  size?: keyof typeof sizes;
  /** The title as a heading of this level, where the page's outline wants one; else a paragraph. */
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const look = sizes[size];
  const Title = headingLevel ? (`h${headingLevel}` as const) : "p";
  return (
    <div
      className={cn(
        "flex flex-col items-center rounded-2xl border border-dashed text-center text-muted-foreground",
        look.box,
        className,
      )}
    >
      {Icon ? <Icon className={cn("mb-3 shrink-0", look.icon)} aria-hidden /> : null}
      {title ? <Title className={cn("font-semibold text-foreground", look.title)}>{title}</Title> : null}
      {text ? <p className={cn("max-w-md", title ? "mt-1" : null)}>{text}</p> : null}
      {action ? <div className={look.action}>{action}</div> : null}
    </div>
  );
}
