import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A section's heading with its icon before the words, in the accent colour. */
export function IconHeading({
  as: Tag = "h2",
  icon: Icon,
  className = "font-display text-xl font-semibold",
  children,
}: {
  as?: "h2" | "h3";
  icon: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag className={`flex items-center gap-2 ${className}`}>
      <Icon className="size-5 text-accent" aria-hidden />
      {children}
    </Tag>
  );
}
