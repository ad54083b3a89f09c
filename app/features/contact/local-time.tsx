import { useEffect, useState } from "react";
import { OPERATOR_TIME_ZONE } from "../../../core/dates.ts";

/** The peninsula's local time (GMT+12), ticking. */
export function LocalTime({ locale }: { locale: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const text = new Intl.DateTimeFormat(locale, {
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: OPERATOR_TIME_ZONE,
  }).format(now);
  return (
    <time suppressHydrationWarning className="font-semibold text-foreground">
      {text}
    </time>
  );
}
