// Screenshots of the booking flow (dialog, cart, checkout, success, receipt) at 375 and 1440 px,
// light and dark, as a newly signed-up user. A tool for looking at the dialogs, not a test.
// Usage: npx node scripts/screenshots-booking.mjs http://localhost:3000 /tmp/shots
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";

const [base = "http://localhost:3000", out = "/tmp/shots"] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const b = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let n = 0;
for (const scheme of ["light", "dark"])
  for (const width of [375, 1440]) {
    const ctx = await b.newContext({
      viewport: { width, height: width < 800 ? 812 : 900 },
      colorScheme: scheme,
      reducedMotion: "reduce",
    });
    const page = await ctx.newPage();
    const email = `shot-${Date.now()}-${n++}@example.com`;
    await page.goto(base + "/");
    const r = await page.request.post(base + "/api/auth/sign-up/email", {
      data: { name: "Anna Petrova", email, password: "Kamchatka-2026" },
      headers: { origin: base },
    });
    if (!r.ok()) console.log("signup", r.status(), await r.text());
    await page.goto(base + "/service/2?book=1");
    const dialog = page.getByRole("dialog");
    await dialog.locator(".pa-day-free button").nth(3).click();
    await dialog
      .getByRole("group", { name: /Times on/ })
      .getByRole("button", { disabled: false })
      .first()
      .click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/booking-${width}-${scheme}.png` });
    await dialog.getByRole("button", { name: "Add to Cart" }).click();
    await page.waitForTimeout(800);
    await page.getByRole("button", { name: /^Cart,/ }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/cart-${width}-${scheme}.png` });
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `${out}/checkout-${width}-${scheme}.png` });
    const co = page.getByRole("dialog", { name: "Checkout" });
    await co.getByLabel("Phone").fill("+49 30 1234567");
    await co.getByLabel("Country").fill("Germany");
    await co.getByLabel("City").fill("Berlin");
    await co.getByLabel("Street address").fill("Friedrichstrasse 12");
    await co.getByLabel("Card number").fill("4242 4242 4242 4242");
    await co.getByLabel("Expiry (MM/YY)").fill("12/30");
    await co.getByLabel("CVV").fill("123");
    await co.getByRole("button", { name: /Pay now/ }).click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/success-${width}-${scheme}.png` });
    await page.getByRole("link", { name: "View receipt" }).click();
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `${out}/receipt-${width}-${scheme}.png`, fullPage: true });
    await ctx.close();
  }
await b.close();
console.log(`screenshots in ${out}`);
