import { useCallback } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import type { BookingView } from "../../../core/views.ts";
import { useCharged, useDollars } from "../../components/app-context.tsx";

/** A booking's refund in words: money as charged (its currency), points as points. */
export function useRefundText() {
  const { t } = useTranslation("dashboard");
  const charged = useCharged();
  const dollars = useDollars();
  return useCallback(
    (refund: NonNullable<BookingView["refund"]>) => {
      const money = charged(refund.minor, refund.currency);
      if (refund.pointsCents <= 0) return money;
      const points = dollars(refund.pointsCents);
      return refund.minor > 0
        ? t("booking.refundBoth", { money, points })
        : t("booking.refundPoints", { points });
    },
    [t, charged, dollars],
  );
}
