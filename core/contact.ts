import { z } from "zod";
import type { ErrorCode } from "./errors.ts";
import { emailField, optionalPhoneField } from "./fields.ts";

const text = (required: ErrorCode, max: number) => z.string().trim().min(1, required).max(max);

/** Messages are error codes (core/errors.ts) that the API and each screen word in the user's language. */
export const contactSchema = z.object({
  name: text("nameRequired", 100),
  email: emailField,
  phone: optionalPhoneField.transform((value) => value || null),
  subject: text("subjectRequired", 150),
  message: text("messageRequired", 5000),
});
export type ContactInput = z.infer<typeof contactSchema>;
