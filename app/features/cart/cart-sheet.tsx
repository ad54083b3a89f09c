import { Lock, Minus, Plus, ShieldCheck, ShoppingBag, Trash2, Undo2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import type { Cart } from "../../../core/views.ts";
import { useApp, useMoney } from "../../components/app-context.tsx";
import { Picture } from "../../components/picture.tsx";
import { LineFacts } from "./line-facts.tsx";
import { toast } from "../../components/toast.tsx";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { DialogDescription, DialogRoot, DialogTitle, SheetContent } from "../../components/ui/dialog.tsx";
import { api } from "../../lib/api.ts";
import { useLazyMessages } from "../../lib/lazy-messages.ts";

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
  const { user, lang, openCheckout } = useApp();
  const money = useMoney();
  const revalidator = useRevalidator();
  const [cart, setCart] = useState<Cart | null>(null);
  const [busy, setBusy] = useState(false);
  const base = `/cart/${user?.id ?? ""}`;

  useEffect(() => {
    if (!open || !user) return;
    let live = true;
    void api<Cart>(`${base}?lang=${lang}`).then((res) => {
      if (live && res.ok && res.data) setCart(res.data);
    });
    return () => {
      live = false;
    };
  }, [open, user, base, lang]);

  const change = useCallback(
    async (path: string, method: "PUT" | "DELETE", body: unknown, done: string, failed: string) => {
      setBusy(true);
      const res = await api<Cart>(`${base}${path}?lang=${lang}`, { method, body });
      setBusy(false);
      if (res.ok && res.data) {
        setCart(res.data);
        toast.success(t(done));
        void revalidator.revalidate();
      } else {
        toast.error(t(failed));
      }
    },
    [base, lang, t, revalidator],
  );

  const blocked = cart?.items.some((item) => item.problem !== null) ?? false;

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
                <li key={item.id} className="py-4">
                  <div className="flex gap-3">
                    {item.image[0] ? (
                      <Picture
                        src={item.image[0]}
                        width={1280}
                        height={853}
                        sizes="96px"
                        alt=""
                        className="h-16 w-24 shrink-0 rounded-xl object-cover"
                      />
                    ) : null}
                    <div className="min-w-0 flex-1">
                      <p className="leading-snug font-semibold">{item.title}</p>
                      <p className="text-xs text-muted-foreground">{item.supplier}</p>
                      <LineFacts item={item} />
                    </div>
                    <button
                      type="button"
                      className="self-start rounded-full p-2 text-muted-foreground hover:bg-muted hover:text-danger"
                      aria-label={t("cart.remove", { title: item.title })}
                      disabled={busy}
                      onClick={() =>
                        void change(`/${item.id}`, "DELETE", undefined, "cart.removed", "cart.removeFailed")
                      }
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </button>
                  </div>
                  {item.problem ? (
                    <p
                      className="mt-2 rounded-lg bg-danger/10 px-3 py-2 text-xs font-medium text-danger"
                      role="alert"
                    >
                      {t(`cart.problem.${item.problem}`)}
                    </p>
                  ) : null}
                  <div className="mt-3 flex items-center justify-between">
                    <div className="flex items-center gap-2" role="group" aria-label={t("cart.guests")}>
                      <Button
                        variant="outline"
                        size="iconSm"
                        disabled={busy || item.guests <= 1}
                        aria-label={t("cart.decrease", { title: item.title })}
                        onClick={() =>
                          void change(
                            `/${item.id}`,
                            "PUT",
                            { guests: item.guests - 1 },
                            "cart.updated",
                            "cart.updateFailed",
                          )
                        }
                      >
                        <Minus aria-hidden />
                      </Button>
                      <span className="w-6 text-center font-semibold" aria-live="polite">
                        {item.guests}
                      </span>
                      <Button
                        variant="outline"
                        size="iconSm"
                        disabled={busy}
                        aria-label={t("cart.increase", { title: item.title })}
                        onClick={() =>
                          void change(
                            `/${item.id}`,
                            "PUT",
                            { guests: item.guests + 1 },
                            "cart.updated",
                            "cart.updateFailed",
                          )
                        }
                      >
                        <Plus aria-hidden />
                      </Button>
                    </div>
                    <p className="font-bold">{money(item.totalCents)}</p>
                  </div>
                </li>
              ))}
            </ul>
            <div className="space-y-3 border-t p-5">
              <div className="flex items-center justify-between">
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  onClick={() =>
                    void change("/clear", "DELETE", undefined, "cart.cleared", "cart.clearFailed")
                  }
                >
                  <Trash2 aria-hidden />
                  {t("cart.clear")}
                </Button>
                <p className="text-lg">
                  <span className="mr-2 text-sm text-muted-foreground">{t("cart.total")}</span>
                  <strong data-testid="cart-total">{money(cart.totalCents)}</strong>
                </p>
              </div>
              {blocked ? <p className="text-xs text-danger">{t("cart.blocked")}</p> : null}
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
                <li className="flex items-center gap-1">
                  <Undo2 className="size-3.5" aria-hidden />
                  {t("cart.freeCancellation")}
                </li>
                <li className="flex items-center gap-1">
                  <Lock className="size-3.5" aria-hidden />
                  {t("cart.securePayment")}
                </li>
                <li className="flex items-center gap-1">
                  <ShieldCheck className="size-3.5" aria-hidden />
                  {t("cart.atol")}
                </li>
              </ul>
            </div>
          </>
        )}
      </SheetContent>
    </DialogRoot>
  );
}
