// The figures the home and about pages show of the whole site, worked out from the catalogue as
// the pages get it (decisions.md §11: every figure shown comes from the data).

/** What the pages show of the site as a whole. */
export interface SiteFigures {
  /** Services on sale. */
  services: number;
  /** Suppliers with at least one service on sale. */
  operators: number;
  /** Stored reviews of the services on sale. */
  reviews: number;
  /** Their average rating, 0 with none. */
  rating: number;
  /** Travellers who completed a trip they came to. */
  travellers: number;
}

/** The catalogue's part of the figures: what is on sale, who runs it, and its reviews. */
export function catalogFigures(
  services: readonly { supplierId: number; rating: number; reviews: number }[],
): Omit<SiteFigures, "travellers"> {
  const reviews = services.reduce((sum, s) => sum + s.reviews, 0);
  return {
    services: services.length,
    operators: new Set(services.map((s) => s.supplierId)).size,
    reviews,
    // Each service's average weighted by its count: the average of every review.
    rating: reviews ? services.reduce((sum, s) => sum + s.rating * s.reviews, 0) / reviews : 0,
  };
}
