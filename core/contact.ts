import { z } from "zod";
import type { ErrorCode } from "./errors.ts";
import { PHONE_PATTERN } from "./fields.ts";

const text = (required: ErrorCode, max: number) => z.string().trim().min(1, required).max(max);

/** Messages are error codes (core/errors.ts) that the API and each screen word in the user's language. */
export const contactSchema = z.object({
  name: text("nameRequired", 100),
  email: z.string().trim().min(1, "emailRequired").max(254).pipe(z.email("invalidEmail")),
  phone: z
    .string()
    .trim()
    .max(30)
    .refine((value) => value === "" || PHONE_PATTERN.test(value), "invalidPhone")
    .transform((value) => value || null),
  subject: text("subjectRequired", 150),
  message: text("messageRequired", 5000),
});
export type ContactInput = z.infer<typeof contactSchema>;
