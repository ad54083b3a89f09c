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
} from "@react-email/components";
import { type Language } from "../../../core/preferences.ts";
import type { Content } from "./mail-content.ts";
import { css, light, s } from "./mail-theme.ts";

export interface Layout extends Content {
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

/** A link in the muted footer (unsubscribe, settings). */
function FootLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} className="pa-muted" style={{ color: light.muted, textDecoration: "underline" }}>
      {children}
    </Link>
  );
}

export function MailLayout(p: Layout) {
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
                      {table.rows.map(([label, value, link], j) => (
                        <tr key={j}>
                          <th scope="row" className="pa-muted" style={s.th}>
                            {label}
                          </th>
                          <td className="pa-text" style={s.td}>
                            {value}
                            {link && (
                              <>
                                <br />
                                <Link href={link.href} className="pa-link" style={s.link}>
                                  {link.label}
                                </Link>
                              </>
                            )}
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
                  <FootLink href={p.unsubscribe.href}>{p.unsubscribe.label}</FootLink>
                  {"  ·  "}
                  <FootLink href={p.unsubscribe.settingsHref}>{p.unsubscribe.settings}</FootLink>
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
