import { z } from "zod";
import { isIsoDate } from "./dates.ts";
import { currencies } from "./money.ts";
import { languages, themes } from "./preferences.ts";
import { categories } from "./categories.ts";
import { serviceSorts } from "./listing.ts";
import { durationTiers, priceTiers } from "./tiers.ts";

export { categories, type Category } from "./categories.ts";

import { TOP_UP_MAX_USD, TOP_UP_MIN_USD, TRANSACTIONS_PAGE } from "./dashboard.ts";
import { MIN_PASSWORD_LENGTH, PHONE_PATTERN } from "./fields.ts";

export { MIN_PASSWORD_LENGTH, TOP_UP_MAX_USD, TOP_UP_MIN_USD };

const email = z.email("Please enter a valid email address").max(254);
const phoneMessage = "Please enter a valid phone number";
const isoDate = z.string().refine(isIsoDate, "must be a date written yyyy-mm-dd");
const slotTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time slot written HH:MM");
const guests = z
  .number()
  .int("must be a whole number")
  .min(1, "must be at least 1")
  .max(50, "must be at most 50");

const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, "Password must be at least 6 characters")
  .max(128, "Password must be at most 128 characters");
const currentPassword = z
  .string()
  .min(1, "Password is required")
  .max(128, "Password must be at most 128 characters");

export const signUpSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(100),
  email,
  password: newPassword,
});

export { serviceSorts, type ServiceSort } from "./listing.ts";

export const servicesQuerySchema = z.object({
  category: z.enum(categories).optional(),
  q: z.string().trim().max(100, "must be at most 100 characters").optional(),
  price: z.enum(priceTiers).optional(),
  duration: z.enum(durationTiers).optional(),
  availability: z.enum(["available"]).optional(),
  sort: z.enum(serviceSorts).default("rating"),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(12),
  /** The language of titles and descriptions, which the text search matches too. */
  lang: z.enum(languages).default("en"),
});
export type ServicesQuery = z.infer<typeof servicesQuerySchema>;

export const languageQuerySchema = z.object({ lang: z.enum(languages).default("en") });

export const idParamSchema = z.coerce
  .number("must be a number")
  .int("must be a whole number")
  .positive("must be a positive number")
  .max(2_147_483_647, "is too large");

/** Only the slot choice and guests count; prices and titles sent by a client are ignored. */
export const cartItemInputSchema = z.object({
  serviceId: z.number().int().positive(),
  dates: z.object({ startDate: isoDate }),
  selectedTime: slotTime,
  guests,
});
export type CartItemInput = z.infer<typeof cartItemInputSchema>;

export const cartUpdateSchema = z.object({ guests });

