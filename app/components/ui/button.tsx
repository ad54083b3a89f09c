import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/cn.ts";

const base =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0";

const variants = {
  primary: "bg-accent text-accent-foreground hover:bg-accent/90",
  outline: "border border-input bg-transparent hover:bg-muted",
  ghost: "hover:bg-muted",
  subtle: "bg-muted text-foreground hover:bg-muted/70",
  light: "bg-white/95 text-stone-900 hover:bg-white",
  outlineCurrent: "border border-current hover:bg-black/10",
  link: "text-accent underline-offset-4 hover:underline rounded-none",
};

const sizes = {
  sm: "h-9 px-3",
  md: "h-11 px-5",
  lg: "h-12 px-7 text-base",
  icon: "size-11",
  iconSm: "size-9",
};

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** The classes of a button, for links styled as one. */
export const buttonVariants = ({
  variant = "primary",
  size = "md",
}: { variant?: ButtonVariant | null; size?: ButtonSize | null } = {}) =>
  cn(base, variants[variant ?? "primary"], sizes[size ?? "md"]);

type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ className, variant, size, ...props }: ComponentProps<"button"> & ButtonStyle) {
  return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

/** A link that looks like a button. */
export function ButtonLink({
  className,
  variant,
  size,
  ...props
}: ComponentProps<typeof Link> & ButtonStyle) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
