import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export interface IconFact {
  icon: LucideIcon;
  text: ReactNode;
}

/**
 * Facts each after its icon (place, duration, dates, guests), as list items or as spans of one
 * line: the cards, the service page and the bookings differ only in spacing and the icon's colour.
 */
export function IconFacts({
  facts,
  as: Tag = "li",
  className,
  iconClassName = "size-4",
}: {
  facts: IconFact[];
  as?: "li" | "span";
  className: string;
  iconClassName?: string;
}) {
  return (
    <>
      {facts.map(({ icon: Icon, text }, index) => (
        <Tag key={index} className={className}>
          <Icon className={iconClassName} aria-hidden />
          {text}
        </Tag>
      ))}
    </>
  );
}
