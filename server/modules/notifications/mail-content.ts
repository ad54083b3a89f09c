import type { TFunction } from "i18next";
import { type MailBooking, type MailMessage } from "../../../core/notifications.ts";
import { type Language } from "../../../core/preferences.ts";
import { mailTranslator } from "./mail-words.ts";
import { formats } from "./mail-formats.ts";
import { cancellationBuilders, newsletterBuilders } from "./mail-content-team.ts";
import { securityBuilders } from "./mail-content-security.ts";
import { orderBuilders } from "./mail-content-order.ts";
import { readinessBuilders } from "./mail-content-readiness.ts";
import { balanceBuilders } from "./mail-content-balance.ts";

// What a mail says, built per kind as data; one layout turns it into HTML.

/** A detail of a mail's table; a link after the value when it has one (the meeting point's map). */
export type Row = readonly [label: string, value: string, link?: { label: string; href: string }];
export interface Action {
  label: string;
  href: string;
  tone?: "primary" | "danger";
}
export interface Content {
  subject: string;
  heading: string;
  paragraphs: string[];
  quote?: { from: string; text: string };
  tables: { title?: string; rows: Row[] }[];
  actions: Action[];
  links?: { label: string; href: string }[];
  after?: string[];
  /** The heading already greets (welcome). */
  noGreeting?: boolean;
  /** The address printed in full under the buttons; the first action's unless set. */
  fallback?: string;
}
export type Kind = MailMessage["kind"];
export type Of<K extends Kind> = Extract<MailMessage, { kind: K }>;
export type MailWriter = ReturnType<typeof formats> & {
  t: TFunction;
  k: (key: string, vars?: Record<string, unknown>) => string;
  booking: (b: MailBooking, extra?: (Row | null)[]) => Row[];
};

/** The meeting point's map as the link after it, when it has one. */
const mapOf = (href: string | null | undefined, t: MailWriter["t"]) =>
  href ? { label: t("details.map"), href } : undefined;
const rows = (list: (Row | null | false)[]): Row[] => list.filter((row): row is Row => Boolean(row));

/** A booking given back: the refund said in the text (money, then points)… */
type Refunded = Of<"bookingRejected" | "bookingCancelled">;
const refundLines = (m: Refunded, { k, t }: MailWriter) => [
  k("refund", { refund: m.refund }),
  ...(m.refundPoints ? [t("refundPoints", { points: m.refundPoints })] : []),
];
/** …and in the booking's table, after the reason. */
const refundRows = (m: Refunded, { t, booking }: MailWriter) =>
  booking(m.booking, [
    m.reason ? [t("details.reason"), m.reason] : null,
    [t("details.refund"), m.refund],
    m.refundPoints ? [t("details.refundPoints"), m.refundPoints] : null,
  ]);

/** Mail to an operator's team (its footer says why the member gets it). */
export const requestKinds = new Set<Kind>([
  "newRequest",
  "requestReminder",
  "guestMessage",
  "guestCancelled",
  "adminCancelled",
  "instantBooking",
  "balancePaidNotice",
  "balanceLapsedNotice",
]);

