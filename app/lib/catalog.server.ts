import type { RouterContextProvider } from "react-router";
import type { ServicesQuery } from "../../core/schemas.ts";
import { queryCatalog } from "../../server/modules/catalog/catalog.ts";
import type { ServiceCardData } from "../components/service-card.tsx";
import { appServices } from "./session.server.ts";

/** The card fields of the matching services, for the simple grids of this stage. */
export async function serviceCards(
  context: Readonly<RouterContextProvider>,
  query: Partial<ServicesQuery>,
): Promise<{ items: ServiceCardData[]; total: number }> {
  const page = queryCatalog(await appServices(context).catalog.get(), {
    sort: "rating",
    page: 1,
    pageSize: 50,
    ...query,
  });
  return {
    total: page.total,
    items: page.items.map((s) => ({
      id: s.id,
      title: s.title,
      supplier: s.supplier,
      location: s.location,
      durationDays: s.durationDays,
      groupMin: s.groupMin,
      groupMax: s.groupMax,
      priceCents: s.priceCents,
      originalPriceCents: s.originalPriceCents,
      rating: s.rating,
      reviews: s.reviews,
      images: s.images,
      category: s.category,
      available: s.available,
      tags: [...s.tags],
    })),
  };
}
