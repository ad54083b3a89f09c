import type { ComponentProps, ReactNode } from "react";
import { FieldError } from "../../../components/ui/input.tsx";
import { cn } from "../../../lib/cn.ts";
import type { PricingDraft } from "./pricing-draft.ts";

// What the pricing editor's sections share: the draft they change, the problems they show, and a
// ticked box that posts "on" (one not ticked is not posted: false).

export interface PricingPart {
  draft: PricingDraft;
  /** Changes the draft; each named schema field's problem goes away until the next check. */
  change: (update: (before: PricingDraft) => PricingDraft, ...edited: string[]) => void;
  /** A schema field's problem in words. */
  error: (field: string) => string | undefined;
  /** Scripts run: rows are added and removed with buttons, not by leaving a blank row. */
  hydrated: boolean;
}

export function Box({
  id,
  label,
  error,
  className,
  ...props
}: Omit<ComponentProps<"input">, "type"> & { id: string; label: ReactNode; error?: string }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="flex min-h-11 items-center gap-2.5 text-sm">
        <input
          id={id}
          type="checkbox"
          className="size-4 shrink-0 accent-primary"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...props}
        />
        <span>{label}</span>
      </label>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** One part of the editor: a heading, a line of help, its fields. */
export function PricingSection({
  id,
  title,
  intro,
  children,
  className,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn("border-t pt-5 first:border-t-0 first:pt-0", className)}>
      <h4 id={id} className="font-display text-base font-semibold">
        {title}
      </h4>
      {intro ? <p className="mt-1 text-sm text-muted-foreground">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A compact input in a table cell or a row, labelled for screen readers when its column says it. */
export const cellInput =
  "h-11 w-full min-w-20 rounded-xl border border-input bg-card px-3 text-base text-foreground aria-invalid:border-danger sm:text-sm";
