import nodemailer from "nodemailer";

/** A mail row as the transport needs it. */
export interface OutgoingMail {
  id: number;
  key: string;
  toAddress: string;
  subject: string;
  html: string;
  text: string;
  ics: string | null;
  headers: Record<string, string>;
}

export interface MailTransport {
  /** "smtp": handed to the server; "stored": kept in the mails table for /admin/mail. */
  readonly kind: "smtp" | "stored";
  /** Resolves when the mail is accepted; throws when it is not (the runner retries). */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * With SMTP_URL, nodemailer sends; without it, nothing leaves and the mail stays readable in the
 * admin's /admin/mail. The Message-ID is the mail row's, so a resend after a crash between the
 * SMTP answer and our bookkeeping is recognisable as the same message.
 */
export function createTransport(options: { smtpUrl?: string; from: string; baseUrl: string }): MailTransport {
  if (!options.smtpUrl) {
    return { kind: "stored", send: async () => {}, close() {} };
  }
  const transporter = nodemailer.createTransport(options.smtpUrl);
  const host = new URL(options.baseUrl).hostname;
  return {
    kind: "smtp",
    async send(mail) {
      const method = mail.ics?.match(/^METHOD:(\w+)/m)?.[1] ?? "PUBLISH";
      await transporter.sendMail({
        from: options.from,
        to: mail.toAddress,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers,
        messageId: `<mail-${mail.id}@${host}>`,
        ...(mail.ics ? { icalEvent: { method, filename: "booking.ics", content: mail.ics } } : {}),
      });
    },
    close() {
      transporter.close();
    },
  };
}
