import { useCallback, useState } from "react";
import { useFetcher } from "react-router";
import type { CreatedOrder } from "../../../core/views.ts";
import { toast } from "../../components/toast.tsx";
import { DialogContent, DialogRoot } from "../../components/ui/dialog.tsx";
import { useLazyMessages } from "../../lib/lazy-messages.ts";
import { CheckoutForm } from "./checkout-form.tsx";
import { SuccessView } from "./success-view.tsx";

/**
 * Checkout: opening it holds the seats of every cart line for 15 minutes (the form's body takes
 * the hold when it mounts); closing before paying releases them. Once paid, the success view.
 */
export default function CheckoutDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLazyMessages("booking");
  const release = useFetcher();
  const [placed, setPlaced] = useState<CreatedOrder | null>(null);
  // A new opening starts at the form again (reset while rendering, so the old success never shows).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setPlaced(null);
  }

  function close(next: boolean) {
    if (!next && !placed) {
      void release.submit({ intent: "release" }, { method: "post", action: "/resources/checkout" });
    }
    onOpenChange(next);
  }

  const onPlaced = useCallback(
    (order: CreatedOrder) => {
      setPlaced(order);
      toast.success(t("checkout.success"));
    },
    [t],
  );

  return (
    <DialogRoot open={open} onOpenChange={close}>
      <DialogContent size="lg" closeLabel={t("common:actions.close")}>
        {placed ? (
          <SuccessView order={placed} onClose={() => onOpenChange(false)} />
        ) : (
          <CheckoutForm
            onPlaced={onPlaced}
            onClose={() => close(false)}
            onLeave={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </DialogRoot>
  );
}
