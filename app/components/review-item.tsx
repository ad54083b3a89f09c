import type { ReviewView } from "../../core/views.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { useFormatters } from "./app-context.tsx";
import { Stars } from "./stars.tsx";

/** One review as the service page and the booking dialog show it: who, how many stars, what, when. */
export function ReviewItem({ review }: { review: ReviewView }) {
  const { t } = useTranslation();
  const { date, number } = useFormatters();
  return (
    <li className="rounded-2xl border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{review.author ?? t("service.reviews.authorGone")}</p>
        <Stars rating={review.rating} label={t("service.stars", { rating: number(review.rating) })} />
      </div>
      {review.comment ? <p className="mt-2 text-sm">{review.comment}</p> : null}
      <p className="mt-2 text-xs text-muted-foreground">{date(review.date)}</p>
    </li>
  );
}
