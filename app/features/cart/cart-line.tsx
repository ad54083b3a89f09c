import { Trash2 } from "lucide-react";
import type { CartLine as Line } from "../../../core/views.ts";
import { useMoney } from "../../components/app-context.tsx";
import { photoSize, Picture } from "../../components/picture.tsx";
import { StepButton } from "../../components/step-button.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useLazyMessages } from "../../lib/lazy-messages.ts";
import { LineFacts } from "../../components/line-facts.tsx";
import type { CartChange } from "./use-cart.ts";

/**
 * One line of the cart: the trip, its guests stepper (it stops at the seats its departure has left)
 * and remove button, and why it cannot be booked.
 */
export function CartLine({
  item,
  busy,
  onChange,
}: {
  item: Line;
  busy: boolean;
  onChange: (change: CartChange) => void;
}) {
  const { t } = useLazyMessages("booking");
  const money = useMoney();
  const guests = (count: number) => onChange({ intent: "update", itemId: item.id, guests: count });
  return (
    <li className="py-4">
      <div className="flex gap-3">
        {item.image[0] ? (
          <Picture
            src={item.image[0]}
            {...photoSize}
            sizes="96px"
            alt=""
            className="h-16 w-24 shrink-0 rounded-xl object-cover"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="leading-snug font-semibold hyphens-auto wrap-break-word">{item.title}</p>
          <p className="text-xs text-muted-foreground">{item.supplier}</p>
          <LineFacts item={item} />
        </div>
        <button
          type="button"
          className="self-start rounded-full p-2 text-muted-foreground hover:bg-muted hover:text-danger"
          aria-label={t("cart.remove", { title: item.title })}
          disabled={busy}
          onClick={() => onChange({ intent: "remove", itemId: item.id })}
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
      {item.problem ? <LineProblem item={item} busy={busy} onChange={onChange} /> : null}
      <div className="mt-3 flex items-center justify-between">
        <div className="flex items-center gap-2" role="group" aria-label={t("cart.guests")}>
          <StepButton
            step={-1}
            disabled={busy || item.guests <= 1}
            aria-label={t("cart.decrease", { title: item.title })}
            onClick={() => guests(item.guests - 1)}
          />
          <span className="w-6 text-center font-semibold" aria-live="polite">
            {item.guests}
          </span>
          <StepButton
            step={1}
            disabled={busy || item.guests >= item.seatsLeft}
            aria-label={t("cart.increase", { title: item.title })}
            onClick={() => guests(item.guests + 1)}
          />
        </div>
        <p className="font-bold">{money(item.totalCents)}</p>
      </div>
    </li>
  );
}

/**
 * Why a line cannot be booked, with its fix: fewer guests when its departure still has some seats
 * ("Only 3 seats left at this time" and "Change to 3 guests"), otherwise removing it.
 */
function LineProblem({
  item,
  busy,
  onChange,
}: {
  item: Line;
  busy: boolean;
  onChange: (change: CartChange) => void;
}) {
  const { t } = useLazyMessages("booking");
  const fewer = item.problem === "full" && item.seatsLeft > 0;
  return (
    <div
      className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-danger/10 px-3 py-2 text-xs font-medium text-danger"
      role="alert"
    >
      <p>
        {fewer
          ? t("cart.problem.seats", { count: item.seatsLeft })
          : t(`cart.problem.${item.problem ?? "unavailable"}`)}
      </p>
      {fewer ? (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => onChange({ intent: "update", itemId: item.id, guests: item.seatsLeft })}
        >
          {t("cart.fitTo", { count: item.seatsLeft })}
        </Button>
      ) : (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => onChange({ intent: "remove", itemId: item.id })}
        >
          {t("cart.removeLine")}
        </Button>
      )}
    </div>
  );
}
