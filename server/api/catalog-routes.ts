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
      description:
        "`fromPriceCents` (USD cents): what a card shows as \"from\": the lowest price today (on the peninsula, Asia/Kamchatka) of a participant type that takes a seat, a season's price where a season covers today. `priceCents` stays the service's own adult price outside every season; the price filter and sorts use it.",
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
        "`typicalAnswerMinutes` (integer or null): how quickly the operator has really answered requests, the median minutes from booking to their confirmation or rejection over the last 90 days, across their services (kept up to 10 minutes). Null for an instantly confirmed service and when the operator answered fewer than 3 requests in that time; pages then say `supplierResponseTime` instead.\n\n" +
        'Who can come and what it costs (amounts in USD cents; "today" is the peninsula\'s):\n' +
        "- `participantTypes`: `[{code, minAge, maxAge, priceCents, takesSeat}]`, the types the service takes (`adult`, `child`, `infant`, `senior`, `student`) in the operator's order. Ages are whole years on the start date, both ends included, null for no bound. `priceCents` is today's price for the type (a season's where one covers today). A type with `takesSeat: false` (an infant on a lap) uses no seat of a departure's capacity.\n" +
        "- `minAge` (integer or null): the trip's own minimum age; nobody younger can come, whatever the types' ranges. `adultRequired`: a party needs at least one adult.\n" +
        "- `seasons`: `[{name, startsOn, endsOn, prices}]`, the price periods not over yet, first to last; `prices` (`{<code>: cents}`) names the types the season prices, the others keep their own.\n" +
        "- `fees`: `[{kind, name, basis, amountKind, amount, included}]`, fee (`kind: fee`) and tax (`kind: tax`) lines; `name` in the language `lang` asks for (default `en`), English where the operator gave no other; `basis` `person` (each participant whose price is above zero) or `booking`; `amountKind` `fixed` (`amount` in cents) or `percent` (`amount` in hundredths of a percent of the base: 200 is 2 %); `included`: inside the price, else added at checkout.\n" +
        "- `deposit` (object or null): `{kind, value, balanceDueDays, keptOnLapse}`; `kind` `percent` (`value` a whole percent of the booking's total) or `fixed` (`value` cents per paying participant), taken at booking; the balance is due `balanceDueDays` days before the start (all of it at booking when that time has passed). An unpaid balance then cancels the booking, and the deposit is kept (`keptOnLapse: true`) or refunded.\n" +
        "- `availability[].timeSlots[].prices`: `{<code>: cents}`, each type's price on the slot's date (a season's where one covers it).",
      request: { params: z.object({ id: idParamSchema }), query: languageQuerySchema },
      statuses: [200, 400, 404],
    }),
    async (c) => {
      const input = { serviceId: c.req.valid("param").id, lang: c.req.valid("query").lang };
      const { service, availability } = await serviceDetail(visitorContext(c), input);
      return ok(c, { ...service, availability: await availability });
    },
  );
