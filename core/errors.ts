// One list of what can go wrong. The server throws a code; the API words it in the request's
// language from core/locales/{lang}/errors.json, and the UI words it with the same messages.

export const errorCodes = [
  // Any input
  "invalidInput",
  "required",
  "invalid",
  "invalidChoice",
  "unknownField",
  "tooShort",
  "tooLong",
  "tooSmall",
  "tooLarge",
  "notANumber",
  "notWholeNumber",
  "notPositive",
  "invalidEmail",
  "invalidPhone",
  "invalidDate",
  "dateOutOfBounds",
  "invalidTime",
  "invalidId",
  "invalidIdempotencyKey",
  "invalidReference",
  "invalidJson",
  "bodyNotObject",
  "tooManyItems",
  // Requests, sessions and roles
  "loginRequired",
  "forbidden",
  "notFound",
  "pageNotFound",
  "serviceNotFound",
  "bookingNotFound",
  "orderNotFound",
  "cartItemNotFound",
  "userNotFound",
  "tooManyRequests",
  "serverError",
  "databaseUnavailable",
  "network",
  // Accounts
  "nameRequired",
  "emailRequired",
  "passwordRequired",
  "passwordLength",
  "passwordTooLong",
  "passwordIncorrect",
  "passwordsMismatch",
  "passwordChangeFailed",
  "noPassword",
  "accountExists",
  "signUpFailed",
  "signInFailed",
  "termsRequired",
  "googleNotConfigured",
  "confirmDelete",
  // Cart, holds and bookings
  "serviceUnavailable",
  "dateOutOfRange",
  "slotNotRunning",
  "slotStarted",
  "seatsLeft",
  "fullyBooked",
  // Participants, deposits and details (decision 042)
  "participantsRequired",
  "unknownParticipantType",
  "adultRequired",
  "noSeatTaken",
  "belowMinimumAge",
  "ageOutOfRange",
  "licenceRequired",
  "licenceExpired",
  "waiverRequired",
  "noBalanceDue",
  "balanceOverdue",
  "participantsMismatch",
  "cartEmpty",
  "cartFull",
  "cannotHold",
  "cannotHoldLines",
  "requestInProgress",
  "idempotencyKeyReused",
  "onlyCancellation",
  "cancellationClosed",
  "cannotCancelStatus",
  "messageBeforeConfirmed",
  "messageRequired",
  "alreadyRated",
  "rateCompletedOnly",
  "rateNoShow",
  "ratingRange",
  "ratingRequired",
  // Payments and points
  "paymentMethodRequired",
  "cardRequired",
  "cardNumberRequired",
  "cardNumberInvalid",
  "cardExpiryRequired",
  "cardExpiryInvalid",
  "cardCvvRequired",
  "cardCvvInvalid",
  "cardDeclined",
  "sbpRubOnly",
  "sbpNotConfirmed",
  "cryptoPaymentRequired",
  "cryptoNotPaid",
  "cryptoPaymentExpired",
  "coinRequired",
  "nothingToPay",
  "pointsExceedBalance",
  "paymentUnknown",
  "checkoutExpired",
  "useCardToken",
  "cardTokenInvalid",
  "cardTokenUsed",
  "cardTokenNotYours",
  "amountRequired",
  "wholeCents",
  "topUpMin",
  "topUpMax",
  // Contact form
  "subjectRequired",
  // Operators' console and admin
  "ownerOnly",
  "bookingStatusChanged",
  "reasonRequired",
  "cannotCheckIn",
  "checkInReasonRequired",
  "capacityBelowBooked",
  "departureNotFound",
  "departureHasBookings",
  "closureRange",
  "slotExists",
  "imageTooLarge",
  "imageNotSupported",
  "imageNotFound",
  "serviceIncomplete",
  "supplierNotFound",
  "memberNotFound",
  "invitationNotFound",
  "invitationOtherEmail",
  "alreadyMember",
  "cannotRemoveOwner",
  // Availability (helper A)
  "slotNotFound",
  "closureNotFound",
  // Admin (helper D)
  "contactMessageNotFound",
  // Operators' console: services (helper B)
  "originalPriceNotAbove",
  "groupSizeRange",
  "duplicateTag",
  "imageLimit",
  // Operators' console: messages, reports, team (helper C)
  "invalidMonth",
  "monthOutOfBounds",
  "monthRange",
  // Notifications: in-app list, settings, unsubscribe (helper: inbox)
  "notificationNotFound",
  "unsubscribeLinkInvalid",
  // Notifications: signed links in mail (lead)
  "linkInvalid",
  // Password reset and the admin's mail view (helper: password/admin mail)
  "resetLinkInvalid",
  "mailNotFound",
  "mailNotFailed",
  // Hardening: input limits and cross-site requests (helper: input)
  "controlCharacters",
  "bodyTooLarge",
  "uriTooLong",
  "headersTooLarge",
  "unsupportedMediaType",
  // Hardening: proxies, passwords and sign-in (helper: login)
  "passwordCommon",
  "signInLocked",
  // Booking cut-off and request deadlines (helper: cut-off)
  "bookingClosed",
  "noTimeToAnswer",
  "requestDeadlinePassed",
  "tripStarted",
  // Leaving and changing the address, confirmed from the mailbox (helper: leave, decision 028)
  "deletionCodeRequired",
  "deletionCodeInvalid",
  "emailUnchanged",
  "emailLinkInvalid",
  // Newsletters (helper: settings and newsletters)
  "newsletterNotFound",
  "newsletterAlreadySent",
  // The console's pricing editor (issue 27, decision 042)
  "duplicateParticipantType",
  "ageRange",
  "seatTypeRequired",
  "leadPriceRequired",
  "seasonRange",
  "seasonsOverlap",
  "percentTooLarge",
  // Participant details and the co-traveller's link (helper: details, decision 042)
  "participantsClosed",
  "participantLinkInvalid",
] as const;

export type ErrorCode = (typeof errorCodes)[number];
export type ErrorParams = Record<string, string | number>;

/** One thing wrong with a request: which field (a dotted path, if any), what, and the numbers it needs. */
export interface Problem {
  code: ErrorCode;
  field?: string;
  params?: ErrorParams;
}

const known = new Set<string>(errorCodes);
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === "string" && known.has(value);

/** Fills {{name}} placeholders, as i18next does, so the server and the browser word a code alike. */
export function formatMessage(template: string, params: ErrorParams = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
