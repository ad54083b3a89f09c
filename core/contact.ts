import { z } from "zod";
import { PHONE_PATTERN } from "./fields.ts";

export type ContactProblem =
  | "nameRequired"
  | "emailRequired"
  | "emailInvalid"
  | "phoneInvalid"
  | "subjectRequired"
  | "messageRequired"
  | "tooLong";

const text = (required: ContactProblem, max: number) =>
  z.string().trim().min(1, required).max(max, "tooLong");

/** Messages are problem codes that each screen translates; the API shows them as they are. */
export const contactSchema = z.object({
  name: text("nameRequired", 100),
  email: z.string().trim().min(1, "emailRequired").max(254, "tooLong").pipe(z.email("emailInvalid")),
  phone: z
    .string()
    .trim()
    .max(30, "tooLong")
    .refine((value) => value === "" || PHONE_PATTERN.test(value), "phoneInvalid")
    .transform((value) => value || null),
  subject: text("subjectRequired", 150),
  message: text("messageRequired", 5000),
});
export type ContactInput = z.infer<typeof contactSchema>;
