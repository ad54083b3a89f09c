/**
 * How a review is signed: first name and last initial ("Anna P."), or null once the account is gone
 * (the page words it in the reader's language: common.json "service.reviews.authorGone").
 */
export function reviewAuthor(name: string | null): string | null {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = parts;
  if (!first) return null;
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toLocaleUpperCase()}.` : first;
}
