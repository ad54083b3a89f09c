import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { ReviewView } from "../../../core/views.ts";
import { useFormatters } from "../../components/app-context.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { Stars } from "../../components/stars.tsx";
import { Skeleton } from "../../components/ui/misc.tsx";
import { useLazyMessages } from "../../lib/lazy-messages.ts";

/** The written reviews of a service, newest first; loaded when the reviews tab opens. */
export function ReviewList({ serviceId }: { serviceId: number }) {
  const { t } = useLazyMessages("booking");
  const { date } = useFormatters();
  const fetcher = useFetcher<{ reviews: ReviewView[] | null }>();
  const { load } = fetcher;

  useEffect(() => {
    void load(`/resources/reviews/${serviceId}`);
  }, [load, serviceId]);

  const reviews = fetcher.data?.reviews;
  const failed = fetcher.data !== undefined && reviews === null;

  if (failed) return <p className="mt-4 text-sm text-danger">{t("dialog.reviewsFailed")}</p>;
  if (!reviews)
    return (
      <div className="mt-4 space-y-3" aria-busy="true">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  if (reviews.length === 0)
    return <EmptyState size="section" className="mt-4" text={t("dialog.reviewsEmpty")} />;
  return (
    <ul className="mt-4 space-y-3">
      {reviews.map((review) => (
        <li key={review.id} className="rounded-2xl border p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold">{review.author ?? t("dialog.reviewAuthorGone")}</p>
            <Stars rating={review.rating} label={t("dialog.reviewStars", { rating: review.rating })} />
          </div>
          {review.comment ? <p className="mt-2 text-sm">{review.comment}</p> : null}
          <p className="mt-2 text-xs text-muted-foreground">{date(review.date)}</p>
        </li>
      ))}
    </ul>
  );
}
