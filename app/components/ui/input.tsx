import type { ComponentProps, ReactNode } from "react";
import { Search } from "lucide-react";
import { cn } from "../../lib/cn.ts";

/** `pill` rounds fully; `iconStart`/`iconEnd` leave room for an icon or a button inside. */
export function Input({
  className,
  pill = false,
  iconStart = false,
  iconEnd = false,
  ...props
}: ComponentProps<"input"> & { pill?: boolean; iconStart?: boolean; iconEnd?: boolean }) {
  return (
    <input
      className={cn(
        pill ? "rounded-full" : "rounded-xl",
        iconStart ? "pl-10" : "pl-3.5",
        iconEnd ? "pr-11" : "pr-3.5",
        "h-11 w-full border border-input bg-card text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-danger sm:text-sm",
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "min-h-32 w-full rounded-xl border border-input bg-card px-3.5 py-2.5 text-base text-foreground placeholder:text-muted-foreground aria-invalid:border-danger sm:text-sm",
        className,
      )}
      {...props}
    />
  );
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("mb-1.5 block text-sm font-medium", className)} {...props} />;
}

export function FieldError({ id, children }: { id?: string; children?: string | null }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-danger">
      {children}
    </p>
  );
}

/**
 * A field in a row of fields (its `className`): it spans three rows of the row's grid (label,
 * control, error) as a subgrid, so the controls stay in line when one label wraps onto two lines.
 */
export const fieldInRow = "row-span-3 grid grid-rows-subgrid [&>label]:self-end";

/**
 * A label, the control, and its error (the control should set aria-describedby="{id}-error").
 * `className` places the three in a row of fields (a subgrid that lines up the controls).
 */
export function Field({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** A labelled input wired to its error message (aria-invalid and aria-describedby). */
export function TextField({
  id,
  label,
  error,
  fieldClassName,
  ...props
}: ComponentProps<"input"> & { id: string; label: string; error?: string; fieldClassName?: string }) {
  return (
    <Field id={id} label={label} error={error} className={fieldClassName}>
      <Input
        id={id}
        {...props}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : props["aria-describedby"]}
      />
    </Field>
  );
}

/** A round search box with its magnifier and a label for screen readers. */
export function SearchInput({
  id,
  label,
  className,
  ...props
}: Omit<ComponentProps<"input">, "id" | "type"> & { id: string; label: string }) {
  return (
    <div className={cn("relative", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input id={id} type="search" pill iconStart {...props} />
    </div>
  );
}
