import { Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";

/** The bin that removes one row (a closed range, a weekly slot), named for what it removes. */
export function RemoveButton({
  label,
  busy,
  onRemove,
  type,
  className,
}: {
  label: string;
  busy: boolean;
  onRemove: () => void;
  /** "button" inside a form, so removing does not post it. */
  type?: "button";
  className?: string;
}) {
  return (
    <Button
      type={type}
      variant="ghost"
      size="iconSm"
      className={cn(className, "text-muted-foreground hover:text-danger")}
      aria-label={label}
      disabled={busy}
      onClick={onRemove}
    >
      <Trash2 aria-hidden />
    </Button>
  );
}
