import { DropdownMenu } from "radix-ui";
import type { ComponentProps } from "react";

const widths = { md: "w-56", lg: "w-60" };

/** A menu opened from a button (share, language and currency): a card under the button's end. */
export function MenuContent({
  width,
  ...props
}: ComponentProps<typeof DropdownMenu.Content> & { width: keyof typeof widths }) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className={`z-[60] ${widths[width]} rounded-2xl border bg-card p-1.5 text-card-foreground shadow-xl`}
        {...props}
      />
    </DropdownMenu.Portal>
  );
}

/** The line between a menu's groups. */
export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1.5 h-px bg-border" />;
}
