import { operatorToday } from "../../../core/dates.ts";
import type { Language } from "../../../core/preferences.ts";
import type { ServicesQuery } from "../../../core/schemas.ts";
import { publicPricing, type CatalogPricing, type PublicPricing } from "../../../core/service-pricing.ts";
import type { AvailabilityDay } from "../../../core/slots.ts";
import { notFound } from "../../errors.ts";
import type { VisitorContext } from "../context.ts";
import {
  queryCatalog,
  toDetail,
  type CatalogService,
  type ServiceDetail,
  type ServicePage,
} from "./catalog.ts";

// The catalogue as anyone reads it (the same for everyone, signed in or not): from this process's
// copy (catalog-cache.ts) and the visitors' availability (availability-cache.ts), never from the
// database on each request. Both doors come here: the API's /services and the pages' loaders.

/** Every active service, its text in `lang` (the home page's figures, the catalogue block, search). */
export async function catalogServices(
  ctx: VisitorContext,
  input: { lang: Language },
): Promise<CatalogService[]> {
  return ctx.services.catalog.get(input.lang);
}

/** The catalogue filtered, sorted and paged, in the query's language. */
export async function searchCatalog(ctx: VisitorContext, query: ServicesQuery): Promise<ServicePage> {
  return queryCatalog(await ctx.services.catalog.get(query.lang), query);
}

/**
 * The service page's service: its details, who can come and what it costs (today's price per
 * type, the seasons ahead, fee lines in the reader's language, the deposit), and how quickly its
 * operator answers requests.
 */
export interface ServicePageDetail extends ServiceDetail, PublicPricing {
  /** The operator's median answer in minutes (answer-times.ts); null for an instant service or too few answers. */
  typicalAnswerMinutes: number | null;
}

/**
 * One service in `lang`, and its 90 days of seats as a promise (the page is sent before the seats
 * are counted; the API waits for them). An unknown or inactive service is 404 serviceNotFound.
 */
export async function serviceDetail(
  ctx: VisitorContext,
  input: { serviceId: number; lang: Language },
): Promise<{
  service: ServicePageDetail;
  availability: Promise<AvailabilityDay[]>;
  priceBook: CatalogPricing;
}> {
  const { catalog, availability, answerTimes } = ctx.services;
  const service = (await catalog.byId(input.lang)).get(input.serviceId);
  if (!service) throw notFound("serviceNotFound");
  const typicalAnswerMinutes = service.instantConfirmation
    ? null
    : await answerTimes.typicalMinutes(service.supplierId);
  return {
    service: {
      ...toDetail(service),
      ...publicPricing(service.pricing, input.lang, operatorToday(ctx.now)),
      typicalAnswerMinutes,
    },
    availability: availability.get(service, ctx.now),
    // The whole price book (the catalogue's copy), for the booking dialog's quote.
    priceBook: service.pricing,
  };
}
