import { Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";

/**
 * The bin that removes one row (a closed range, a weekly slot), named for what it removes: the
 * submit button of the row's removal form.
 */
export function RemoveButton({
  label,
  busy,
  className,
}: {
  label: string;
  busy: boolean;
  className?: string;
}) {
  return (
    <Button
      type="submit"
      variant="ghost"
      size="iconSm"
      className={cn(className, "text-muted-foreground hover:text-danger")}
      aria-label={label}
      disabled={busy}
    >
      <Trash2 aria-hidden />
    </Button>
  );
}
