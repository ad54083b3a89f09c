import type { ReactNode } from "react";
import { cn } from "../lib/cn.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { Button } from "./ui/button.tsx";
import { DialogClose, DialogContent, DialogDescription, DialogRoot, DialogTitle } from "./ui/dialog.tsx";

/**
 * A modal that asks one thing: the button that opens it, a title, a line that says what will
 * happen, then its form or its answers. The console's, the admin's and the traveller's
 * confirmations share it, so they look and read alike.
 */
export function AskDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  descriptionClassName = "mt-2 text-sm text-muted-foreground",
  size,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it (none where the page opens it itself). */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** A warning is said in red instead. */
  descriptionClassName?: string;
  size?: "md" | "lg" | "xl";
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      {trigger}
      <DialogContent closeLabel={t("actions.close")} size={size}>
        <DialogTitle className="pr-8 font-display text-xl font-semibold">{title}</DialogTitle>
        <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
        {children}
      </DialogContent>
    </DialogRoot>
  );
}

/**
 * A dialog's two answers: keep things as they are (it closes the dialog), or go ahead with the
 * button given as children. `keepType` is "button" inside a form, so keeping does not post it.
 */
export function DialogAnswers({
  keep,
  keepType,
  className,
  children,
}: {
  keep: string;
  keepType?: "button";
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn(className, "flex flex-wrap justify-end gap-2")}>
      <DialogClose asChild>
        <Button type={keepType} variant="outline">
          {keep}
        </Button>
      </DialogClose>
      {children}
    </div>
  );
}

/** The go-ahead answer when something ends or goes away: said in red. */
export const dangerButtonClass = "bg-danger text-white hover:bg-danger/90";
