import type { MailOrderMoney } from "../../../core/notifications.ts";
import type { Content, MailWriter, Of, Row } from "./mail-content.ts";

// The order's own mail: booking received and the payment's receipt, each with the order's money
// (decision 042): base, the fee and tax lines named, discount, total, and with deposits what was
// paid now and each balance with its due time.

/** The order's money as a table: the spec's lines, the fee and tax lines named under theirs, paid now and each balance. */
export function moneyTable(money: MailOrderMoney, { t, when }: MailWriter): { title: string; rows: Row[] } {
  const lines = (list: MailOrderMoney["feeLines"]): Row[] =>
    list.map((line) => [`· ${line.name}`, line.amount] as const);
  return {
    title: t("money.title"),
    rows: [
      [t("money.subtotal"), money.subtotal],
      [t("money.serviceFee"), money.fees],
      ...lines(money.feeLines),
      [t("money.taxes"), money.taxes],
      ...lines(money.taxLines),
      ...(money.discount ? [[t("money.discount"), `−${money.discount}`] as const] : []),
      [t("money.total"), money.total],
      ...(money.paidNow ? [[t("money.paidNow"), money.paidNow] as const] : []),
      ...money.balances.map(
        (balance) =>
          [
            t("money.balanceFor", { trip: balance.trip }),
            t("money.balanceBy", { amount: balance.amount, date: when(balance.dueAt) }),
          ] as const,
      ),
    ],
  };
}

export const orderBuilders: {
  orderReceived: (m: Of<"orderReceived">, writer: MailWriter) => Content;
  paymentReceived: (m: Of<"paymentReceived">, writer: MailWriter) => Content;
} = {
  orderReceived: (m, writer) => {
    const { k, t, booking, instant } = writer;
    return {
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
        ...(m.money ? [moneyTable(m.money, writer)] : []),
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
    };
  },
  paymentReceived: (m, writer) => {
    const { k, t, when } = writer;
    const vars = { reference: m.reference, amount: m.amount };
    const order = m.purpose === "order";
    // An order's charge, a booking's balance (on its order), or points bought.
    const words = { order: "Order", balance: "Balance", top_up: "TopUp" }[m.purpose];
    return {
      subject: k(`subject${words}`, vars),
      heading: k("heading"),
      paragraphs: [k(`intro${words}`, vars), k("receipt")],
      tables: [
        {
          rows: [
            [t(order || m.purpose === "balance" ? "details.order" : "details.payment"), m.reference],
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
        ...(m.money ? [moneyTable(m.money, writer)] : []),
      ],
      actions: [{ label: k(m.purpose === "balance" ? "buttonBalance" : "button"), href: m.link }],
    };
  },
};
