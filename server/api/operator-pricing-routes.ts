import { z } from "zod";
import { pricingEditSchema } from "../../core/pricing-editor.ts";
import { idParamSchema } from "../../core/schemas.ts";
import { saveServicePricing, serviceForPricing } from "../modules/operator/pricing.ts";
import { ok } from "./http.ts";
import { operatorContext, type OperatorEnv } from "./guards.ts";
import { apiRouter, json, route } from "./route.ts";

// A service's price book in the console (decision 042): who comes at what price, seasons, fees,
// deposit and waiver. Owner and staff alike; another supplier's service answers 404.

const serviceParams = z.object({ id: idParamSchema });

const PRICING_RULES =
  "`types`: the participant types the service takes (adult, child, infant, senior, student; each once), with `minAge`/`maxAge` (years on the start date, both included, null: open), `priceCents` and `takesSeat`. Left out, an infant takes no seat and costs 0; every other type names its price. At least one type takes a seat (400 `seatTypeRequired`), and the adult's price (or, without adults, the cheapest seated type's) is above 0 (400 `leadPriceRequired`): it becomes the service's `priceCents`.\n\n" +
  "`periods`: seasons, `startsOn` to `endsOn` (both included; 400 `seasonRange` when it ends first), with `prices` for the types they name (others keep their own; a type the service does not take: 400 `unknownParticipantType`). Seasons may not share a day (400 `seasonsOverlap` at the later one's `startsOn`).\n\n" +
  "`fees`: fee or tax lines, named in en (ru, de optional), per `person` (paying) or per `booking`, `fixed` (USD cents) or `percent` (hundredths of a percent of the base, at most 10000: 400 `percentTooLarge`), `included` in the price or added.\n\n" +
  "`deposit`: null, or `{kind: percent (1 to 100) | fixed (USD cents per paying person), value, balanceDueDays (1 to 365)}`; `depositKeptOnLapse`: what happens to it when the balance goes unpaid.\n\n" +
  "`waiver`: `{en, ru, de}`; a text that differs from the current version's makes a new version (the answer's `waiver.version`), the same text keeps it; null keeps the service's waiver as it is.\n\n" +
  "Bookings already made keep their prices. Every field is replaced at once, all or nothing.";

export const operatorPricingRoutes = apiRouter<OperatorEnv>();
operatorPricingRoutes
  .openapi(
    route({
      method: "get",
      path: "/services/{id}/pricing",
      summary: "A service's participant types, ages, seasons, fees, deposit and current waiver",
      auth: true,
      request: { params: serviceParams },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => ok(c, await serviceForPricing(operatorContext(c), { serviceId: c.req.valid("param").id })),
  )
  .openapi(
    route({
      method: "put",
      path: "/services/{id}/pricing",
      summary: "Save the service's price book at once (prices in USD cents); travellers see it at once",
      description: PRICING_RULES,
      auth: true,
      request: { params: serviceParams, body: json(pricingEditSchema) },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => {
      const input = { serviceId: c.req.valid("param").id, ...c.req.valid("json") };
      return ok(c, await saveServicePricing(operatorContext(c), input));
    },
  );
