import { z } from "zod";
import { notificationCategories } from "./notifications.ts";

// The in-app list behind the bell, its inputs, and the one-click unsubscribe (issue 13).

/** The list shows this many at first; "Show more" adds as many again. */
export const NOTIFICATIONS_PAGE = 20;
export const NOTIFICATIONS_MAX_PAGE = 100;
/** The page's "Show more" grows the list up to this many entries (older ones stay in the API). */
export const NOTIFICATIONS_MAX_SHOWN = 500;

/** A page of the list, newest first (offset and limit, as the points ledger and operator bookings). */
export const notificationsQuerySchema = z.object({
  offset: z.coerce.number().int("notWholeNumber").min(0).default(0),
  limit: z.coerce
    .number()
    .int("notWholeNumber")
    .min(1)
    .max(NOTIFICATIONS_MAX_PAGE)
    .default(NOTIFICATIONS_PAGE),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

const notificationId = z.number("notANumber").int("notWholeNumber").positive("invalid");

/** Mark some entries read, or all of them: `{ ids: [1, 2] }` or `{ all: true }`, never both. */
export const markReadSchema = z.union(
  [
    z.strictObject({ ids: z.array(notificationId).min(1).max(NOTIFICATIONS_MAX_PAGE) }),
    z.strictObject({ all: z.literal(true) }),
  ],
  "invalidChoice",
);
export type MarkReadInput = z.infer<typeof markReadSchema>;

/** One entry, as a page's form posts it ("12"). */
export const notificationIdSchema = z.coerce.number("notANumber").int("notWholeNumber").positive("invalid");

/** The token of an unsubscribe link names the user and the e-mail switch it turns off. */
export const unsubscribeTokenSchema = z.object({
  u: z.string().min(1),
  c: z.enum(notificationCategories),
});

/** The one-click address's query (the page's too): the signed token from the mail. */
/** The one-click address's token: a missing or wrong one is the same refusal (unsubscribeLinkInvalid). */
export const unsubscribeQuerySchema = z.object({ token: z.string().optional() });
