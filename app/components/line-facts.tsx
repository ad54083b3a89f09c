import type { CartLine } from "../../core/views.ts";
import { useFormatters } from "./app-context.tsx";
import { useTranslation } from "../lib/i18n-react.tsx";

/** A cart line's dates and time, place and length (and guests, where no stepper shows them). */
export function LineFacts({ item, guests = false }: { item: CartLine; guests?: boolean }) {
  const { t } = useTranslation("booking");
  const { date, time } = useFormatters();
  return (
    <>
      <p className="mt-1 text-xs text-muted-foreground">
        {t("cart.dates", { start: date(item.dates.startDate), end: date(item.dates.endDate) })}{" "}
        {t("cart.at", { time: time(item.selectedTime) })}
      </p>
      <p className="text-xs text-muted-foreground">
        {item.location} · {t("common:units.days", { count: item.durationDays })}
        {guests ? ` · ${t("dialog.guestCount", { count: item.guests })}` : null}
      </p>
    </>
  );
}
