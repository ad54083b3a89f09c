import { z } from "zod";
import { pageField } from "./fields.ts";

// The admin's view of the mail the platform sent or stored (/admin/mail and /api/admin/mail).

/** A mail's life: queued → sending → sent (SMTP) or stored (no SMTP); failed after the last attempt. */
export const mailStatuses = ["queued", "sending", "sent", "stored", "failed"] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** Mails a page of the list shows. */
export const ADMIN_MAIL_PAGE = 25;

export const adminMailQuerySchema = z.object({
  /** Part of the recipient's address. */
  q: z.string().trim().max(100, "tooLong").optional(),
  status: z.enum(mailStatuses, "invalidChoice").optional(),
  page: pageField,
});
export type AdminMailQuery = z.infer<typeof adminMailQuerySchema>;

/** One mail in the list. */
export interface AdminMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  locale: string;
  status: MailStatus;
  attempts: number;
  /** The last attempt's error (a failed mail's reason; a queued one's last try). */
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface AdminMailPage {
  items: AdminMail[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
  /** Failed mails on the whole platform, whatever the filter: someone should look at them. */
  failed: number;
}

/** One mail as it was rendered: both parts, its headers, its links and its calendar file. */
export interface AdminMailDetail extends AdminMail {
  html: string;
  text: string;
  headers: Record<string, string>;
  /** Every link the mail carries (HTML and text), in order, once each. */
  links: string[];
  /** The .ics attachment's text, if the mail has one. */
  ics: string | null;
  runAt: string;
}

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  "#39": "'",
  "#x27": "'",
};

/** The absolute links of a mail: the HTML's hrefs first, then any only the plain text has. */
export function mailLinks(html: string, text: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    const raw = (match[1] ?? match[2] ?? "").replace(
      /&(amp|lt|gt|quot|apos|#39|#x27);/g,
      (_, name: string) => entities[name]!,
    );
    if (/^(https?:|mailto:)/i.test(raw.trim())) found.add(raw.trim());
  }
  for (const match of text.matchAll(/https?:\/\/[^\s<>"')\]]+/g))
    found.add(match[0].replace(/[.,;:!?]+$/, ""));
  return [...found];
}
