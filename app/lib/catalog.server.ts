import type { RouterContextProvider } from "react-router";
import { categories, type Category } from "../../core/categories.ts";
import { catalogBlockSearchFields, matchesQuery } from "../../core/catalog.ts";
import { catalogBlockSorts, type CatalogBlockSort } from "../../core/listing.ts";
import type { Language } from "../../core/preferences.ts";
import type { ServicesQuery } from "../../core/schemas.ts";
import { catalogServices, searchCatalog } from "../../server/modules/catalog/browse.ts";
import { queryCatalog, type ServiceSummary } from "../../server/modules/catalog/catalog.ts";
import type { ServiceCardData } from "../components/service-card.tsx";
import { requestLanguage } from "./i18n.server.ts";
import { visitorContext } from "./guards.server.ts";

/** What a card shows of a service. */
export function toCard(s: ServiceSummary): ServiceCardData {
  return {
    id: s.id,
    title: s.title,
    supplier: s.supplier,
    location: s.location,
    durationDays: s.durationDays,
    groupMin: s.groupMin,
    groupMax: s.groupMax,
    priceCents: s.priceCents,
    originalPriceCents: s.originalPriceCents,
    fromPriceCents: s.fromPriceCents,
    rating: s.rating,
    reviews: s.reviews,
    images: s.images,
    category: s.category,
    availability: s.availability,
    featured: s.featured,
    difficulty: s.difficulty,
    tags: [...s.tags],
  };
}

/** Every active service, in English unless another language is asked for (the sitemap lists them). */
export function allServices(context: Readonly<RouterContextProvider>, lang: Language = "en") {
  return catalogServices(visitorContext(context), { lang });
}

/** The cards of the matching services, in the request's language. */
export async function serviceCards(
  context: Readonly<RouterContextProvider>,
  request: Request,
  query: Partial<ServicesQuery>,
): Promise<{ items: ServiceCardData[]; total: number }> {
  const lang = requestLanguage(request);
  const page = await searchCatalog(visitorContext(context), {
    sort: "rating",
    page: 1,
    pageSize: 50,
    ...query,
    lang,
  });
  return { total: page.total, items: page.items.map(toCard) };
}

export interface CatalogBlockQuery {
  q: string;
  category?: Category;
  sort: CatalogBlockSort;
}

/**
 * The catalogue block: search (title, supplier, location), category tabs with counts, four sorts.
 * Everything comes from the URL, so a filtered view can be shared and rendered on the server. The
 * counts follow the search, so each tab says how many results it would show.
 */
export async function catalogBlock(
  context: Readonly<RouterContextProvider>,
  request: Request,
  options: { fixedCategory?: Category; limit?: number } = {},
) {
  const params = new URL(request.url).searchParams;
  const rawCategory = params.get("category");
  const rawSort = params.get("sort");
  const query: CatalogBlockQuery = {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    category:
      options.fixedCategory ??
      ((categories as readonly string[]).find((c) => c === rawCategory) as Category | undefined),
    sort: catalogBlockSorts.find((s) => s === rawSort) ?? "rating",
  };
  const lang = requestLanguage(request);
  const all = await catalogServices(visitorContext(context), { lang });
  const found = all.filter((s) => matchesQuery(s, query.q, catalogBlockSearchFields));
  const counts = Object.fromEntries([
    ["all", found.length],
    ...categories.map((c) => [c, found.filter((s) => s.category === c).length]),
  ]) as Record<"all" | Category, number>;
  const page = queryCatalog(found, {
    category: query.category,
    sort: query.sort,
    page: 1,
    pageSize: options.limit ?? Math.max(found.length, 1),
    lang,
  });
  return { query, counts, total: page.total, items: page.items.map(toCard) };
}

/**
 * The search page's chips: tags ranked by how many travellers reviewed the trips that carry them
 * (a tag on several popular trips comes first), in the request's language.
 */
export async function popularTerms(context: Readonly<RouterContextProvider>, request: Request, limit = 8) {
  const counts = new Map<string, number>();
  const lang = requestLanguage(request);
  for (const service of await catalogServices(visitorContext(context), { lang }))
    for (const tag of service.tags) counts.set(tag, (counts.get(tag) ?? 0) + service.reviews);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([tag]) => tag);
}
