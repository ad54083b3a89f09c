import { Trash2 } from "lucide-react";
import { fitParty, typeBounds } from "../../../core/party.ts";
import type { CartLine as Line } from "../../../core/views.ts";
import { useMoney } from "../../components/app-context.tsx";
import { photoSize, Picture } from "../../components/picture.tsx";
import { StepButton } from "../../components/step-button.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useLazyMessages } from "../../lib/lazy-messages.ts";
import { LineFacts } from "../../components/line-facts.tsx";
import { usePartyWords } from "../../components/party-words.ts";
import type { CartChange } from "./use-cart.ts";

/**
 * One line of the cart: the trip, who comes ("2 adults, 1 child, 1 infant") with a stepper per
 * participant type (the seats stop at what its departure has left; an infant on a lap takes none),
 * its total, the remove button, and why it cannot be booked.
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
  const { t } = useLazyMessages("booking", ["party"]);
  const words = usePartyWords();
  const money = useMoney();
  const order = item.types.map((type) => type.code);
  const bounds = typeBounds(item.types, item.participants, item.seatsLeft, item.adultRequired);
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
          <p className="text-xs font-medium" data-testid="cart-party">
            {words.party(item.participants, order)}
          </p>
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
      <div className="mt-3 flex items-end justify-between gap-3">
        <ul className="space-y-1.5" aria-label={t("cart.guests")}>
          {item.types.map((type) => {
            const n = item.participants[type.code] ?? 0;
            const { min, max } = bounds[type.code]!;
            const change = (count: number) =>
              onChange({
                intent: "update",
                itemId: item.id,
                participants: { ...item.participants, [type.code]: count },
              });
            return (
              <li key={type.code} className="flex items-center gap-2">
                <span className="w-24 truncate text-xs text-muted-foreground" title={words.row(type)}>
                  {words.name(type)}
                </span>
                <StepButton
                  step={-1}
                  disabled={busy || n <= min}
                  aria-label={words.t(`fewerFor.${type.code}`, { title: item.title })}
                  onClick={() => change(n - 1)}
                />
                <span
                  className="w-6 text-center font-semibold"
                  aria-live="polite"
                  data-testid={`cart-${type.code}`}
                >
                  {n}
                </span>
                <StepButton
                  step={1}
                  disabled={busy || n >= max}
                  aria-label={words.t(`moreFor.${type.code}`, { title: item.title })}
                  onClick={() => change(n + 1)}
                />
              </li>
            );
          })}
        </ul>
        <p className="font-bold" data-testid="cart-line-total">
          {money(item.totalCents)}
        </p>
      </div>
    </li>
  );
}

/**
 * Why a line cannot be booked, with its fix: a smaller party when its departure still has some
 * seats ("Only 3 seats left at this time" and "Change to 2 adults, 1 child"; children leave before
 * adults, infants on a lap stay), otherwise removing it.
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
  const { t } = useLazyMessages("booking", ["party"]);
  const words = usePartyWords();
  const fewer = item.problem === "full" && item.seatsLeft > 0;
  const fitted = fitParty(item.types, item.participants, item.seatsLeft, item.adultRequired);
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
          onClick={() => onChange({ intent: "update", itemId: item.id, participants: fitted })}
        >
          {words.t("fitTo", {
            party: words.party(
              fitted,
              item.types.map((type) => type.code),
            ),
          })}
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
