import { z } from "zod";

// The one e-mail rule, the one phone rule and the password's length, and the zod fields built on
// them. Every schema in core/ that takes an address, a phone or a new password uses these, so the
// browser's forms and the server check alike. (Nothing on a first-load page imports this file.)

/** The shortest new password (decisions.md §3: 8, over the spec's 6; OWASP ASVS V6); Better Auth
 * refuses longer than the maximum. Signing in checks no length: older 6-character passwords work. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** The longest address mail servers accept. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A well-formed e-mail address: the pattern of zod's `z.email()`, which Better Auth checks sign-ups
 * and sign-ins with, so nothing we accept is refused there (core/fields.test.ts keeps them equal).
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A phone number as guests write it: digits, spaces, brackets and dashes, an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;

/** The one e-mail field: trimmed, required, then well-formed. */
export const emailField = z
  .string({ error: (issue) => (issue.code === "invalid_type" ? "emailRequired" : undefined) })
  .trim()
  .min(1, { error: "emailRequired", abort: true })
  .max(EMAIL_MAX_LENGTH, "invalidEmail")
  .regex(EMAIL_PATTERN, "invalidEmail");

/** A phone that may be left empty ("" once trimmed). */
export const optionalPhoneField = z
  .string()
  .trim()
  .refine((value) => value === "" || PHONE_PATTERN.test(value), "invalidPhone");

/** A new password: long enough, and not longer than Better Auth takes. */
export const newPasswordField = z
  .string()
  .min(MIN_PASSWORD_LENGTH, "passwordLength")
  .max(MAX_PASSWORD_LENGTH, "passwordTooLong");

/** The password a person already has (signing in, confirming a change): only that it is there. */
export const currentPasswordField = z
  .string()
  .min(1, "passwordRequired")
  .max(MAX_PASSWORD_LENGTH, "passwordTooLong");

/** A person's name, as an account and a sign-up have it. */
export const nameField = z.string().trim().min(1, "nameRequired").max(100);

/** A list's page in a query string: a whole number from 1 to 100,000, the first page when absent. */
export const pageField = z.coerce
  .number("notANumber")
  .int("notWholeNumber")
  .min(1, "tooSmall")
  .max(100_000, "tooLarge")
  .default(1);
