import { ShieldCheck } from "lucide-react";
import type { CreatedOrder } from "../../../core/views.ts";
import { ButtonLink } from "../../components/ui/button.tsx";
import { DialogDescription, DialogTitle } from "../../components/ui/dialog.tsx";
import { useLazyMessages } from "../../lib/lazy-messages.ts";

/** The order is placed: its reference, and where to go next. */
export function SuccessView({ order, onClose }: { order: CreatedOrder; onClose: () => void }) {
  const { t } = useLazyMessages("booking");
  return (
    <div className="py-6 text-center">
      <ShieldCheck className="mx-auto size-14 text-success" aria-hidden />
      <DialogTitle className="mt-4 font-display text-2xl font-semibold">
        {t("checkout.successTitle")}
      </DialogTitle>
      <DialogDescription className="mx-auto mt-3 max-w-md text-muted-foreground">
        {t("checkout.successText", { reference: order.order.reference })}
      </DialogDescription>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to={`/orders/${order.order.reference}`} variant="outline" onClick={onClose}>
          {t("checkout.viewReceipt")}
        </ButtonLink>
        <ButtonLink to="/dashboard/bookings" onClick={onClose}>
          {t("checkout.goToBookings")}
        </ButtonLink>
        <ButtonLink to="/services" variant="ghost" onClick={onClose}>
          {t("checkout.continue")}
        </ButtonLink>
      </div>
    </div>
  );
}
