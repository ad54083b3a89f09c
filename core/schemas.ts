import { z } from "zod";
import type { FormShape } from "./form-input.ts";
import type { ErrorCode } from "./errors.ts";
import { isIsoDate, withinDateBounds } from "./dates.ts";
import { coins } from "./crypto-coins.ts";
import { currencies } from "./money.ts";
import { notificationCategories } from "./notifications.ts";
import { languages, themes } from "./preferences.ts";
import { categories } from "./categories.ts";
import { serviceSorts } from "./listing.ts";
import { REVIEWS_MAX_PAGE_SIZE, REVIEWS_PAGE_SIZE } from "./pagination.ts";
import { durationTiers, priceTiers } from "./tiers.ts";
import { participantCodes } from "./participants.ts";

export { categories, type Category } from "./categories.ts";

import { TOP_UP_MAX_USD, TOP_UP_MIN_USD, TRANSACTIONS_PAGE } from "./dashboard.ts";
import {
  currentPasswordField,
  emailField,
  MIN_PASSWORD_LENGTH,
  nameField,
  newPasswordField,
  optionalPhoneField,
  PHONE_PATTERN,
} from "./fields.ts";

export { MIN_PASSWORD_LENGTH, TOP_UP_MAX_USD, TOP_UP_MIN_USD };

/** A code for a missing or mistyped value only; the checks after it keep their own codes. */
const typeError = (code: ErrorCode) => ({
  error: (issue: { code?: string }) => (issue.code === "invalid_type" ? code : undefined),
});

// The one e-mail field, the phone rule and the password fields are in core/fields.ts.
export const isoDate = z
  .string()
  .refine(isIsoDate, { message: "invalidDate", abort: true })
  .refine(withinDateBounds, "dateOutOfBounds")
  .meta({
    description: "A date, yyyy-mm-dd, from 2000-01-01 to 2100-12-31 (400 `dateOutOfBounds` past them)",
  });
export const slotTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "invalidTime");
const guests = z.number().int("notWholeNumber").min(1, "tooSmall").max(50, "tooLarge");
const participantCount = z.number().int("notWholeNumber").min(0, "tooSmall").max(50, "tooLarge");

/** Who comes, by type: `{adult: 2, child: 1, infant: 1}` (decision 042). */
export const participantsSchema = z
  .partialRecord(z.enum(participantCodes, "unknownParticipantType"), participantCount)
  .meta({
    description: "How many of each participant type come; types the service does not take are refused",
  });

/** A party: `participants` by type, or `guests` alone (which means adults); one of the two. */
const party = {
  guests: guests.optional().meta({ description: "Adults; the same as `participants: {adult: guests}`" }),
  participants: participantsSchema.optional(),
};
const hasParty = (value: { guests?: number; participants?: object }) =>
  value.guests !== undefined || value.participants !== undefined;

export const signUpSchema = z.object({
  name: nameField,
  email: emailField,
  password: newPasswordField,
});

export { serviceSorts, type ServiceSort } from "./listing.ts";

