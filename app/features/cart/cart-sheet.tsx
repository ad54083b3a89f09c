import { Lock, ShieldCheck, ShoppingBag, Trash2, Undo2 } from "lucide-react";
import { useApp, useMoney } from "../../components/app-context.tsx";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { DialogDescription, DialogRoot, DialogTitle, SheetContent } from "../../components/ui/dialog.tsx";
import { useLazyMessages } from "../../lib/lazy-messages.ts";
import { CartLine } from "./cart-line.tsx";
import { useCart } from "./use-cart.ts";

/** What the cart promises under its checkout button. */
const promises = [
  { icon: Undo2, key: "cart.freeCancellation" },
  { icon: Lock, key: "cart.securePayment" },
  { icon: ShieldCheck, key: "cart.atol" },
];

/**
 * The cart: every change goes to the server and the sheet shows what the server answers; the
 * header badge follows through the root loader. Lines that can no longer be booked are marked and
 * keep the cart from checkout.
 */
export default function CartSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLazyMessages("booking");
  const { openCheckout, lang } = useApp();
  const money = useMoney();
  const { cart, busy, send } = useCart(open);

  // The lines that keep the cart from checkout, named under the button.
  const blocking = cart?.items.filter((item) => !item.fits) ?? [];
  const blocked = blocking.length > 0;

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" panel closeLabel={t("common:actions.close")}>
        <div className="border-b p-5 pr-12">
          <DialogTitle className="flex items-center gap-2 font-display text-xl font-semibold">
            <ShoppingBag className="size-5 text-accent" aria-hidden />
            {t("cart.title")}
            {cart ? (
              <span className="text-sm font-normal text-muted-foreground">
                ({t("cart.count", { count: cart.count })})
              </span>
            ) : null}
          </DialogTitle>
          <DialogDescription className="mt-1 text-sm text-muted-foreground">
            {t("cart.subtitle")}
          </DialogDescription>
        </div>
        {!cart ? (
          <p role="status" className="flex-1 p-5 text-sm text-muted-foreground">
            {t("cart.loading")}
          </p>
        ) : cart.items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
            <ShoppingBag className="size-12 text-muted-foreground" aria-hidden />
            <p className="font-semibold">{t("cart.empty")}</p>
            <p className="text-sm text-muted-foreground">{t("cart.emptyText")}</p>
            <ButtonLink to="/services" className="mt-2" onClick={() => onOpenChange(false)}>
              {t("cart.browse")}
            </ButtonLink>
          </div>
        ) : (
          <>
            <ul className="flex-1 divide-y overflow-y-auto px-5" aria-busy={busy}>
              {cart.items.map((item) => (
                <CartLine key={item.id} item={item} busy={busy} onChange={send} />
              ))}
            </ul>
            <div className="space-y-3 border-t p-5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Button variant="ghost" size="sm" disabled={busy} onClick={() => send({ intent: "clear" })}>
                  <Trash2 aria-hidden />
                  {t("cart.clear")}
                </Button>
                <p className="text-lg">
                  <span className="mr-2 text-sm text-muted-foreground">{t("cart.total")}</span>
                  <strong data-testid="cart-total">{money(cart.totalCents)}</strong>
                </p>
              </div>
              {blocked ? (
                <p className="text-xs text-danger">
                  {t("cart.blocked", {
                    titles: new Intl.ListFormat(lang).format(blocking.map((item) => item.title)),
                  })}
                </p>
              ) : null}
              <Button
                size="lg"
                className="w-full"
                disabled={busy || blocked}
                onClick={() => {
                  onOpenChange(false);
                  openCheckout();
                }}
              >
                {t("cart.checkout")}
              </Button>
              <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
                {promises.map(({ icon: Icon, key }) => (
                  <li key={key} className="flex items-center gap-1">
                    <Icon className="size-3.5" aria-hidden />
                    {t(key)}
                  </li>
                ))}
              </ul>
            </div>
          </>
        )}
      </SheetContent>
    </DialogRoot>
  );
}
