/** A service's rating after one more review: the running average over all of them. */
export function runningAverage(average: number, count: number, rating: number): number {
  if (count <= 0) return rating;
  return (average * count + rating) / (count + 1);
}

/**
 * How a review is signed: first name and last initial ("Anna P."), or null once the account is gone
 * (the page words it in the reader's language: booking.json "dialog.reviewAuthorGone").
 */
export function reviewAuthor(name: string | null): string | null {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = parts;
  if (!first) return null;
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toLocaleUpperCase()}.` : first;
}
