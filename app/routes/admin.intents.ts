// The admin pages' intents: what each page's forms may ask its action for. The actions read them
// (admin.server.ts, admin.mail.server.ts), the forms may name them, and the fuzzer sends them
// (scripts/fuzz/form-requests.mjs). This file imports nothing, so Node loads it as it is.

/** The suppliers page: a new supplier. */
export const suppliersIntents = ["create"] as const;
export type SuppliersIntent = (typeof suppliersIntents)[number];

/** A supplier's page: edit its details, suspend or reactivate it, invite its owner. */
export const supplierIntents = ["update", "suspend", "reactivate", "invite"] as const;
export type SupplierIntent = (typeof supplierIntents)[number];

/** The contact inbox: a message handled, or back to not handled. */
export const messagesIntents = ["handled"] as const;
export type MessagesIntent = (typeof messagesIntents)[number];

/** A mail's page: a failed mail sent again. */
export const mailIntents = ["retry"] as const;
export type MailIntent = (typeof mailIntents)[number];

/** A booking's page: the admin cancels it with a reason. */
export const bookingIntents = ["cancel"] as const;
export type BookingIntent = (typeof bookingIntents)[number];
/** The newsletters page: a new newsletter (a draft). */
export const newslettersIntents = ["create"] as const;
export type NewslettersIntent = (typeof newslettersIntents)[number];

/** A newsletter's page: send it, once. */
export const newsletterIntents = ["send"] as const;
export type NewsletterIntent = (typeof newsletterIntents)[number];
