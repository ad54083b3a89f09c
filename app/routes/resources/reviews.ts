import { idParamSchema, reviewsQuerySchema } from "../../../core/schemas.ts";
import { validate } from "../../../core/validation.ts";
import type { ReviewPage } from "../../../core/views.ts";
import { serviceReviews } from "../../../server/modules/booking/reviews.ts";
import { visitorContext } from "../../lib/guards.server.ts";
import type { Route } from "./+types/reviews";

/**
 * A page of a service's written reviews (`?page=`), for the booking dialog's reviews tab (loaded
 * when it opens, and again for "show more"). They are secondary: a failure says so in the tab
 * (null) instead of taking the page to its error boundary.
 */
export async function loader({
  params,
  request,
  context,
}: Route.LoaderArgs): Promise<{ reviews: ReviewPage | null }> {
  const id = validate<number>(idParamSchema, params.serviceId);
  const query = reviewsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!id.ok || !query.success) return { reviews: { items: [], total: 0 } };
  try {
    return { reviews: await serviceReviews(visitorContext(context), { serviceId: id.data, ...query.data }) };
  } catch (error) {
    console.error("Reviews could not be loaded:", error);
    return { reviews: null };
  }
}
