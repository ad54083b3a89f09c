// Every mail, in every language, as files to open in a browser: how a developer looks at mails.
// Usage: npx tsx scripts/mail-preview.tsx <outdir> [--shots <shotdir>] [kind ...]
//   <outdir>/index.html lists each kind with its subjects; <outdir>/<lang>/<kind>.html|.txt are the
//   two parts of the mail, and <outdir>/<kind>.ics the calendar files of the booking mails.
//   --shots takes Chromium screenshots (375 and 1440 px, light and dark) of the kinds named, or of
//   a representative four when none is named.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { bookingCalendar } from "../core/ics.ts";
import { eventCategory, type MailMessage } from "../core/notifications.ts";
import { languages } from "../core/preferences.ts";
import { sampleMessages } from "../server/modules/notifications/mail-samples.ts";
import { mailCalendarText } from "../server/modules/notifications/mail-content.ts";
import { renderMail } from "../server/modules/notifications/render.tsx";

const args = process.argv.slice(2);
const shotsAt = args.indexOf("--shots");
const shotDir = shotsAt >= 0 ? args[shotsAt + 1] : undefined;
const [outDir = "/tmp/mail-preview", ...kinds] = args.filter(
  (_, i) => shotsAt < 0 || (i !== shotsAt && i !== shotsAt + 1),
);
const baseUrl = process.env.BASE_URL ?? "https://peninsula-adventures.example";

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

const messages = sampleMessages(baseUrl);
const rows: string[] = [];
for (const message of messages) {
  const cells: string[] = [];
  for (const lang of languages) {
    const unsubscribeUrl =
      eventCategory[message.kind] === "required" ? undefined : `${baseUrl}/unsubscribe?token=sample`;
    const mail = await renderMail(message, { locale: lang, baseUrl, unsubscribeUrl });
    mkdirSync(path.join(outDir, lang), { recursive: true });
    writeFileSync(path.join(outDir, lang, `${message.kind}.html`), mail.html);
    writeFileSync(path.join(outDir, lang, `${message.kind}.txt`), `Subject: ${mail.subject}\n\n${mail.text}`);
    cells.push(
      `<td><a href="${lang}/${message.kind}.html">${escape(mail.subject)}</a> <a href="${lang}/${message.kind}.txt">(text)</a></td>`,
    );
  }
  const ics = calendar(message);
  if (ics) writeFileSync(path.join(outDir, `${message.kind}.ics`), ics);
  rows.push(
    `<tr><th>${message.kind}${ics ? ` <a href="${message.kind}.ics">.ics</a>` : ""}</th>${cells.join("")}</tr>`,
  );
}
writeFileSync(
  path.join(outDir, "index.html"),
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="color-scheme" content="light dark">
<title>Mail preview</title>
<style>body{font:14px system-ui,sans-serif;margin:24px}table{border-collapse:collapse}th,td{border:1px solid #8884;padding:6px 10px;text-align:left;vertical-align:top}</style>
<h1>Mail preview</h1><p>Sample messages from server/modules/notifications/mail-samples.ts, rendered by renderMail().</p>
<table><tr><th>kind</th>${languages.map((l) => `<th>${l}</th>`).join("")}</tr>${rows.join("\n")}</table></html>`,
);
console.log(`mails in ${path.resolve(outDir)}/index.html`);

/** The calendar file a booking mail would carry (confirmed: REQUEST; cancelled: CANCEL). */
function calendar(message: MailMessage): string | null {
  if (message.kind !== "bookingConfirmed" && message.kind !== "bookingCancelled") return null;
  const cancel = message.kind === "bookingCancelled";
  return bookingCalendar({
    uid: `booking-${message.booking.reference}@${new URL(baseUrl).hostname}`,
    sequence: cancel ? 1 : 0,
    method: cancel ? "CANCEL" : "REQUEST",
    ...mailCalendarText("en", message.booking, message.link),
    location: message.booking.meetingPoint,
    startDate: message.booking.startDate,
    time: message.booking.time,
    durationDays: 2,
    durationHours: message.booking.durationHours ?? null,
    endTime: message.booking.endTime ?? null,
    url: message.link,
    stamp: new Date(),
    organizer: { name: "Peninsula Adventures", email: "bookings@peninsula-adventures.example" },
  });
}

if (shotDir) {
  const { chromium } = await import("@playwright/test");
  const { CHROMIUM_ARGS, CHROMIUM_PATH } = await import("./chromium.mjs");
  const chosen = kinds.length
    ? kinds
    : ["bookingConfirmed", "newRequest", "bookingCancelled", "passwordReset"];
  const langs = (process.env.LANGS ?? languages.join(",")).split(",");
  mkdirSync(shotDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const scheme of ["light", "dark"] as const) {
    for (const width of [375, 1440]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
      const page = await context.newPage();
      for (const lang of langs) {
        for (const kind of chosen) {
          await page.goto(`file://${path.resolve(outDir, lang, `${kind}.html`)}`);
          await page.screenshot({
            path: path.join(shotDir, `${kind}-${lang}-${width}-${scheme}.png`),
            fullPage: true,
          });
        }
      }
      await context.close();
    }
  }
  await browser.close();
  console.log(`screenshots in ${shotDir}`);
}