export const builders: { [K in Kind]: (m: Of<K>, writer: MailWriter) => Content } = {
  welcome: (m, { k }) => ({
    subject: k("subject"),
    heading: k("heading", { name: m.name }),
    noGreeting: true,
    paragraphs: [k("intro"), k("next")],
    tables: [],
    actions: [{ label: k("button"), href: m.link }],
  }),
  passwordReset: (m, { k }) => ({
    subject: k("subject"),
    heading: k("heading"),
    paragraphs: [k("intro"), k("expires", { count: m.expiresInMinutes })],
    tables: [],
    actions: [{ label: k("button"), href: m.link }],
    after: [k("ignore")],
  }),
  ...orderBuilders,
  bookingConfirmed: (m, { k, booking }) => ({
    subject: k("subject", { reference: m.booking.reference }),
    heading: k("heading"),
    paragraphs: [k("intro", { trip: m.booking.serviceTitle }), k("calendar")],
    tables: [{ rows: booking(m.booking) }],
    actions: [{ label: k("button"), href: m.link }],
    after: [k("tip")],
  }),
  bookingRejected: (m, writer) => ({
    subject: writer.k("subject", { reference: m.booking.reference }),
    heading: writer.k("heading"),
    paragraphs: [
      writer.k(m.byDeadline ? "introDeadline" : "intro", { trip: m.booking.serviceTitle }),
      ...refundLines(m, writer),
    ],
    tables: [{ rows: refundRows(m, writer) }],
    actions: [{ label: writer.k("button"), href: m.link }],
  }),
  bookingCancelled: (m, writer) => ({
    subject: writer.k("subject", { reference: m.booking.reference }),
    heading: writer.k("heading"),
    paragraphs: [
      writer.k({ guest: "introGuest", operator: "introOperator", admin: "introAdmin" }[m.by], {
        trip: m.booking.serviceTitle,
      }),
      ...refundLines(m, writer),
      writer.k("calendar"),
    ],
    tables: [{ rows: refundRows(m, writer) }],
    actions: [{ label: writer.k("button"), href: m.link }],
  }),
  operatorReplied: (m, { k, t, booking }) => ({
    subject: k("subject", { supplier: m.supplier, reference: m.booking.reference }),
    heading: k("heading", { supplier: m.supplier }),
    paragraphs: [k("intro", { supplier: m.supplier, trip: m.booking.serviceTitle })],
    quote: { from: t("quoteFrom", { name: m.supplier }), text: m.message },
    tables: [{ rows: booking(m.booking) }],
    actions: [{ label: k("button"), href: m.link }],
  }),
  tripReminder: (m, { k, booking }) => ({
    subject: k("subject", { trip: m.booking.serviceTitle, reference: m.booking.reference }),
    heading: k("heading"),
    paragraphs: [k("intro", { trip: m.booking.serviceTitle })],
    tables: [{ rows: booking(m.booking) }],
    actions: [{ label: k("button"), href: m.link }],
    after: [k("tip")],
  }),
  tripCompleted: (m, { k, booking }) => ({
    subject: k("subject", { trip: m.booking.serviceTitle, reference: m.booking.reference }),
    heading: k("heading"),
    paragraphs: [k("intro", { trip: m.booking.serviceTitle })],
    tables: [{ rows: booking(m.booking) }],
    actions: [{ label: k("button"), href: m.link }],
  }),
  referralInvite: (m, { k }) => ({
    subject: k("subject", { inviter: m.inviter }),
    heading: k("heading", { inviter: m.inviter }),
    paragraphs: [k("intro", { inviter: m.inviter }), k("reward", { percent: m.rewardPercent })],
    tables: [],
    actions: [{ label: k("button"), href: m.link }],
  }),
  referralReward: (m, { k, t }) => ({
    subject: k("subject", { amount: m.amount, friend: m.friend }),
    heading: k("heading"),
    paragraphs: [k("intro", { amount: m.amount, friend: m.friend })],
    tables: [
      {
        rows: [
          [t("details.friend"), m.friend],
          [t("details.reward"), m.amount],
        ],
      },
    ],
    actions: [{ label: k("button"), href: m.link }],
  }),
  newRequest: (m, writer) => ({
    subject: writer.k("subject", { reference: m.booking.reference, trip: m.booking.serviceTitle }),
    heading: writer.k("heading"),
    paragraphs: [
      writer.k("intro", {
        guest: m.guest,
        trip: m.booking.serviceTitle,
        supplier: m.supplier,
        deadline: writer.instant(m.deadline),
      }),
      writer.t("request.auto"),
    ],
    ...(m.note ? { quote: { from: writer.t("request.note"), text: m.note } } : {}),
    ...request(m, writer),
  }),
  requestReminder: (m, writer) => {
    const stage = m.stage === "final" ? "Final" : "Half";
    const vars = {
      guest: m.guest,
      trip: m.booking.serviceTitle,
      supplier: m.supplier,
      deadline: writer.instant(m.deadline),
    };
    return {
      subject: writer.k(`subject${stage}`, { reference: m.booking.reference }),
      heading: writer.k(`heading${stage}`),
      paragraphs: [writer.k(`intro${stage}`, vars), writer.t("request.auto")],
      ...request(m, writer),
    };
  },
  guestMessage: (m, { k, t, booking }) => ({
    subject: k("subject", { guest: m.guest, reference: m.booking.reference }),
    heading: k("heading"),
    paragraphs: [k("intro", { guest: m.guest, supplier: m.supplier, trip: m.booking.serviceTitle })],
    quote: { from: t("quoteFrom", { name: m.guest }), text: m.message },
    tables: [{ rows: booking(m.booking, [[t("details.guest"), m.guest]]) }],
    actions: [{ label: k("button"), href: m.link }],
  }),
  ...cancellationBuilders,
  instantBooking: (m, { k, t, booking }) => ({
    subject: k("subject", { reference: m.booking.reference, trip: m.booking.serviceTitle }),
    heading: k("heading"),
    paragraphs: [k("intro", { guest: m.guest, trip: m.booking.serviceTitle, supplier: m.supplier })],
    ...(m.note ? { quote: { from: t("request.note"), text: m.note } } : {}),
    tables: [{ rows: booking(m.booking, [[t("details.guest"), m.guest]]) }],
    actions: [{ label: k("button"), href: m.link }],
  }),
  teamInvitation: (m, { k, t, when }) => ({
    subject: k("subject", { supplier: m.supplier }),
    heading: k("heading", { supplier: m.supplier }),
    paragraphs: [
      k("intro", { inviter: m.inviter, supplier: m.supplier }),
      k("expires", { expires: when(m.expires) }),
    ],
    tables: [
      {
        rows: [
          [t("details.operator"), m.supplier],
          [t("details.role"), t(`role.${m.role}`, { defaultValue: m.role })],
          [t("details.invitedBy"), m.inviter],
          [t("details.validUntil"), when(m.expires)],
        ],
      },
    ],
    actions: [{ label: k("button"), href: m.link }],
  }),
  contactReceived: (m, { k, t }) => ({
    subject: k("subject", { subject: m.subject }),
    heading: k("heading"),
    paragraphs: [k("intro"), k("next")],
    quote: { from: t("contact.yourMessage"), text: m.message },
    tables: [{ rows: [[t("contact.subject"), m.subject]] }],
    actions: [{ label: k("button"), href: m.link }],
  }),
  contactMessage: (m, { k, t }) => ({
    subject: k("subject", { sender: m.sender, subject: m.subject }),
    heading: k("heading"),
    paragraphs: [k("intro", { sender: m.sender })],
    quote: { from: t("quoteFrom", { name: m.sender }), text: m.message },
    tables: [
      {
        rows: rows([
          [t("contact.from"), m.sender],
          [t("contact.email"), m.email],
          m.phone ? [t("contact.phone"), m.phone] : null,
          [t("contact.subject"), m.subject],
          [t("contact.language"), m.language],
        ]),
      },
    ],
    actions: [{ label: k("button"), href: m.link }],
    after: [k("reply", { email: m.email })],
  }),
  ...securityBuilders,
  ...newsletterBuilders,
  ...readinessBuilders,
  ...balanceBuilders,
};

