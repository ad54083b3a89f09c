import { newsletterParagraphs } from "../../../core/newsletters.ts";
import type { Content, MailWriter, Of } from "./mail-content.ts";

// Mail beside the booking's own: the operator's team told of a cancellation they did not make,
// and the admins' newsletter.

/**
 * To the operator's team: a booking they no longer run, cancelled by the guest or by the platform
 * (whose reason is quoted): the seats back on sale and the guest's refund.
 */
const teamCancelled = (m: Of<"guestCancelled" | "adminCancelled">, { k, t, booking }: MailWriter) => ({
  subject: k("subject", { guest: m.guest, reference: m.booking.reference }),
  heading: k(m.wasRequest ? "headingRequest" : "heading"),
  paragraphs: [
    k("intro", { guest: m.guest, trip: m.booking.serviceTitle, supplier: m.supplier }),
    k("seats", { count: m.seats }),
    k("refund", { refund: m.refund }),
    ...(m.refundPoints ? [k("refundPoints", { points: m.refundPoints })] : []),
  ],
  ...(m.kind === "adminCancelled" ? { quote: { from: k("reasonFrom"), text: m.reason } } : {}),
  tables: [
    {
      rows: booking(m.booking, [
        [t("details.guest"), m.guest],
        [t("details.seatsFreed"), String(m.seats)],
        [t("details.refund"), m.refund],
        m.refundPoints ? [t("details.refundPointsGuest"), m.refundPoints] : null,
      ]),
    },
  ],
  actions: [{ label: k("button"), href: m.link }],
});

export const cancellationBuilders: {
  [K in "guestCancelled" | "adminCancelled"]: (m: Of<K>, writer: MailWriter) => Content;
} = { guestCancelled: teamCancelled, adminCancelled: teamCancelled };

/** An admin's newsletter ("Offers and news") in the reader's language: the admin's own words. */
export const newsletterBuilders: { newsletter: (m: Of<"newsletter">, writer: MailWriter) => Content } = {
  newsletter: (m, { k }) => ({
    subject: m.subject,
    heading: m.subject,
    paragraphs: newsletterParagraphs(m.body),
    tables: [],
    actions: [{ label: k("button"), href: m.link }],
  }),
};
