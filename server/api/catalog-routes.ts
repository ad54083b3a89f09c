import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { idParamSchema, languageQuerySchema, servicesQuerySchema } from "../../core/schemas.ts";
import { searchCatalog, serviceDetail } from "../modules/catalog/browse.ts";
import { publicCacheControl } from "../page-cache.ts";
import { visitorContext } from "./guards.ts";
import { ok, type ApiEnv } from "./http.ts";
import { apiRouter, route } from "./route.ts";

/**
 * The catalogue is the same for everyone: a CDN (and the server's own page cache) may keep it for
 * PAGE_CACHE_SECONDS, like the pages that show it.
 */
const publicAnswers = createMiddleware<ApiEnv>(async (c, next) => {
  await next();
  const seconds = c.var.services.env.pageCacheSeconds;
  if (c.res.status === 200 && seconds > 0) c.header("Cache-Control", publicCacheControl(seconds));
});

export const catalogRoutes = apiRouter<ApiEnv>();
catalogRoutes.use("/services", publicAnswers).use("/services/:id", publicAnswers);
catalogRoutes
  .openapi(
    route({
      method: "get",
      path: "/services",
      summary: "The catalogue, filtered, sorted and paged",
      request: { query: servicesQuerySchema },
      statuses: [200, 400],
    }),
    async (c) => ok(c, await searchCatalog(visitorContext(c), c.req.valid("query"))),
  )
  .openapi(
    route({
      method: "get",
      path: "/services/{id}",
      summary: "One service with 90 days of availability",
      description:
        "`bookingCutoffHours`: bookings close this many hours before a departure starts (a date and time on the peninsula, Asia/Kamchatka, UTC+12); a slot past it is not `available`, and adding it to the cart, holding it or booking it is a 400 `bookingClosed`.\n\n" +
        "`instantConfirmation`: a paid booking is confirmed at once. Otherwise it is a request the operator answers within `supplierResponseTime` hours (and before the cut-off).\n\n" +
        "`typicalAnswerMinutes` (integer or null): how quickly the operator has really answered requests, the median minutes from booking to their confirmation or rejection over the last 90 days, across their services (kept up to 10 minutes). Null for an instantly confirmed service and when the operator answered fewer than 3 requests in that time; pages then say `supplierResponseTime` instead.",
      request: { params: z.object({ id: idParamSchema }), query: languageQuerySchema },
      statuses: [200, 400, 404],
    }),
    async (c) => {
      const input = { serviceId: c.req.valid("param").id, lang: c.req.valid("query").lang };
      const { service, availability } = await serviceDetail(visitorContext(c), input);
      return ok(c, { ...service, availability: await availability });
    },
  );
