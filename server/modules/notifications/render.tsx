import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
  render,
} from "@react-email/components";
import i18next, { type TFunction } from "i18next";
import type { CSSProperties } from "react";
import { OPERATOR_TIME_ZONE } from "../../../core/dates.ts";
import de from "../../../core/locales/de/mail.json";
import en from "../../../core/locales/en/mail.json";
import ru from "../../../core/locales/ru/mail.json";
import {
  eventCategory,
  type MailBooking,
  type MailContext,
  type MailMessage,
  type RenderedMail,
} from "../../../core/notifications.ts";
import { locales, type Language } from "../../../core/preferences.ts";

// The words live in core/locales/{lang}/mail.json (next to errors.json: server/ may not import app/).
// One i18next instance per language, made once. A missing key is a bug: it is logged as an error
// (which fails any unit test) and English stands in.
const resources: Record<Language, typeof en> = { en, ru, de };
const translators = new Map<Language, TFunction>();

export function mailTranslator(lang: Language): TFunction {
  let t = translators.get(lang);
  if (!t) {
    const instance = i18next.createInstance();
    void instance.init({
      lng: lang,
      fallbackLng: "en",
      ns: ["mail"],
      defaultNS: "mail",
      resources: { [lang]: { mail: resources[lang] }, en: { mail: resources.en } },
      initAsync: false,
      // React escapes the HTML; the subject and the text part are plain text.
      interpolation: { escapeValue: false },
      saveMissing: true,
      missingKeyHandler: (_langs, _ns, key) => console.error(`mail: no translation for "${key}" (${lang})`),
    });
    t = instance.getFixedT(lang, "mail");
    translators.set(lang, t);
  }
  return t;
}

// ---------------------------------------------------------------------------------------------
// Dates and times: a booking's day and "HH:MM" are the peninsula's wall clock, formatted in UTC
// on a UTC date so that no zone moves them; instants (deadlines) are shown in Asia/Kamchatka.
// Both say which time they are.

function formats(lang: Language, t: TFunction) {
  const locale = locales[lang];
  const day = new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const clock = new Intl.DateTimeFormat(locale, {
    hour: lang === "en" ? "numeric" : "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
  });
  const moment = new Intl.DateTimeFormat(locale, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: OPERATOR_TIME_ZONE,
  });
  const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);
  const isDay = (value: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(utcDay(value).getTime());
  const dates = (start: string, end: string) =>
    start === end || !isDay(end) ? day.format(utcDay(start)) : day.formatRange(utcDay(start), utcDay(end));
  const time = (hhmm: string) => t("time.local", { time: clock.format(new Date(`1970-01-01T${hhmm}:00Z`)) });
  const instant = (iso: string) => t("time.instant", { when: moment.format(new Date(iso)) });
  /** A day, an instant or, when it is neither, the text as given. */
  const when = (value: string) =>
    isDay(value) ? dates(value, value) : Number.isNaN(Date.parse(value)) ? value : instant(value);
  return { dates, time, instant, when };
}

// ---------------------------------------------------------------------------------------------
// What a mail says, built per kind as data; one layout turns it into HTML.