export const servicesQuerySchema = z.object({
  category: z.enum(categories).optional(),
  q: z.string().trim().max(100).optional(),
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

/** `GET /api/services/:id/reviews`: a 1-based page; past the last one it is simply empty. */
export const reviewsQuerySchema = z.object({
  page: z.coerce
    .number(typeError("notANumber"))
    .int("notWholeNumber")
    .min(1, "tooSmall")
    .max(2_147_483_647, "tooLarge")
    .default(1),
  pageSize: z.coerce
    .number(typeError("notANumber"))
    .int("notWholeNumber")
    .min(1, "tooSmall")
    .max(REVIEWS_MAX_PAGE_SIZE, "tooLarge")
    .default(REVIEWS_PAGE_SIZE),
});
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;

/** A booking's id in a path: anything else is as unknown as a missing booking. */
export const bookingIdSchema = z.uuid("invalidId");

export const idParamSchema = z.coerce
  .number(typeError("notANumber"))
  .int("notWholeNumber")
  .positive("notPositive")
  .max(2_147_483_647);

/** Only the slot choice and the party; prices and titles sent by a client are ignored. */
const cartItemFields = z.object({
  serviceId: z.number().int().positive(),
  dates: z.object({ startDate: isoDate }),
  selectedTime: slotTime,
  ...party,
});
export const cartItemInputSchema = cartItemFields.refine(hasParty, {
  message: "participantsRequired",
  path: ["participants"],
});
export type CartItemInput = z.infer<typeof cartItemInputSchema>;

export const cartUpdateSchema = z
  .object(party)
  .refine(hasParty, { message: "participantsRequired", path: ["participants"] });

export const paymentMethods = ["card", "sbp", "crypto"] as const;

/** A crypto payment's id, as the provider gives it (`cpay_…`). */
export const cryptoPaymentIdField = z.string().regex(/^cpay_[0-9a-f]{20}$/, "cryptoPaymentRequired");
export type PaymentMethod = (typeof paymentMethods)[number];

const required = (code: ErrorCode, max = 200) => z.string().trim().min(1, code).max(max);

export const SPECIAL_REQUESTS_MAX = 1000;

export const customerInfoSchema = z.object({
  name: required("nameRequired"),
  email: emailField,
  // An empty phone is missing, not mistyped: the form names the field that is required.
  phone: z.string().trim().min(1, { error: "required", abort: true }).regex(PHONE_PATTERN, "invalidPhone"),
  address: z.object({
    street: required("required"),
    city: required("required"),
    country: required("required"),
  }),
  /** Anything the guests want the operators to know (diet, gear sizes, pick-up); optional. */
  specialRequests: z.string().trim().max(SPECIAL_REQUESTS_MAX).optional(),
});

export const cardSchema = z.object({
  number: z.string().trim().min(1, "cardNumberRequired"),
  expiry: z.string().trim().min(1, "cardExpiryRequired"),
  cvv: z.string().trim().min(1, "cardCvvRequired"),
});

/** A card token from the payment provider (the sandbox's `tok_...`). */
export const paymentTokenField = z.string().trim().min(1, "cardRequired").max(100);

/** The most lines a cart holds, and an order: a trip plan, not a warehouse. */
export const MAX_CART_LINES = 20;

export const bookingCreateSchema = z.object({
  userId: z.string().min(1).optional(),
  items: z
    .array(
      cartItemFields
        .extend({ cartItemId: z.string().min(1).max(100).optional() })
        .refine(hasParty, { message: "participantsRequired", path: ["participants"] }),
    )
    .min(1, "cartEmpty")
    .max(MAX_CART_LINES, "cartFull"),
  /** Not needed when points pay the whole order. */
  paymentMethod: z.enum(paymentMethods, "paymentMethodRequired").optional(),
  currency: z.enum(currencies).default("USD"),
  customerInfo: customerInfoSchema,
  /** Points (USD cents, 1 point = $1) to apply from the balance, up to the order's total. */
  pointsCents: z
    .number(typeError("notANumber"))
    .int("wholeCents")
    .min(0, "tooSmall")
    .max(100_000_000)
    .optional(),
  /** Card: the provider's token for the card (`POST /api/payments/sandbox/tokens`), never the card. */
  paymentToken: paymentTokenField.optional(),
  /** Refused: card details go to the provider, not to the order API. */
  card: z
    .unknown()
    .refine((value) => value === undefined, "useCardToken")
    .optional(),
  /** SBP: the sandbox bank's confirmation, from the redirect round trip. */
  sbpToken: z.string().max(200).optional(),
  /** Crypto: the provider's crypto payment (`POST /api/checkout/crypto`), once its transfer arrived. */
  cryptoPaymentId: cryptoPaymentIdField.optional(),
});
export type BookingCreateInput = z.infer<typeof bookingCreateSchema>;

/** One checkout attempt's key (the API's Idempotency-Key header, the checkout form's field). */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/, "invalidIdempotencyKey");

/**
 * Asking the provider for a crypto payment for the session's checkout: the checkout's key (the
 * order's Idempotency-Key), the coin, and the points the checkout applies. The amount is the
 * server's own quote of the cart; the address is the provider's.
 */
export const cryptoPaymentCreateSchema = z.object({
  checkoutKey: idempotencyKeySchema,
  coin: z.enum(coins, "coinRequired"),
  /** The order's currency: the amount is quoted from it, as the order will be charged in it. */
  currency: z.enum(currencies).default("USD"),
  pointsCents: z
    .number(typeError("notANumber"))
    .int("wholeCents")
    .min(0, "tooSmall")
    .max(100_000_000)
    .default(0),
});
export type CryptoPaymentCreateInput = z.infer<typeof cryptoPaymentCreateSchema>;

/** The guest's own change: only cancellation. */
export const bookingUpdateSchema = z.object({
  status: z.literal("cancelled", "onlyCancellation"),
});

// ---- Dashboard (issue 6): points, referrals, reviews, messages to suppliers.

/** The API's sign-up may name the referring friend's code (the pages use the pa_ref cookie). */
export const signUpWithReferralSchema = signUpSchema.extend({
  referralCode: z.string().trim().max(32).optional(),
});

export const TRANSACTIONS_MAX_PAGE = 50;

export const pointsQuerySchema = z.object({
  offset: z.coerce.number().int("notWholeNumber").min(0).default(0),
  limit: z.coerce.number().int("notWholeNumber").min(1).max(TRANSACTIONS_MAX_PAGE).default(TRANSACTIONS_PAGE),
  /** The language of the service titles the ledger lines name. */
  lang: z.enum(languages).default("en"),
});
export type PointsQuery = z.infer<typeof pointsQuerySchema>;

/** Adding funds: an amount in USD (whole cents) from $10 to $5,000, paid by card. */
export const topUpSchema = z
  .object({
    amount: z
      .number(typeError("amountRequired"))
      .min(TOP_UP_MIN_USD, "topUpMin")
      .max(TOP_UP_MAX_USD, "topUpMax")
      .refine((usd) => Math.abs(usd * 100 - Math.round(usd * 100)) < 1e-6, "wholeCents"),
    paymentToken: paymentTokenField,
  })
  // Dollars in, whole cents out: what the points module charges and credits.
  .transform(({ amount, paymentToken }) => ({ amountCents: Math.round(amount * 100), paymentToken }));
export type TopUpInput = z.infer<typeof topUpSchema>;

export const inviteSchema = z.object({ email: emailField });

export const reviewSchema = z.object({
  rating: z
    .number(typeError("ratingRequired"))
    .int("notWholeNumber")
    .min(1, "ratingRange")
    .max(5, "ratingRange"),
  comment: z.string().trim().max(2000).optional(),
});
export type ReviewInput = z.infer<typeof reviewSchema>;
/** The review form posts its stars as a string, and an empty comment (core/form-input.ts). */
export const reviewForm: FormShape = { numbers: ["rating"], optional: ["comment"] };

export const SUPPLIER_MESSAGE_MAX = 2000;

export const supplierMessageSchema = z.object({
  message: z.string(typeError("messageRequired")).trim().min(1, "messageRequired").max(SUPPLIER_MESSAGE_MAX),
});

// Strict: a misspelt key would otherwise be dropped in silence and the user told "saved".
const unknownKey = {
  error: (issue: { code?: string }) => (issue.code === "unrecognized_keys" ? "unknownField" : undefined),
};
const flags = <K extends string>(keys: readonly K[]) =>
  z
    .strictObject(
      Object.fromEntries(keys.map((key) => [key, z.boolean()])) as Record<K, z.ZodBoolean>,
      unknownKey,
    )
    .partial();

/** The notification settings' channels; each has a switch per category (core/notifications.ts). */
export const notificationChannels = ["email", "inApp"] as const;
export type NotificationChannel = (typeof notificationChannels)[number];
const notificationFlags = z
  .strictObject({ email: flags(notificationCategories), inApp: flags(notificationCategories) }, unknownKey)
  .partial();
export const privacyKeys = ["profileVisible", "shareBookingHistory"] as const;

/** The profile and settings form: every field optional; an empty phone or country clears it. */
export const profileUpdateSchema = z
  .strictObject(
    {
      name: z.string().trim().min(1, "nameRequired").max(100),
      phone: optionalPhoneField.nullable(),
      country: z.string().trim().max(100).nullable(),
      language: z.enum(languages),
      currency: z.enum(currencies),
      theme: z.enum(themes),
      notifications: notificationFlags,
      privacy: flags(privacyKeys),
    },
    unknownKey,
  )
  .partial();
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
/** The settings form posts its switches as "true" or "false" (core/form-input.ts). */
export const settingsForm: FormShape = { flags: ["notifications.", "privacy."] };

export const changePasswordSchema = z.object({
  currentPassword: currentPasswordField,
  newPassword: newPasswordField,
});

export const changeEmailSchema = z.object({ email: emailField, password: currentPasswordField });

/** A mailed 6-digit code (an account without a password confirms its deletion with it). */
export const deletionCodeField = z
  .string()
  .trim()
  .min(1, { error: "deletionCodeRequired", abort: true })
  .regex(/^\d{6}$/, "deletionCodeInvalid");

/**
 * The account's end: the word DELETE, and the password, or for an account without one (Google)
 * the code mailed to it. Which of the two is needed is the use case's to say (decision 028).
 */
export const deleteAccountSchema = z.object({
  password: currentPasswordField.optional(),
  code: deletionCodeField.optional(),
  confirm: z.literal("DELETE", "confirmDelete"),
});

/** The token of the link mailed to a new address. */
export const emailConfirmSchema = z.object({ token: z.string().min(1).max(2048) });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
