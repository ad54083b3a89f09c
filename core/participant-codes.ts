// The participant types' codes and a party's head count: all a page needs before the booking
// dialog opens (the booking intent kept across sign-in), apart from the pricing rules in
// participants.ts, which load with the dialog.

export const participantCodes = ["adult", "child", "infant", "senior", "student"] as const;
export type ParticipantCode = (typeof participantCodes)[number];

/** How many of each type come, e.g. `{ adult: 2, child: 1 }`; missing types are zero. */
export type ParticipantCounts = Partial<Record<ParticipantCode, number>>;

/** Everyone in a party, seat or no seat. */
export function people(counts: ParticipantCounts): number {
  return Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0);
}
