import { idParamSchema } from "../../../core/schemas.ts";
import { validate } from "../../../core/validation.ts";
import type { ReviewView } from "../../../core/views.ts";
import { serviceReviews } from "../../../server/modules/booking/reviews.ts";
import { visitorContext } from "../../lib/guards.server.ts";
import type { Route } from "./+types/reviews";

/**
 * A service's written reviews, for the booking dialog's reviews tab (loaded when it opens). They
 * are secondary: a failure says so in the tab (null) instead of taking the page to its error boundary.
 */
export async function loader({
  params,
  context,
}: Route.LoaderArgs): Promise<{ reviews: ReviewView[] | null }> {
  const id = validate<number>(idParamSchema, params.serviceId);
  if (!id.ok) return { reviews: [] };
  try {
    return { reviews: await serviceReviews(visitorContext(context), { serviceId: id.data }) };
  } catch (error) {
    console.error("Reviews could not be loaded:", error);
    return { reviews: null };
  }
}
