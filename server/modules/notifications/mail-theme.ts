import type { CSSProperties } from "react";

// The mail's colours and styles. Light colours are inline (what every client shows); dark ones
// come from a prefers-color-scheme block for the clients that honour it. Both come from app/app.css.

export const light = {
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
export const dark = {
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

export const darkRules: [selectors: string[], declarations: string][] = [
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
export const darkCss = (prefix: string) =>
  darkRules
    .map(([selectors, declarations]) => {
      const important = declarations
        .split("; ")
        .map((d) => `${d} !important`)
        .join("; ");
      return `${selectors.map((sel) => prefix + sel).join(", ")} { ${important}; }`;
    })
    .join("\n");
export const css = `
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

export const font = `-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`;
export const s = {
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
