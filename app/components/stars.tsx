import { Star } from "lucide-react";
import { cn } from "../lib/cn.ts";

/** Five stars, `rating` of them filled, read out as the label. */
export function Stars({ rating, label, className }: { rating: number; label: string; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-0.5", className)} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={n <= rating ? "size-4 fill-amber-400 text-amber-400" : "size-4 text-muted-foreground"}
          aria-hidden
        />
      ))}
    </span>
  );
}