export const paymentMethods = ["card", "sbp", "crypto"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

const required = (label: string, max = 200) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} is too long`);

export const customerInfoSchema = z.object({
  name: required("Name"),
  email,
  phone: z.string().trim().regex(PHONE_PATTERN, phoneMessage),
  address: z.object({
    street: required("Street"),
    city: required("City"),
    country: required("Country"),
  }),
});

export const cardSchema = z.object({
  number: z.string().trim().min(1, "Card number is required"),
  expiry: z.string().trim().min(1, "Expiry date is required"),
  cvv: z.string().trim().min(1, "CVV is required"),
});

export const bookingCreateSchema = z.object({
  userId: z.string().min(1).optional(),
  items: z
    .array(cartItemInputSchema.extend({ cartItemId: z.string().min(1).max(100).optional() }))
    .min(1, "must contain at least one item")
    .max(20, "must contain at most 20 items"),
  paymentMethod: z.enum(paymentMethods),
  currency: z.enum(currencies).default("USD"),
  customerInfo: customerInfoSchema,
  card: cardSchema.optional(),
  /** SBP: the sandbox bank's confirmation, from the redirect round trip. */
  sbpToken: z.string().max(200).optional(),
  /** Crypto: the connected wallet's address. */
  wallet: z.string().max(100).optional(),
});
export type BookingCreateInput = z.infer<typeof bookingCreateSchema>;

/** The guest's own change: only cancellation. */
export const bookingUpdateSchema = z.object({
  status: z.literal("cancelled", "only cancellation is allowed"),
});

// ---- Dashboard (issue 6): points, referrals, reviews, messages to suppliers.

/** The API's sign-up may name the referring friend's code (the pages use the pa_ref cookie). */
export const signUpWithReferralSchema = signUpSchema.extend({
  referralCode: z.string().trim().max(32, "is too long").optional(),
});

export const TRANSACTIONS_MAX_PAGE = 50;

export const pointsQuerySchema = z.object({
  offset: z.coerce.number().int("must be a whole number").min(0, "must be 0 or more").default(0),
  limit: z.coerce
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(TRANSACTIONS_MAX_PAGE, `must be at most ${TRANSACTIONS_MAX_PAGE}`)
    .default(TRANSACTIONS_PAGE),
  /** The language of the service titles the ledger lines name. */
  lang: z.enum(languages).default("en"),
});

/** Adding funds: an amount in USD (whole cents) from $10 to $5,000, paid by card. */
export const topUpSchema = z.object({
  amount: z
    .number("Please enter an amount")
    .min(TOP_UP_MIN_USD, `The minimum is $${TOP_UP_MIN_USD}`)
    .max(TOP_UP_MAX_USD, `The maximum is $${TOP_UP_MAX_USD}`)
    .refine((usd) => Math.abs(usd * 100 - Math.round(usd * 100)) < 1e-6, "must be in whole cents"),
  card: cardSchema,
});

export const inviteSchema = z.object({
  email: z
    .string("Please enter an email address")
    .trim()
    .min(1, "Please enter an email address")
    .pipe(z.email("Please enter a valid email address").max(254, "Please enter a valid email address")),
});

export const reviewSchema = z.object({
  rating: z
    .number("Please choose a rating")
    .int("must be a whole number")
    .min(1, "must be 1 to 5")
    .max(5, "must be 1 to 5"),
  comment: z.string().trim().max(2000, "must be at most 2000 characters").optional(),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

export const SUPPLIER_MESSAGE_MAX = 2000;

export const supplierMessageSchema = z.object({
  message: z
    .string("Please write a message")
    .trim()
    .min(1, "Please write a message")
    .max(SUPPLIER_MESSAGE_MAX, `must be at most ${SUPPLIER_MESSAGE_MAX} characters`),
});

/** "field: message" for the first issue: a 400 that names the problem (an unknown key is the field). */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid input";
  const path = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0] ?? ""] : issue.path;
  const field = path.map(String).join(".");
  return field ? `${field}: ${issue.message}` : issue.message;
}

// Strict: a misspelt key would otherwise be dropped in silence and the user told "saved".
const unknownKey = {
  error: (issue: { code?: string }) =>
    issue.code === "unrecognized_keys" ? "is not a field that can be changed" : undefined,
};
const flags = <K extends string>(keys: readonly K[]) =>
  z
    .strictObject(
      Object.fromEntries(keys.map((key) => [key, z.boolean()])) as Record<K, z.ZodBoolean>,
      unknownKey,
    )
    .partial();

export const notificationKeys = [
  "email",
  "push",
  "sms",
  "marketing",
  "bookingUpdates",
  "paymentAlerts",
] as const;
export const privacyKeys = ["profileVisible", "shareBookingHistory", "allowDataCollection"] as const;

/** The profile and settings form: every field optional; an empty phone or country clears it. */
export const profileUpdateSchema = z
  .strictObject(
    {
      name: z.string().trim().min(1, "Name is required").max(100, "Name is too long"),
      phone: z
        .string()
        .trim()
        .refine((value) => value === "" || PHONE_PATTERN.test(value), phoneMessage)
        .nullable(),
      country: z.string().trim().max(100, "Country is too long").nullable(),
      language: z.enum(languages),
      currency: z.enum(currencies),
      theme: z.enum(themes),
      notifications: flags(notificationKeys),
      privacy: flags(privacyKeys),
    },
    unknownKey,
  )
  .partial();
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

export const changePasswordSchema = z.object({ currentPassword, newPassword });

export const changeEmailSchema = z.object({ email, password: currentPassword });

export const deleteAccountSchema = z.object({
  password: currentPassword,
  confirm: z.literal("DELETE", "Type DELETE to confirm"),
});
