// Field rules shared by the server's schemas and the browser's forms, which check them without zod.

/** The spec's minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

/** A phone number as guests write it: digits, spaces, brackets and dashes, an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;

/** A quick e-mail check for forms in the browser; the server's schema is final. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
