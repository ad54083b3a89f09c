import { describe, expect, it } from "vitest";
import { catalogFigures } from "./figures.ts";

describe("catalogFigures", () => {
  it("counts services and their operators, and averages every review, not every service", () => {
    const figures = catalogFigures([
      { supplierId: 1, rating: 5, reviews: 1 },
      { supplierId: 1, rating: 4, reviews: 3 },
      { supplierId: 2, rating: 0, reviews: 0 },
    ]);
    expect(figures).toEqual({ services: 3, operators: 2, reviews: 4, rating: (5 + 4 * 3) / 4 });
  });

  it("says 0, not a made-up number, with nothing to count", () => {
    expect(catalogFigures([])).toEqual({ services: 0, operators: 0, reviews: 0, rating: 0 });
  });
});
