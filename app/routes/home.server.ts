import type { RouterContextProvider } from "react-router";
import { categories, type Category } from "../../core/categories.ts";
import { HOME_PREVIEW } from "../../core/listing.ts";
import type { CategoryStats } from "../features/home/category-cards.tsx";
import { catalogBlock } from "../lib/catalog.server.ts";
import { requestLanguage } from "../lib/i18n.server.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import { catalogServices } from "../../server/modules/catalog/browse.ts";
import { siteFigures } from "../../server/modules/site/site.ts";
import { visitorContext } from "../lib/guards.server.ts";

export async function loadHome(request: Request, context: Readonly<RouterContextProvider>) {
  const ctx = visitorContext(context);
  const [services, figures] = await Promise.all([
    catalogServices(ctx, { lang: requestLanguage(request) }),
    siteFigures(ctx),
  ]);
  // The category cards' figures come from the catalogue: review-weighted rating, reviews, lowest price.
  const stats = Object.fromEntries(
    categories.map((category) => {
      const list = services.filter((s) => s.category === category);
      const reviews = list.reduce((sum, s) => sum + s.reviews, 0);
      const rating = reviews ? list.reduce((sum, s) => sum + s.rating * s.reviews, 0) / reviews : 0;
      return [
        category,
        list.length
          ? { rating, reviews, startingPriceCents: Math.min(...list.map((s) => s.priceCents)) }
          : null,
      ];
    }),
  ) as Record<Category, CategoryStats | null>;
  return {
    ...pageMessages(request, "home"),
    stats,
    figures,
    catalogBlock: await catalogBlock(context, request, { limit: HOME_PREVIEW }),
  };
}
