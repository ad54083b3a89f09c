import { z } from "zod";
import { currentPasswordField, emailField, EMAIL_MAX_LENGTH, nameField, newPasswordField } from "./fields.ts";

// The sign-in dialog's two forms, checked in the browser (the dialog loads on demand, so zod does
// not weigh on the first page) and again by the action behind them. Problems are error codes.

/** Sign-in asks only that both are there (the spec's rule); a wrong pair is the server's signInFailed. */
export const signInSchema = z.object({
  email: z.string().trim().min(1, "emailRequired").max(EMAIL_MAX_LENGTH, "tooLong"),
  password: currentPasswordField,
});
export type SignInInput = z.infer<typeof signInSchema>;

/** The API's sign-up (signUpSchema in core/schemas.ts) plus the confirmation and the terms checkbox. */
export const signUpFormSchema = z
  .object({
    name: nameField,
    email: emailField,
    // Empty says "required" rather than "too short", then the API's own rule.
    password: z.string().min(1, { error: "passwordRequired", abort: true }).pipe(newPasswordField),
    confirmPassword: z.string(),
    // A checked checkbox sends "on"; an unchecked one sends nothing.
    terms: z.literal("on", "termsRequired"),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    error: "passwordsMismatch",
    // Said together with the other fields' problems, not only once they are all right.
    when: ({ value }) => {
      const form = value as { password?: unknown; confirmPassword?: unknown };
      return typeof form.password === "string" && typeof form.confirmPassword === "string";
    },
  });
export type SignUpFormInput = z.infer<typeof signUpFormSchema>;

/** Google brings the visitor back to the page they started from (a path on this site). */
export const googleSignInSchema = z.object({
  callbackURL: z
    .string()
    .max(2000)
    .refine((path) => path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\"), "invalid")
    .catch("/"),
});

/** "Forgot password?": the address to send the link to. */
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/**
 * A new password with the mailed link's token (the repeat is the form's own check). A missing or
 * malformed token is the link's fault, not a field the visitor can fix: resetLinkInvalid.
 */
export const resetPasswordSchema = z.object({
  token: z.string("resetLinkInvalid").trim().min(1, "resetLinkInvalid").max(200, "resetLinkInvalid"),
  newPassword: z.string().min(1, { error: "passwordRequired", abort: true }).pipe(newPasswordField),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
