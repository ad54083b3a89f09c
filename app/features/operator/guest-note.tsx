import type { LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn.ts";

/** What the guest wrote (special requests, a message), labelled, on a request or a manifest entry. */
export function GuestNote({
  icon: Icon,
  label,
  text,
  tone = "muted",
  className,
}: {
  icon: LucideIcon;
  label: string;
  text: string;
  tone?: "muted" | "accent";
  className?: string;
}) {
  return (
    <p
      className={cn(
        "flex gap-2 rounded-xl p-3 text-sm",
        tone === "accent" ? "bg-accent-soft" : "bg-muted",
        className,
      )}
    >
      <Icon
        className={cn("mt-0.5 size-4 shrink-0", tone === "accent" ? "text-accent" : "text-muted-foreground")}
        aria-hidden
      />
      <span>
        <span className="font-semibold">{label}: </span>
        {text}
      </span>
    </p>
  );
}
