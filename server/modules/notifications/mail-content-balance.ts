import type { Content, MailWriter, Of } from "./mail-content.ts";

// A booking's balance (decision 042): the guest's reminder and lapse, the operator's notices.

type BalanceKind = "balanceReminder" | "balanceLapsed" | "balancePaidNotice" | "balanceLapsedNotice";

export const balanceBuilders: { [K in BalanceKind]: (m: Of<K>, writer: MailWriter) => Content } = {
  balanceReminder: (m, { k, t, booking, instant }) => ({
    subject: k("subject", { reference: m.booking.reference, balance: m.balance }),
    heading: k("heading"),
    paragraphs: [
      k("intro", { trip: m.booking.serviceTitle, balance: m.balance, due: instant(m.dueAt) }),
      k("lapse"),
    ],
    tables: [
      {
        rows: booking(m.booking, [
          [t("details.balance"), m.balance],
          [t("details.balanceDue"), instant(m.dueAt)],
        ]),
      },
    ],
    actions: [{ label: k("button"), href: m.link }],
  }),
  balanceLapsed: (m, { k, t, booking, instant }) => ({
    subject: k("subject", { reference: m.booking.reference }),
    heading: k("heading"),
    paragraphs: [
      k("intro", { trip: m.booking.serviceTitle, due: instant(m.dueAt) }),
      m.kept ? k("kept", { deposit: m.deposit }) : k("refunded", { refund: m.refund }),
      ...(!m.kept && m.refundPoints ? [t("refundPoints", { points: m.refundPoints })] : []),
    ],
    tables: [
      {
        rows: booking(m.booking, [
          [t("details.balanceDue"), instant(m.dueAt)],
          [t("details.deposit"), m.deposit],
          [t("details.refund"), m.refund],
          m.refundPoints ? [t("details.refundPoints"), m.refundPoints] : null,
        ]),
      },
    ],
    actions: [{ label: k("button"), href: m.link }],
  }),
  balancePaidNotice: (m, { k, t, booking }) => ({
    subject: k("subject", { guest: m.guest, reference: m.booking.reference }),
    heading: k("heading"),
    paragraphs: [k("intro", { guest: m.guest, trip: m.booking.serviceTitle, balance: m.balance })],
    tables: [
      {
        rows: booking(m.booking, [
          [t("details.guest"), m.guest],
          [t("details.balance"), m.balance],
        ]),
      },
    ],
    actions: [{ label: k("button"), href: m.link }],
  }),
  balanceLapsedNotice: (m, { k, t, booking }) => ({
    subject: k("subject", { guest: m.guest, reference: m.booking.reference }),
    heading: k("heading"),
    paragraphs: [
      k("intro", { guest: m.guest, trip: m.booking.serviceTitle }),
      k("seats", { count: m.seats }),
      k(m.kept ? "kept" : "refunded", { deposit: m.deposit }),
    ],
    tables: [
      {
        rows: booking(m.booking, [
          [t("details.guest"), m.guest],
          [t("details.seatsFreed"), String(m.seats)],
          [t("details.deposit"), m.deposit],
        ]),
      },
    ],
    actions: [{ label: k("button"), href: m.link }],
  }),
};
