import { Clock } from "lucide-react";
import { OPERATOR_UTC_OFFSET_HOURS } from "../../core/dates.ts";
import { cn } from "../lib/cn.ts";
import { useTranslation } from "../lib/i18n-react.tsx";

/**
 * "Times are Kamchatka time (GMT+12)": said once on a page or dialog that lists slot times, since a
 * slot's "08:00" is the peninsula's clock wherever the reader is.
 */
export function PeninsulaTime({ className }: { className?: string }) {
  const { t } = useTranslation("common");
  return (
    <p className={cn("flex items-center gap-1.5 text-xs text-muted-foreground", className)}>
      <Clock className="size-3.5 shrink-0" aria-hidden />
      {t("peninsulaTime", { zone: `GMT+${OPERATOR_UTC_OFFSET_HOURS}` })}
    </p>
  );
}
