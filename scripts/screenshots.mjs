// Screenshots of pages at 375 and 1440 px, light and dark, for looking at what we built.
// Usage: node scripts/screenshots.mjs http://localhost:3000 /tmp/shots / /about ...
// SIGN_IN=email:password takes them signed in (e.g. the demo account, for the dashboard).
// CLICK="Delete account" presses that button first (a dialog's screenshot).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";

const [base = "http://localhost:3000", out = "/tmp/shots", ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ["/", "/about", "/contact"];
const lang = process.env.LANG_CODE ?? "en";
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
// Signed in once (sign-in is rate limited), the session cookies shared by every context.
let session;
if (process.env.SIGN_IN) {
  const [email, password] = process.env.SIGN_IN.split(":");
  const context = await browser.newContext();
  const response = await context.request.post(`${base}/api/auth/sign-in/email`, {
    data: { email, password },
    headers: { origin: base },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  session = await context.cookies();
  await context.close();
}
for (const scheme of ["light", "dark"]) {
  for (const width of [375, 1440]) {
    const context = await browser.newContext({
      viewport: { width, height: width < 800 ? 812 : 900 },
      colorScheme: scheme,
      reducedMotion: "reduce",
    });
    // The language after the session's cookies: signing in sets the account's own language.
    if (session) await context.addCookies(session);
    await context.addCookies([{ name: "lang", value: lang, url: base }]);
    const page = await context.newPage();
    for (const path of pages) {
      await page.goto(base + path, { waitUntil: "networkidle" });
      if (process.env.CLICK) {
        await page.getByRole("button", { name: process.env.CLICK, exact: true }).click();
        await page.getByRole("dialog").waitFor();
      }
      const name = `${path.replace(/\W+/g, "_") || "_"}-${width}-${scheme}${lang === "en" ? "" : `-${lang}`}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: process.env.FULL === "1" });
    }
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
