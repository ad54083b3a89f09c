export type PageButton = number | "ellipsis";

/** Numbered buttons 1 to min(5, pages); over 5 pages an ellipsis and the last page follow. */
export function pageButtons(pages: number): PageButton[] {
  const shown = Array.from({ length: Math.min(5, Math.max(0, pages)) }, (_, i) => i + 1);
  return pages > 5 ? [...shown, "ellipsis", pages] : shown;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "showing start-end of total" (1-based, 0-0 when empty). */
export function pageRange(page: number, pageSize: number, total: number): { start: number; end: number } {
  if (total === 0) return { start: 0, end: 0 };
  const start = (page - 1) * pageSize + 1;
  return { start: Math.min(start, total), end: Math.min(page * pageSize, total) };
}

/** Reviews shown per page unless asked otherwise, and the most one page may hold (pages read it: no zod here). */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_MAX_PAGE_SIZE = 50;
