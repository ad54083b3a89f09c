// How quickly an operator answers a booking request, as the service page says it (issue 25, item 5;
// docs/decisions/033). The figure comes from the operator's real answers: the median time from a
// request being booked to the operator confirming or rejecting it, over the last 90 days. With
// fewer than three answers a median says little, so the page falls back to the operator's stated
// response hours ("answers within 24 hours"), which the deadline enforces anyway.

/** Answers older than this no longer describe the operator. */
export const ANSWER_WINDOW_DAYS = 90;
/** Fewer answers than this in the window: no typical figure, the stated hours instead. */
export const MIN_ANSWERS = 3;

/**
 * The median of the answer times in whole minutes (at least 1), or null below MIN_ANSWERS. An even
 * count takes the mean of the two middle times.
 */
export function typicalAnswerMinutes(answerMs: readonly number[]): number | null {
  if (answerMs.length < MIN_ANSWERS) return null;
  const sorted = [...answerMs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.max(1, Math.round(median / 60_000));
}

/** What the booking panel says of answering: a message key under `service.answer` and its count. */
export type AnswerTimeLine =
  { key: "instant" } | { key: "typicalMinutes" | "typicalHours" | "within"; count: number };

/**
 * Instantly confirmed services need no answer. Otherwise the typical time, in minutes under an
 * hour and in whole hours above (rounded, never 0); without one, the stated response hours.
 */
export function answerTimeLine(service: {
  instantConfirmation: boolean;
  typicalAnswerMinutes: number | null;
  supplierResponseTime: number;
}): AnswerTimeLine {
  if (service.instantConfirmation) return { key: "instant" };
  const minutes = service.typicalAnswerMinutes;
  if (minutes === null) return { key: "within", count: service.supplierResponseTime };
  if (minutes < 60) return { key: "typicalMinutes", count: minutes };
  return { key: "typicalHours", count: Math.max(1, Math.round(minutes / 60)) };
}
