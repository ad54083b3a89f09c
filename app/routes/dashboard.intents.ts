// The traveller's dashboard pages' intents: what each page's forms may ask its action for. The
// actions read them (dashboard.*.server.ts), the forms may name them, and the fuzzer sends them
// (scripts/fuzz/form-requests.mjs). This file imports nothing, so Node loads it as it is.

/** A booking's page: rate it, write to its operator, cancel it, fill in a participant's details, or pay its balance (and SBP's bank step). */
export const bookingIntents = ["rate", "message", "cancel", "participant", "balance", "balanceSbp"] as const;
export type BookingIntent = (typeof bookingIntents)[number];

/**
 * The settings page: preferences, password, e-mail address (a link goes to the new one), a code
 * mailed to confirm the account's deletion (accounts without a password), deleting the account.
 */
export const settingsIntents = ["settings", "password", "email", "deletionCode", "delete"] as const;
export type SettingsIntent = (typeof settingsIntents)[number];
