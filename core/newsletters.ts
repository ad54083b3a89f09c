import { z } from "zod";
import { languages, type Language } from "./preferences.ts";

// What the admin's newsletters ("Offers and news") and their API share: the composed text in every
// language, and the list's rows.

export const NEWSLETTER_SUBJECT_MAX = 150;
export const NEWSLETTER_BODY_MAX = 10_000;

/** A misspelt key is refused (not dropped in silence); a missing object is a field left out. */
const objectError = {
  error: (issue: { code?: string }) =>
    issue.code === "unrecognized_keys"
      ? "unknownField"
      : issue.code === "invalid_type"
        ? "required"
        : undefined,
};

/** One text per language, every one written: a recipient reads it in their profile's language. */
const perLanguage = (max: number) =>
  z.strictObject(
    Object.fromEntries(
      languages.map((lang) => [
        lang,
        z
          .string({ error: (issue) => (issue.code === "invalid_type" ? "required" : undefined) })
          .trim()
          .min(1, "required")
          .max(max, "tooLong"),
      ]),
    ) as Record<Language, z.ZodString>,
    objectError,
  );

/** A newsletter as the admin composes it: `{subject: {en, ru, de}, body: {en, ru, de}}`. */
export const newsletterSchema = z.strictObject(
  { subject: perLanguage(NEWSLETTER_SUBJECT_MAX), body: perLanguage(NEWSLETTER_BODY_MAX) },
  objectError,
);
export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** Sending asks to be confirmed in the admin's form (a box to tick): it cannot be undone. */
export const sendNewsletterSchema = z.object({ confirm: z.literal("on", "required") });

/** Which language's mail the admin's preview shows (English unless asked). */
export const newsletterPreviewSchema = z.object({ lang: z.enum(languages, "invalidChoice").default("en") });

/** The body's paragraphs: separated by an empty line; single line breaks stay inside one. */
export const newsletterParagraphs = (body: string): string[] =>
  body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** A newsletter in the admin's list: a draft until sent, then how many accounts it went to. */
export interface AdminNewsletter {
  id: number;
  subject: Record<Language, string>;
  status: "draft" | "sent";
  /** Accounts it was sent to (opted in to news by e-mail or in the app); null while a draft. */
  recipients: number | null;
  createdAt: string;
  sentAt: string | null;
}

/** One newsletter with its body, and the mail as the chosen language's readers get it. */
export interface AdminNewsletterDetail extends AdminNewsletter {
  body: Record<Language, string>;
  /** Accounts that would get it if it were sent now. */
  audience: number;
  preview: { lang: Language; subject: string; html: string };
}
