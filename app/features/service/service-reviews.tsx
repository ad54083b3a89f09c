import { Star } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { BOOK_PARAM, REVIEWS_PARAM } from "../../../core/listing.ts";
import { pageCount, REVIEWS_PAGE_SIZE } from "../../../core/pagination.ts";
import type { ReviewPage } from "../../../core/views.ts";
import { useFormatters } from "../../components/app-context.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { ReviewItem } from "../../components/review-item.tsx";
import { buttonVariants } from "../../components/ui/button.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";

/**
 * The service page's reviews: the summary (the service's rating, and `total`, the same count the
 * service shows), one page of reviews, newest first, and links to the newer and older pages. The
 * pages are plain links (?reviews=2#reviews), so they work before the page's scripts have run.
 */
export function ServiceReviews({
  rating: average,
  reviews,
  page,
}: {
  rating: number;
  reviews: ReviewPage;
  page: number;
}) {
  const { t } = useTranslation();
  const { rating, number } = useFormatters();
  const [params] = useSearchParams();
  const pages = pageCount(reviews.total, REVIEWS_PAGE_SIZE);
  const href = (target: number) => {
    const next = new URLSearchParams(params);
    next.delete(BOOK_PARAM);
    if (target <= 1) next.delete(REVIEWS_PARAM);
    else next.set(REVIEWS_PARAM, String(target));
    const search = next.toString();
    return `${search ? `?${search}` : "."}#reviews`;
  };
  const link = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="mt-16 max-w-3xl scroll-mt-24">
      <h2 id="reviews-title" className="font-display text-2xl font-semibold sm:text-3xl">
        {t("service.reviews.title")}
      </h2>
      {reviews.total > 0 ? (
        <p className="mt-3 flex items-center gap-2 text-lg">
          <Star className="size-5 fill-amber-400 text-amber-400" aria-hidden />
          {t("service.reviews.summary", {
            rating: rating(average),
            count: reviews.total,
            formattedCount: number(reviews.total),
          })}
        </p>
      ) : null}
      {reviews.total === 0 ? (
        <EmptyState size="section" className="mt-4" text={t("service.reviews.empty")} />
      ) : reviews.items.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">
          {t("service.reviews.pastEnd")}{" "}
          <Link to={href(1)} preventScrollReset className="font-semibold text-accent hover:underline">
            {t("service.reviews.newest")}
          </Link>
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {reviews.items.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
      {pages > 1 && page <= pages ? (
        <nav aria-label={t("service.reviews.pages")} className="mt-6 flex flex-wrap items-center gap-3">
          {page > 1 ? (
            <Link to={href(page - 1)} preventScrollReset rel="prev" className={link}>
              {t("service.reviews.newer")}
            </Link>
          ) : null}
          <span className="text-sm text-muted-foreground">
            {t("service.reviews.page", { page: number(page), pages: number(pages) })}
          </span>
          {page < pages ? (
            <Link to={href(page + 1)} preventScrollReset rel="next" className={link}>
              {t("service.reviews.older")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
