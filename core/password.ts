/** The spec's minimum password length, shared by forms in the browser (without zod) and the server. */
export const MIN_PASSWORD_LENGTH = 6;
