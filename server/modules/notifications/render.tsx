// One mail rendered: its content (mail-content.ts) in the layout (mail-layout.tsx), as HTML and plain text.

import { render } from "@react-email/components";
import {
  eventCategory,
  type MailContext,
  type MailMessage,
  type RenderedMail,
} from "../../../core/notifications.ts";
import { builders, mailWriter, requestKinds, type Content, type MailWriter } from "./mail-content.ts";
import { MailLayout } from "./mail-layout.tsx";

/** One mail in the recipient's language: subject, HTML and the plain-text part. */
export async function renderMail(message: MailMessage, ctx: MailContext): Promise<RenderedMail> {
  const lang = ctx.locale;
  const writer = mailWriter(lang, message.kind);
  const { t } = writer;
  const content = (builders[message.kind] as (m: MailMessage, writer: MailWriter) => Content)(
    message,
    writer,
  );
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