/** The operator's request mails: the booking with its deadline, one-click answers, the console. */
function request(m: Of<"newRequest"> | Of<"requestReminder">, writer: MailWriter) {
  return {
    tables: [
      {
        rows: writer.booking(m.booking, [
          [writer.t("details.guest"), m.guest],
          [writer.t("details.respondBy"), writer.instant(m.deadline)],
        ]),
      },
    ],
    actions: [
      { label: writer.t("request.confirm"), href: m.confirmLink },
      { label: writer.t("request.reject"), href: m.rejectLink, tone: "danger" as const },
    ],
    links: [{ label: writer.t("request.console"), href: m.link }],
    after: [writer.t("request.oneClick")],
    fallback: m.link,
  };
}

const formatters = new Map<Language, ReturnType<typeof formats>>();

export function mailWriter(lang: Language, kind: Kind): MailWriter {
  const t = mailTranslator(lang);
  let fmt = formatters.get(lang);
  if (!fmt) formatters.set(lang, (fmt = formats(lang, t)));
  return {
    ...fmt,
    t,
    k: (key, vars) => t(`kinds.${kind}.${key}`, vars ?? {}),
    booking: (b, extra = []) =>
      rows([
        [t("details.reference"), b.reference],
        [t("details.trip"), b.serviceTitle],
        [t("details.dates"), fmt.dates(b.startDate, b.endDate)],
        [t("details.departure"), fmt.time(b.time)],
        [t("details.guests"), t("guests", { count: b.guests })],
        [t("details.amount"), b.amount],
        b.meetingPoint ? [t("details.meetingPoint"), b.meetingPoint, mapOf(b.meetingMap, t)] : null,
        ...extra,
      ]),
  };
}

/** The booking as a calendar entry's words, for bookingCalendar() (core/ics.ts). */
export function mailCalendarText(lang: Language, booking: MailBooking, link: string) {
  const t = mailTranslator(lang);
  return {
    summary: t("calendar.summary", { trip: booking.serviceTitle, reference: booking.reference }),
    description: [
      t("calendar.booking", { reference: booking.reference, guests: t("guests", { count: booking.guests }) }),
      booking.meetingPoint ? t("calendar.meetingPoint", { place: booking.meetingPoint }) : null,
      booking.meetingMap ? t("calendar.map", { link: booking.meetingMap }) : null,
      t("calendar.manage", { link }),
    ]
      .filter(Boolean)
      .join("\n"),
  };
}
