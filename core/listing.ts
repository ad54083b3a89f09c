/** The seven sort orders of the services page; the API accepts the same values. */
export const serviceSorts = [
  "rating",
  "reviews",
  "price-asc",
  "price-desc",
  "title",
  "duration",
  "newest",
] as const;
/** The services page shows 12 per page. */
export const SERVICES_PAGE_SIZE = 12;

export type ServiceSort = (typeof serviceSorts)[number];
