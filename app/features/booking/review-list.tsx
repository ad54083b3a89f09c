import { REVIEWS_PAGE_SIZE } from "../../../core/pagination.ts";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { ReviewPage, ReviewView } from "../../../core/views.ts";
import { EmptyState } from "../../components/empty-state.tsx";
import { ReviewItem } from "../../components/review-item.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Skeleton } from "../../components/ui/misc.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useLazyMessages } from "../../lib/lazy-messages.ts";

/**
 * The written reviews of a service, newest first: the first page when the reviews tab opens, the
 * next one under it each time "show more" is pressed, until all `total` are shown.
 */
export function ReviewList({ serviceId }: { serviceId: number }) {
  const { t } = useLazyMessages("booking");
  const { t: common } = useTranslation();
  const fetcher = useFetcher<{ reviews: ReviewPage | null }>();
  const { load } = fetcher;
  const [shown, setShown] = useState<{ items: ReviewView[]; total: number } | null>(null);

  useEffect(() => {
    void load(`/resources/reviews/${serviceId}`);
  }, [load, serviceId]);

  // Each page that arrives goes under the ones already shown; a review met twice is kept once, so
  // taking the same page in again changes nothing.
  const page = fetcher.data?.reviews;
  useEffect(() => {
    if (!page) return;
    setShown((current) => {
      const known = new Set(current?.items.map((item) => item.id));
      const items = [...(current?.items ?? []), ...page.items.filter((item) => !known.has(item.id))];
      return { items, total: page.total };
    });
  }, [page]);

  const failed = fetcher.data !== undefined && page === null;
  if (failed && !shown) return <p className="mt-4 text-sm text-danger">{t("dialog.reviewsFailed")}</p>;
  if (!shown)
    return (
      <div className="mt-4 space-y-3" aria-busy="true">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  if (shown.items.length === 0)
    return <EmptyState size="section" className="mt-4" text={common("service.reviews.empty")} />;
  // The pages are REVIEWS_PAGE_SIZE long: the next is the one after those shown.
  const nextPage = Math.floor(shown.items.length / REVIEWS_PAGE_SIZE) + 1;
  return (
    <>
      <ul className="mt-4 space-y-3">
        {shown.items.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
      {failed ? <p className="mt-4 text-sm text-danger">{t("dialog.reviewsFailed")}</p> : null}
      {shown.items.length < shown.total ? (
        <Button
          variant="outline"
          className="mt-4 w-full"
          disabled={fetcher.state !== "idle"}
          type="button"
          onClick={() => void load(`/resources/reviews/${serviceId}?page=${nextPage}`)}
        >
          {common("service.reviews.showMore")}
        </Button>
      ) : null}
    </>
  );
}
