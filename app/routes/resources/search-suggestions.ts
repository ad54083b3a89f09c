import { SUGGEST_MAX, SUGGEST_MIN_CHARS, type Suggestions } from "../../features/site/suggestions.ts";
import { serviceCards } from "../../lib/catalog.server.ts";
import type { Route } from "./+types/search-suggestions";

/** The header's search panel: the best matches for what is typed, in the visitor's language. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<Suggestions> {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  if (q.length < SUGGEST_MIN_CHARS) return { q, items: [] };
  const { items } = await serviceCards(context, request, { q, pageSize: SUGGEST_MAX });
  return {
    q,
    items: items.map(({ id, title, location, category, images }) => ({
      id,
      title,
      location,
      category,
      image: images[0] ?? null,
    })),
  };
}
