import type { BookingDetailView } from "../../../core/views.ts";
import { useFormatters } from "../../components/app-context.tsx";
import { cn } from "../../lib/cn.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";

/** The conversation with the operator: the guest's messages and the operator's replies, set apart. */
export function BookingMessages({ booking }: { booking: BookingDetailView }) {
  const { t } = useTranslation("dashboard");
  const { date } = useFormatters();
  if (booking.messages.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold">{t("booking.messages")}</h3>
      <ol className="mt-2 space-y-2">
        {booking.messages.map((m) => {
          const operator = m.author === "operator";
          return (
            <li key={m.id} className={cn("flex", operator ? "justify-start" : "justify-end")}>
              <div
                className={cn(
                  "max-w-[85%] rounded-2xl p-3 text-sm",
                  operator
                    ? "rounded-bl-sm border border-accent/40 bg-accent-soft"
                    : "rounded-br-sm bg-muted",
                )}
              >
                <p
                  className={cn("text-xs font-semibold", operator ? "text-accent" : "text-muted-foreground")}
                >
                  {operator
                    ? t("booking.messageOperator", { supplier: booking.supplier })
                    : t("booking.messageYou")}
                </p>
                <p className="mt-1 break-words whitespace-pre-line">{m.message}</p>
                <p className="mt-1 text-xs text-muted-foreground">{date(m.date)}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
