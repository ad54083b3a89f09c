import { describe, expect, it } from "vitest";
import {
  availabilityLabel,
  catalogBlockSearchFields,
  isSoldOut,
  matchesFilters,
  matchesQuery,
  paginate,
  sortEntries,
  type CatalogEntry,
} from "./catalog.ts";

describe("catalog rules", () => {
  const entry = (over: Partial<CatalogEntry>): CatalogEntry => ({
    id: 1,
    category: "tours",
    title: "Volcano",
    description: "Walk",
    location: "Esso",
    supplier: "Guides",
    tags: ["hiking"],
    priceCents: 100,
    rating: 4.5,
    reviews: 10,
    durationDays: 2,
    available: true,
    availability: "available",
    createdAt: "2026-01-01T00:00:00Z",
    ...over,
  });

  it("matches title, description, location, category, supplier and tags, ignoring case", () => {
    const e = entry({});
    for (const q of ["volc", "WALK", "esso", "Tours", "guides", "HIKING"])
      expect(matchesQuery(e, q)).toBe(true);
    expect(matchesQuery(e, "fishing")).toBe(false);
    expect(matchesQuery(e, "  ")).toBe(true);
  });

  it("finds a category by its words in every language, whatever the page's language", () => {
    const words = {
      fishing: ["рыбалка", "Angeln", "fishing", "FISH", "Fischen", "рыба", "рыбал"],
      tours: ["туры", "Touren", "tours", "Ausflug", "экскурсия"],
      recreation: ["отдых", "Erholung", "recreation", "Freizeit"],
      hunting: ["охота", "Jagd", "hunting", "hunt", "охотничий", "Jäger"],
    } as const;
    for (const [category, typed] of Object.entries(words)) {
      const e = entry({ category: category as CatalogEntry["category"], tags: [], description: "" });
      for (const q of typed) expect(matchesQuery(e, q), `${q} finds ${category}`).toBe(true);
      for (const [other, otherWords] of Object.entries(words))
        if (other !== category) expect(matchesQuery(e, otherWords[0]), `${otherWords[0]}`).toBe(false);
    }
    // ё and е are one letter to search, in a category word or a service's text.
    expect(matchesQuery(entry({ title: "Ёлки" }), "елки")).toBe(true);
    // The catalog block does not search categories.
    expect(matchesQuery(entry({ category: "fishing" }), "рыбалка", catalogBlockSearchFields)).toBe(false);
  });

  it("limits the catalog block's search to title, supplier and location", () => {
    const e = entry({});
    for (const q of ["volc", "GUIDES", "esso"])
      expect(matchesQuery(e, q, catalogBlockSearchFields)).toBe(true);
    for (const q of ["walk", "tours", "hiking"])
      expect(matchesQuery(e, q, catalogBlockSearchFields)).toBe(false);
  });

  it("labels a service available, unavailable or sold out", () => {
    expect(availabilityLabel(true, false)).toBe("available");
    expect(availabilityLabel(false, false)).toBe("unavailable");
    expect(availabilityLabel(false, true)).toBe("unavailable");
    expect(availabilityLabel(true, true)).toBe("sold-out");
    const full = new Set(["2026-12-01 08:00", "2026-12-01 14:00"]);
    expect(isSoldOut(["2026-12-01 08:00", "2026-12-01 14:00"], full)).toBe(true);
    expect(isSoldOut(["2026-12-01 08:00", "2026-12-02 08:00"], full)).toBe(false);
  });

  it("filters by category, price tier, duration tier and availability together", () => {
    const hunt = entry({ category: "hunting", priceCents: 450_000, durationDays: 7 });
    expect(matchesFilters(hunt, { category: "hunting", price: "luxury", duration: "medium" })).toBe(true);
    expect(matchesFilters(hunt, { price: "mid" })).toBe(false);
    expect(matchesFilters(hunt, { duration: "long" })).toBe(false);
    expect(matchesFilters({ ...hunt, availability: "unavailable" }, { availability: "available" })).toBe(
      false,
    );
    expect(matchesFilters({ ...hunt, availability: "sold-out" }, { availability: "available" })).toBe(false);
    expect(matchesFilters({ ...hunt, availability: "unavailable" }, {})).toBe(true);
    expect(matchesFilters(hunt, { category: "tours" })).toBe(false);
  });

  it("sorts with stable ties and pages", () => {
    const list = [
      entry({ id: 1, priceCents: 300 }),
      entry({ id: 2, priceCents: 100 }),
      entry({ id: 3, priceCents: 100 }),
    ];
    expect(sortEntries(list, "price-asc").map((e) => e.id)).toEqual([2, 3, 1]);
    expect(sortEntries(list, "price-desc").map((e) => e.id)).toEqual([1, 2, 3]);
    const rated = [
      entry({ id: 1, rating: 4.5, reviews: 10 }),
      entry({ id: 2, rating: 4.9, reviews: 5 }),
      entry({ id: 3, rating: 4.5, reviews: 80 }),
    ];
    expect(sortEntries(rated, "rating").map((e) => e.id)).toEqual([2, 3, 1]);
    expect(sortEntries(rated, "reviews").map((e) => e.id)).toEqual([3, 1, 2]);
    expect(paginate([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
  });
});
