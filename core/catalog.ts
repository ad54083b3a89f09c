import type { Category } from "./categories.ts";
import { foldText, queryNamesCategory } from "./category-words.ts";
import type { ServiceSort } from "./listing.ts";
import { durationTier, priceTier, type DurationTier, type PriceTier } from "./tiers.ts";

/** What the catalog rules need to know of a service. */
export interface CatalogEntry {
  id: number;
  category: Category;
  title: string;
  description: string;
  location: string;
  supplier: string;
  tags: readonly string[];
  priceCents: number;
  rating: number;
  reviews: number;
  durationDays: number;
  available: boolean;
  /** available, unavailable (taken off sale), or sold out (no free seat in the next 90 days). */
  availability: AvailabilityLabel;
  createdAt: string;
}

export const availabilityLabels = ["available", "unavailable", "sold-out"] as const;
export type AvailabilityLabel = (typeof availabilityLabels)[number];

export function availabilityLabel(available: boolean, soldOut: boolean): AvailabilityLabel {
  if (!available) return "unavailable";
  return soldOut ? "sold-out" : "available";
}

/** Whether every scheduled slot still to come is in the set of full ones. */
export function isSoldOut(upcomingSlots: readonly string[], fullSlots: ReadonlySet<string>): boolean {
  return upcomingSlots.every((slot) => fullSlots.has(slot));
}

export interface CatalogFilters {
  category?: Category;
  q?: string;
  price?: PriceTier;
  duration?: DurationTier;
  availability?: "available";
}

/** Category, text, price tier, duration tier and availability, all of which must hold. */
export function matchesFilters(entry: CatalogEntry, filters: CatalogFilters): boolean {
  return (
    (!filters.category || entry.category === filters.category) &&
    (!filters.price || priceTier(entry.priceCents) === filters.price) &&
    (!filters.duration || durationTier(entry.durationDays) === filters.duration) &&
    (!filters.availability || entry.availability === "available") &&
    matchesQuery(entry, filters.q)
  );
}

export type SearchField = "title" | "description" | "location" | "category" | "supplier" | "tags";

/** What the services page and the search match; the catalog block uses title, supplier and location. */
export const searchFields: readonly SearchField[] = [
  "title",
  "description",
  "location",
  "category",
  "supplier",
  "tags",
];
export const catalogBlockSearchFields: readonly SearchField[] = ["title", "supplier", "location"];

/**
 * Case-insensitive match of the trimmed query on any of the fields; a blank query matches all. The
 * category matches by its words in every language (categories.ts: "рыбалка", "Angeln", "fishing").
 */
export function matchesQuery(
  entry: CatalogEntry,
  query: string | undefined,
  fields: readonly SearchField[] = searchFields,
): boolean {
  const needle = query ? foldText(query.trim()) : "";
  if (!needle) return true;
  if (fields.includes("category") && queryNamesCategory(entry.category, needle)) return true;
  return fields
    .filter((field) => field !== "category")
    .flatMap((field) => entry[field])
    .some((value) => foldText(value).includes(needle));
}

const comparators: Record<ServiceSort, (a: CatalogEntry, b: CatalogEntry) => number> = {
  rating: (a, b) => b.rating - a.rating || b.reviews - a.reviews,
  reviews: (a, b) => b.reviews - a.reviews || b.rating - a.rating,
  "price-asc": (a, b) => a.priceCents - b.priceCents,
  "price-desc": (a, b) => b.priceCents - a.priceCents,
  title: (a, b) => a.title.localeCompare(b.title),
  duration: (a, b) => a.durationDays - b.durationDays,
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
};

/** Sorts a copy; ties fall back to the id so pages are stable. */
export function sortEntries<T extends CatalogEntry>(entries: readonly T[], sort: ServiceSort): T[] {
  const compare = comparators[sort];
  return [...entries].sort((a, b) => compare(a, b) || a.id - b.id);
}

export function paginate<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}
