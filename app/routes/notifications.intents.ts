// The notifications page's intents (the traveller's and the operator's share its action,
// notifications.server.ts); the fuzzer sends them (scripts/fuzz/form-requests.mjs). This file
// imports nothing, so Node loads it as it is.

/** Mark all read, one entry read, or one entry followed (read, then to its page). */
export const notificationsIntents = ["readAll", "read", "open"] as const;
export type NotificationsIntent = (typeof notificationsIntents)[number];
