import type { RouterContextProvider } from "react-router";
import { REVIEWS_PARAM } from "../../core/listing.ts";
import { REVIEWS_PAGE_SIZE } from "../../core/pagination.ts";
import { idParamSchema, reviewsQuerySchema } from "../../core/schemas.ts";
import { AppError } from "../../server/errors.ts";
import { serviceReviews } from "../../server/modules/booking/reviews.ts";
import { serviceDetail } from "../../server/modules/catalog/browse.ts";
import { visitorContext } from "../lib/guards.server.ts";
import { requestLanguage } from "../lib/i18n.server.ts";
import { translate } from "../lib/page-messages.server.ts";
import { pricingView } from "../features/service/pricing-view.ts";

/**
 * The service in the request's language, at once, with the page of its reviews the address names
 * (they are in the page's HTML, so their pages are plain links); its 90 days of availability as a
 * promise, so the page is sent before the seats are counted and the calendar streams in after;
 * and its price book (participant types, seasons, fees, deposit), so the booking dialog shows
 * checkout's own figures. Null: no such service.
 */
export async function loadService(
  context: Readonly<RouterContextProvider>,
  request: Request,
  rawId: string | undefined,
) {
  const id = idParamSchema.safeParse(rawId);
  if (!id.success) return null;
  const ctx = visitorContext(context);
  const asked = reviewsQuerySchema.shape.page.safeParse(
    new URL(request.url).searchParams.get(REVIEWS_PARAM) ?? undefined,
  );
  const reviewsPage = asked.success ? asked.data : 1;
  try {
    // The reviews first: the seats' promise is made last, so nothing can fail after it and leave
    // it unwatched (React Router watches it once it is returned).
    const reviews = await serviceReviews(ctx, {
      serviceId: id.data,
      page: reviewsPage,
      pageSize: REVIEWS_PAGE_SIZE,
    });
    const { service, availability, priceBook } = await serviceDetail(ctx, {
      serviceId: id.data,
      lang: requestLanguage(request),
    });
    // The prices section, worded here: who can come, the seasons, the fees and the deposit.
    const pricing = pricingView(translate(request, "pricing"), requestLanguage(request), service);
    return { service, availability, reviews, reviewsPage, pricing, priceBook };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}
