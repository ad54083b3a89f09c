import type { LucideIcon, LucideProps } from "lucide-react";

/**
 * An icon drawn from the sprite (scripts/icon-sprite.ts makes every `lucide-react` import of app/
 * one of these): lucide's <svg> with its classes and aria-hidden rule, and a <use> of the sprite's
 * symbol instead of the paths, so that a page repeats a short reference, not the drawing. lucide's
 * default attributes (24 px, no fill, a 2 px round stroke in currentColor) come from app.css; a
 * size, colour or stroke width given as a prop is an attribute, as with lucide.
 */
export function spriteIcon(href: string, classes: string): LucideIcon {
  function Icon({
    color,
    size,
    width = size,
    height = size,
    strokeWidth,
    absoluteStrokeWidth,
    className,
    children,
    ...rest
  }: LucideProps) {
    // lucide's rule: decorative unless something gives it a name or a role.
    const named =
      Boolean(children) ||
      Object.entries(rest).some(
        ([prop, value]) => (prop.startsWith("aria-") || prop === "role" || prop === "title") && value != null,
      );
    const stroke =
      absoluteStrokeWidth && width !== undefined
        ? (Number(strokeWidth ?? 2) * 24) / Number(width)
        : strokeWidth;
    return (
      <svg
        width={width}
        height={height}
        stroke={color}
        strokeWidth={stroke}
        className={className ? `${classes} ${className}` : classes}
        aria-hidden={named ? undefined : "true"}
        {...rest}
      >
        <use href={href} />
        {children}
      </svg>
    );
  }
  Icon.displayName = classes.split(" ")[1];
  return Icon as LucideIcon;
}
