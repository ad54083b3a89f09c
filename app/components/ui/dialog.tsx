import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

export const DialogRoot = Dialog.Root;
export const DialogClose = Dialog.Close;
export const DialogTitle = Dialog.Title;
export const DialogDescription = Dialog.Description;

function CloseButton({ label }: { label: string }) {
  return (
    <Dialog.Close
      className="absolute top-3 right-3 rounded-full p-2 text-muted-foreground hover:bg-muted hover:text-foreground"
      aria-label={label}
    >
      <X className="size-5" aria-hidden />
    </Dialog.Close>
  );
}

type ContentProps = ComponentProps<typeof Dialog.Content> & { closeLabel: string; children: ReactNode };

/** What every modal layer is: a dimmed page behind, the content, and its close button last. */
function Layer({ overlay, closeLabel, children, ...props }: ContentProps & { overlay: string }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={overlay} />
      <Dialog.Content {...props}>
        {children}
        <CloseButton label={closeLabel} />
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/** A centred modal: focus trapped, Escape and the close button close it. */
const widths = { md: "max-w-md", lg: "max-w-3xl", xl: "max-w-5xl" };

export function DialogContent({
  className,
  children,
  closeLabel,
  size = "md",
  ...props
}: ContentProps & { size?: keyof typeof widths }) {
  return (
    <Layer
      overlay="fixed inset-0 z-50 bg-black/60"
      className={cn(
        "fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border bg-card p-6 text-card-foreground shadow-2xl",
        widths[size],
        className,
      )}
      closeLabel={closeLabel}
      {...props}
    >
      {children}
    </Layer>
  );
}

/** A panel sliding in from a side (mobile menu, cart). */
export function SheetContent({
  className,
  children,
  closeLabel,
  side = "left",
  panel = false,
  ...props
}: ContentProps & {
  side?: "left" | "right";
  /** A wider panel whose content brings its own padding (the cart). */
  panel?: boolean;
}) {
  return (
    <Layer
      overlay="fixed inset-0 z-50 bg-black/55"
      className={cn(
        "fixed inset-y-0 z-50 flex flex-col overflow-y-auto border bg-card text-card-foreground shadow-2xl",
        panel ? "w-[min(26rem,92vw)]" : "w-[min(22rem,88vw)] p-5",
        side === "left" ? "left-0" : "right-0",
        className,
      )}
      closeLabel={closeLabel}
      {...props}
    >
      {children}
    </Layer>
  );
}
