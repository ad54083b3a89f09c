import type { RouterContextProvider } from "react-router";
import { servicesQuerySchema, type ServicesQuery } from "../../core/schemas.ts";
import { SERVICES_PAGE_SIZE } from "../../core/listing.ts";
import { serviceCards } from "../lib/catalog.server.ts";

/** Filters, sort and page from the URL; a value that does not parse is ignored, not an error page. */
export function listingQuery(url: URL): ServicesQuery {
  const raw = Object.fromEntries(url.searchParams);
  const shape = servicesQuerySchema.shape;
  const picked: Record<string, unknown> = {};
  for (const key of ["category", "q", "price", "duration", "availability", "sort", "page"] as const) {
    const value = raw[key];
    if (value === undefined || value === "") continue;
    const parsed = shape[key].safeParse(value);
    if (parsed.success) picked[key] = parsed.data;
  }
  return servicesQuerySchema.parse({ ...picked, pageSize: SERVICES_PAGE_SIZE });
}

export async function loadServices(context: Readonly<RouterContextProvider>, request: Request) {
  const url = new URL(request.url);
  const query = listingQuery(url);
  const { items, total } = await serviceCards(context, request, query);
  return {
    items,
    total,
    query,
    view: url.searchParams.get("view") === "list" ? ("list" as const) : ("grid" as const),
  };
}
