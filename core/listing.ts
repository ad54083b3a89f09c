/** The catalogue block (home, /catalog, category pages) offers the first four of the sort orders. */
export const catalogBlockSorts = ["rating", "reviews", "price-asc", "price-desc"] as const;
/** The seven sort orders of the services page; the API accepts the same values. */
export const serviceSorts = [...catalogBlockSorts, "title", "duration", "newest"] as const;
/** The services page shows 12 per page. */
export const SERVICES_PAGE_SIZE = 12;

export type ServiceSort = (typeof serviceSorts)[number];
export type CatalogBlockSort = (typeof catalogBlockSorts)[number];

/** The home page previews the first 6 of the catalogue block. */
export const HOME_PREVIEW = 6;

/** The service page with its booking open: a URL that can be shared and reloaded. */
export const BOOK_PARAM = "book";
export const bookingHref = (serviceId: number) => `/service/${serviceId}?${BOOK_PARAM}=1`;

/** The service page's reviews page (?reviews=2); page 1 when the address names none. */
export const REVIEWS_PARAM = "reviews";
