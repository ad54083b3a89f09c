import type { Content, MailWriter, Of } from "./mail-content.ts";

// The guest's reminder, two days before the start, of what their booking still lacks.

export const readinessBuilders: {
  readinessReminder: (m: Of<"readinessReminder">, writer: MailWriter) => Content;
} = {
  readinessReminder: (m, { k, booking }) => {
    const missing = m.missing.map((gap) => k(`gap.${gap}`));
    return {
      subject: k("subject", { trip: m.booking.serviceTitle, reference: m.booking.reference }),
      heading: k("heading"),
      paragraphs: [k("intro", { trip: m.booking.serviceTitle }), ...missing],
      tables: [
        {
          rows: booking(m.booking, [
            [k("missingLabel"), m.missing.map((gap) => k(`short.${gap}`)).join(", ")],
          ]),
        },
      ],
      actions: [{ label: k("button"), href: m.link }],
      after: [k("after")],
    };
  },
};
