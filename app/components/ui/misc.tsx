import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

const tones = {
  muted: "bg-muted",
  success: "bg-success/15 text-success",
  danger: "bg-danger/15 text-danger",
  accent: "bg-accent-soft text-accent",
};

export function Badge({
  className,
  tone = "muted",
  ...props
}: ComponentProps<"span"> & { tone?: keyof typeof tones }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}

export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn("rounded-2xl border bg-card text-card-foreground shadow-sm", className)} {...props} />
  );
}

export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("animate-pulse rounded-lg bg-muted", className)} aria-hidden {...props} />;
}