type Row = readonly [label: string, value: string];
interface Action {
  label: string;
  href: string;
  tone?: "primary" | "danger";
}
interface Content {
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
type Kind = MailMessage["kind"];
type Of<K extends Kind> = Extract<MailMessage, { kind: K }>;
type Helpers = ReturnType<typeof formats> & {
  t: TFunction;
  k: (key: string, vars?: Record<string, unknown>) => string;
  booking: (b: MailBooking, extra?: (Row | null)[]) => Row[];
};

const rows = (list: (Row | null | false)[]): Row[] => list.filter((row): row is Row => Boolean(row));

const requestKinds = new Set<Kind>(["newRequest", "requestReminder", "guestMessage"]);

const builders: { [K in Kind]: (m: Of<K>, h: Helpers) => Content } = {
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
  orderReceived: (m, { k, t, booking, instant }) => ({
    subject: k("subject", { reference: m.orderReference }),
    heading: k("heading"),
    paragraphs: [k("intro", { reference: m.orderReference, total: m.total })],
    tables: [
      {
        rows: [
          [t("details.order"), m.orderReference],
          [t("details.total"), m.total],
        ],
      },
      ...m.bookings.map((b) => ({
        title: b.serviceTitle,
        rows: booking(b, [
          [t("details.status"), t(`status.${b.status}`, { defaultValue: b.status })],
          b.deadline && b.status === "pending" ? [t("details.answerBy"), instant(b.deadline)] : null,
        ]).filter(([label]) => label !== t("details.trip")),
      })),
    ],
    actions: [{ label: k("button"), href: m.link }],
    after: [k("next")],
  }),
  paymentReceived: (m, { k, t, when }) => {
    const vars = { reference: m.reference, amount: m.amount };
    const order = m.purpose === "order";
    return {
      subject: k(order ? "subjectOrder" : "subjectTopUp", vars),
      heading: k("heading"),
      paragraphs: [k(order ? "introOrder" : "introTopUp", vars), k("receipt")],
      tables: [
        {
          rows: [
            [t(order ? "details.order" : "details.payment"), m.reference],
            [t("details.amount"), m.amount],
            [
              t("details.method"),
              m.method === "card" && m.cardLast4
                ? t("method.cardEnding", { last4: m.cardLast4 })
                : t(`method.${m.method}`),
            ],
            [t("details.date"), when(m.date)],
          ],
        },
      ],
      actions: [{ label: k("button"), href: m.link }],
    };
  },
  bookingConfirmed: (m, { k, booking }) => ({
    subject: k("subject", { reference: m.booking.reference }),
    heading: k("heading"),
    paragraphs: [k("intro", { trip: m.booking.serviceTitle }), k("calendar")],
    tables: [{ rows: booking(m.booking) }],
    actions: [{ label: k("button"), href: m.link }],
    after: [k("tip")],
  }),
  bookingRejected: (m, { k, t, booking }) => ({
    subject: k("subject", { reference: m.booking.reference }),
    heading: k("heading"),
    paragraphs: [
      k(m.byDeadline ? "introDeadline" : "intro", { trip: m.booking.serviceTitle }),
      k("refund", { refund: m.refund }),
      ...(m.refundPoints ? [t("refundPoints", { points: m.refundPoints })] : []),
    ],
    tables: [
      {
        rows: booking(m.booking, [
          m.reason ? [t("details.reason"), m.reason] : null,
          [t("details.refund"), m.refund],
          m.refundPoints ? [t("details.refundPoints"), m.refundPoints] : null,
        ]),
      },
    ],
    actions: [{ label: k("button"), href: m.link }],
  }),
  bookingCancelled: (m, { k, t, booking }) => ({
    subject: k("subject", { reference: m.booking.reference }),
    heading: k("heading"),
    paragraphs: [
      k(m.by === "guest" ? "introGuest" : "introOperator", { trip: m.booking.serviceTitle }),
      k("refund", { refund: m.refund }),
      ...(m.refundPoints ? [t("refundPoints", { points: m.refundPoints })] : []),
      k("calendar"),
    ],
    tables: [
      {
        rows: booking(m.booking, [
          m.reason ? [t("details.reason"), m.reason] : null,
          [t("details.refund"), m.refund],
          m.refundPoints ? [t("details.refundPoints"), m.refundPoints] : null,
        ]),
      },
    ],
    actions: [{ label: k("button"), href: m.link }],
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
  newRequest: (m, h) => ({
    subject: h.k("subject", { reference: m.booking.reference, trip: m.booking.serviceTitle }),
    heading: h.k("heading"),
    paragraphs: [
      h.k("intro", {
        guest: m.guest,
        trip: m.booking.serviceTitle,
        supplier: m.supplier,
        deadline: h.instant(m.deadline),
      }),
      h.t("request.auto"),
    ],
    ...(m.note ? { quote: { from: h.t("request.note"), text: m.note } } : {}),
    ...request(m, h),
  }),
  requestReminder: (m, h) => {
    const stage = m.stage === "final" ? "Final" : "Half";
    const vars = {
      guest: m.guest,
      trip: m.booking.serviceTitle,
      supplier: m.supplier,
      deadline: h.instant(m.deadline),
    };
    return {
      subject: h.k(`subject${stage}`, { reference: m.booking.reference }),
      heading: h.k(`heading${stage}`),
      paragraphs: [h.k(`intro${stage}`, vars), h.t("request.auto")],
      ...request(m, h),
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
};

/** The operator's request mails: the booking with its deadline, one-click answers, the console. */
function request(m: Of<"newRequest"> | Of<"requestReminder">, h: Helpers) {
  return {
    tables: [
      {
        rows: h.booking(m.booking, [
          [h.t("details.guest"), m.guest],
          [h.t("details.respondBy"), h.instant(m.deadline)],
        ]),
      },
    ],
    actions: [
      { label: h.t("request.confirm"), href: m.confirmLink },
      { label: h.t("request.reject"), href: m.rejectLink, tone: "danger" as const },
    ],
    links: [{ label: h.t("request.console"), href: m.link }],
    after: [h.t("request.oneClick")],
    fallback: m.link,
  };
}

const formatters = new Map<Language, ReturnType<typeof formats>>();

function helpers(lang: Language, kind: Kind): Helpers {
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
        b.meetingPoint ? [t("details.meetingPoint"), b.meetingPoint] : null,
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
      t("calendar.manage", { link }),
    ]
      .filter(Boolean)
      .join("\n"),
  };
}

// ---------------------------------------------------------------------------------------------
// The layout. Light colours are inline (what every client shows); dark ones come from a
// prefers-color-scheme block for the clients that honour it. Both come from app/app.css.

const light = {
  page: "#f3f0ea",
  card: "#ffffff",
  border: "#e1ded7",
  text: "#131922",
  muted: "#525864",
  accent: "#bd2b00",
  onAccent: "#ffffff",
  soft: "#fbfaf7",
  danger: "#bb0916",
};
const dark = {
  page: "#0d1014",
  card: "#161a1f",
  border: "#2f3339",
  text: "#f0eeeb",
  muted: "#a5abb5",
  accent: "#f27636",
  onAccent: "#0d1014",
  soft: "#21242a",
  danger: "#fa695e",
};

const darkRules: [selectors: string[], declarations: string][] = [
  [[".pa-body", ".pa-page"], `background-color: ${dark.page}`],
  [[".pa-card"], `background-color: ${dark.card}; border-color: ${dark.border}`],
  [[".pa-text", ".pa-text td", ".pa-text th"], `color: ${dark.text}`],
  [[".pa-muted", ".pa-muted a"], `color: ${dark.muted}`],
  [[".pa-brand", ".pa-link"], `color: ${dark.accent}`],
  [[".pa-soft"], `background-color: ${dark.soft}; border-color: ${dark.border}`],
  [[".pa-quote"], `border-left-color: ${dark.accent}`],
  [[".pa-hr"], `border-color: ${dark.border}`],
  [[".pa-button"], `background-color: ${dark.accent}; color: ${dark.onAccent}; border-color: ${dark.accent}`],
  [
    [".pa-button-danger"],
    `background-color: ${dark.card}; color: ${dark.danger}; border-color: ${dark.danger}`,
  ],
];
/** The dark rules, for prefers-color-scheme and, prefixed, for Outlook.com's own dark mode. */
const darkCss = (prefix: string) =>
  darkRules
    .map(([selectors, declarations]) => {
      const important = declarations
        .split("; ")
        .map((d) => `${d} !important`)
        .join("; ");
      return `${selectors.map((sel) => prefix + sel).join(", ")} { ${important}; }`;
    })
    .join("\n");
const css = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  .pa-wrap { overflow-wrap: anywhere; word-break: break-word; hyphens: auto; }
  @media (prefers-color-scheme: dark) {\n${darkCss("")}\n}
  ${darkCss("[data-ogsc] ")}
  @media only screen and (max-width: 520px) {
    .pa-page { padding: 12px 0 !important; }
    .pa-card { padding: 24px 18px !important; border-radius: 0 !important; border-left: 0 !important; border-right: 0 !important; }
    .pa-head, .pa-foot { padding-left: 18px !important; padding-right: 18px !important; }
    .pa-heading { font-size: 22px !important; }
    .pa-details th, .pa-details td { display: block !important; width: auto !important; padding: 0 12px !important; }
    .pa-details th { padding-top: 8px !important; }
    .pa-details td { padding-bottom: 8px !important; }
    .pa-action { display: block !important; }
    .pa-button, .pa-button-danger { display: block !important; margin: 0 0 10px 0 !important; text-align: center !important; }
  }
`;

const font = `-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`;
const s = {
  body: { margin: 0, padding: 0, backgroundColor: light.page, fontFamily: font, color: light.text },
  page: { padding: "24px 0", backgroundColor: light.page },
  container: { maxWidth: "600px", width: "100%", margin: "0 auto" },
  head: { padding: "4px 32px 16px" },
  brand: {
    margin: 0,
    fontFamily: `Georgia, "Times New Roman", serif`,
    fontSize: "22px",
    lineHeight: "28px",
    fontWeight: 700,
    color: light.accent,
    letterSpacing: "0.2px",
  },
  tagline: { margin: "2px 0 0", fontSize: "13px", lineHeight: "18px", color: light.muted },
  card: {
    backgroundColor: light.card,
    border: `1px solid ${light.border}`,
    borderRadius: "12px",
    padding: "32px",
  },
  heading: { margin: "0 0 16px", fontSize: "24px", lineHeight: "30px", fontWeight: 700, color: light.text },
  text: { margin: "0 0 14px", fontSize: "16px", lineHeight: "24px", color: light.text },
  quote: {
    margin: "4px 0 18px",
    padding: "12px 16px",
    backgroundColor: light.soft,
    borderLeft: `3px solid ${light.accent}`,
    borderRadius: "4px",
  },
  quoteFrom: { margin: "0 0 4px", fontSize: "13px", lineHeight: "18px", color: light.muted },
  quoteText: { margin: 0, fontSize: "15px", lineHeight: "22px", color: light.text, whiteSpace: "pre-wrap" },
  tableTitle: {
    margin: "18px 0 6px",
    fontSize: "15px",
    lineHeight: "20px",
    fontWeight: 700,
    color: light.text,
  },
  details: {
    width: "100%",
    borderCollapse: "separate",
    borderSpacing: 0,
    margin: "6px 0 18px",
    backgroundColor: light.soft,
    border: `1px solid ${light.border}`,
    borderRadius: "8px",
  },
  th: {
    width: "38%",
    padding: "7px 8px 7px 14px",
    textAlign: "left",
    verticalAlign: "top",
    fontSize: "13px",
    lineHeight: "20px",
    fontWeight: 400,
    color: light.muted,
  },
  td: {
    padding: "7px 14px 7px 8px",
    verticalAlign: "top",
    fontSize: "14px",
    lineHeight: "20px",
    fontWeight: 600,
    color: light.text,
  },
  actions: { margin: "8px 0 6px" },
  button: {
    display: "inline-block",
    margin: "0 10px 10px 0",
    padding: "13px 24px",
    borderRadius: "8px",
    border: `2px solid ${light.accent}`,
    backgroundColor: light.accent,
    color: light.onAccent,
    fontSize: "16px",
    lineHeight: "20px",
    fontWeight: 700,
    textDecoration: "none",
  },
  danger: { backgroundColor: light.card, color: light.danger, border: `2px solid ${light.danger}` },
  link: { color: light.accent, textDecoration: "underline" },
  after: { margin: "0 0 14px", fontSize: "14px", lineHeight: "21px", color: light.muted },
  small: { margin: "0 0 10px", fontSize: "13px", lineHeight: "19px", color: light.muted },
  hr: { borderColor: light.border, margin: "22px 0" },
  foot: { padding: "18px 32px 8px" },
  footText: { margin: "0 0 8px", fontSize: "12px", lineHeight: "18px", color: light.muted },
} satisfies Record<string, CSSProperties>;

interface Layout extends Content {
  lang: Language;
  brand: string;
  tagline: string;
  greeting: string;
  signoff: [string, string];
  fallbackLabel: string;
  why: string;
  unsubscribe?: { label: string; href: string; settings: string; settingsHref: string };
  address: string;
}

function MailLayout(p: Layout) {
  const fallback = p.fallback ?? p.actions[0]?.href;
  return (
    <Html lang={p.lang} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <meta name="x-apple-disable-message-reformatting" />
        <title>{p.subject}</title>
        <style>{css}</style>
      </Head>
      <Preview>{p.paragraphs[0] ?? p.heading}</Preview>
      <Body className="pa-body" style={s.body}>
        <Section className="pa-page" style={s.page}>
          <Container className="pa-container" style={s.container}>
            <Section className="pa-head" style={s.head}>
              <Text className="pa-brand" style={s.brand}>
                {p.brand}
              </Text>
              <Text className="pa-muted" style={s.tagline}>
                {p.tagline}
              </Text>
            </Section>
            <Section className="pa-card pa-wrap" style={s.card}>
              <Heading as="h1" className="pa-text pa-heading" style={s.heading}>
                {p.heading}
              </Heading>
              {!p.noGreeting && (
                <Text className="pa-text" style={s.text}>
                  {p.greeting}
                </Text>
              )}
              {p.paragraphs.map((text, i) => (
                <Text key={i} className="pa-text" style={s.text}>
                  {text}
                </Text>
              ))}
              {p.quote && (
                <Section className="pa-soft pa-quote" style={s.quote}>
                  <Text className="pa-muted" style={s.quoteFrom}>
                    {p.quote.from}
                  </Text>
                  <Text className="pa-text" style={s.quoteText}>
                    {p.quote.text}
                  </Text>
                </Section>
              )}
              {p.tables.map((table, i) => (
                <div key={i}>
                  {table.title && (
                    <Text className="pa-text" style={s.tableTitle}>
                      {table.title}
                    </Text>
                  )}
                  <table className="pa-soft pa-details" style={s.details} cellPadding={0} cellSpacing={0}>
                    <tbody>
                      {table.rows.map(([label, value], j) => (
                        <tr key={j}>
                          <th scope="row" className="pa-muted" style={s.th}>
                            {label}
                          </th>
                          <td className="pa-text" style={s.td}>
                            {value}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ))}
              <Section style={s.actions}>
                {p.actions.map((action) => (
                  // A block per button, shown inline: the text part puts each on its own line.
                  <div key={action.href} className="pa-action" style={{ display: "inline-block" }}>
                    <Button
                      href={action.href}
                      className={action.tone === "danger" ? "pa-button-danger" : "pa-button"}
                      style={action.tone === "danger" ? { ...s.button, ...s.danger } : s.button}
                    >
                      {action.label}
                    </Button>
                  </div>
                ))}
              </Section>
              {p.links?.map((link) => (
                <Text key={link.href} style={s.text}>
                  <Link href={link.href} className="pa-link" style={s.link}>
                    {link.label}
                  </Link>
                </Text>
              ))}
              {p.after?.map((text, i) => (
                <Text key={i} className="pa-muted" style={s.after}>
                  {text}
                </Text>
              ))}
              {fallback && (
                <Text className="pa-muted" style={s.small}>
                  {p.fallbackLabel}{" "}
                  <Link href={fallback} className="pa-link" style={{ ...s.link, wordBreak: "break-all" }}>
                    {fallback}
                  </Link>
                </Text>
              )}
              <Hr className="pa-hr" style={s.hr} />
              <Text className="pa-text" style={{ ...s.text, margin: 0 }}>
                {p.signoff[0]}
                <br />
                {p.signoff[1]}
              </Text>
            </Section>
            <Section className="pa-foot" style={s.foot}>
              <Text className="pa-muted" style={s.footText}>
                {p.why}
              </Text>
              {p.unsubscribe && (
                <Text className="pa-muted" style={s.footText}>
                  <Link
                    href={p.unsubscribe.href}
                    className="pa-muted"
                    style={{ color: light.muted, textDecoration: "underline" }}
                  >
                    {p.unsubscribe.label}
                  </Link>
                  {"  ·  "}
                  <Link
                    href={p.unsubscribe.settingsHref}
                    className="pa-muted"
                    style={{ color: light.muted, textDecoration: "underline" }}
                  >
                    {p.unsubscribe.settings}
                  </Link>
                </Text>
              )}
              <Text className="pa-muted" style={s.footText}>
                {p.address}
              </Text>
            </Section>
          </Container>
        </Section>
      </Body>
    </Html>
  );
}

// ---------------------------------------------------------------------------------------------

/** One mail in the recipient's language: subject, HTML and the plain-text part. */
export async function renderMail(message: MailMessage, ctx: MailContext): Promise<RenderedMail> {
  const lang = ctx.locale;
  const h = helpers(lang, message.kind);
  const { t } = h;
  const content = (builders[message.kind] as (m: MailMessage, h: Helpers) => Content)(message, h);
  const category = eventCategory[message.kind];
  const why =
    category === "required"
      ? t(`footer.why.${message.kind}`, {
          inviter: "inviter" in message ? message.inviter : "",
          supplier: "supplier" in message ? message.supplier : "",
        })
      : requestKinds.has(message.kind) && "supplier" in message
        ? t("footer.why.operator", { supplier: message.supplier })
        : t(`footer.why.${category}`);
  const element = (
    <MailLayout
      {...content}
      lang={lang}
      brand={t("brand.name")}
      tagline={t("brand.tagline")}
      greeting={
        "name" in message && message.name ? t("greeting", { name: message.name }) : t("greetingAnonymous")
      }
      signoff={[t("signoff"), t("team")]}
      fallbackLabel={t("fallbackLink")}
      why={why}
      unsubscribe={
        ctx.unsubscribeUrl
          ? {
              label: t("footer.unsubscribe"),
              href: ctx.unsubscribeUrl,
              settings: t("footer.settings"),
              settingsHref: new URL("/dashboard/settings", ctx.baseUrl).href,
            }
          : undefined
      }
      address={t("footer.address")}
    />
  );
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      htmlToTextOptions: {
        selectors: [
          { selector: "h1", options: { uppercase: false } },
          { selector: "table.pa-details", format: "dataTable", options: { uppercaseHeaderCells: false } },
          { selector: "a", options: { linkBrackets: ["<", ">"], hideLinkHrefIfSameAsText: true } },
        ],
      },
    }),
  ]);
  return { subject: content.subject, html, text };
}
