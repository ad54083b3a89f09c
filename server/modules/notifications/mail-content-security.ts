import type { Content, MailWriter, Of } from "./mail-content.ts";

type SecurityKind = "emailConfirm" | "emailChangeRequested" | "emailChanged" | "deletionCode";

/** The account's security mail (decision 028): a new address, its notices, a deletion code. */
export const securityBuilders: { [K in SecurityKind]: (m: Of<K>, writer: MailWriter) => Content } = {
  emailConfirm: (m, { k }) => ({
    subject: k("subject"),
    heading: k("heading"),
    paragraphs: [k("intro", { email: m.email }), k("expires", { count: m.expiresInHours })],
    tables: [],
    actions: [{ label: k("button"), href: m.link }],
    after: [k("ignore")],
  }),
  emailChangeRequested: (m, { k }) => ({
    subject: k("subject"),
    heading: k("heading"),
    paragraphs: [k("intro", { email: m.email }), k("until")],
    tables: [],
    actions: [{ label: k("button"), href: m.link }],
    after: [k("notYou")],
  }),
  emailChanged: (m, { k }) => ({
    subject: k("subject"),
    heading: k("heading"),
    paragraphs: [k("intro", { email: m.email }), k("signIn")],
    tables: [],
    actions: [{ label: k("button"), href: m.link }],
    after: [k("notYou")],
  }),
  deletionCode: (m, { k, t }) => ({
    subject: k("subject"),
    heading: k("heading"),
    paragraphs: [k("intro"), k("expires", { count: m.expiresInMinutes })],
    tables: [{ rows: [[t("details.code"), m.code]] }],
    actions: [{ label: k("button"), href: m.link }],
    after: [k("notYou")],
  }),
};
