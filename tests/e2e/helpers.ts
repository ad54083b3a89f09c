import { gzipSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Locator, type Page, type Request } from "@playwright/test";

let counter = 0;

/** The password of every account the journeys sign up: 8 characters or more, and not a common one. */
export const SIGN_UP_PASSWORD = "Avacha-trail-2026";

/** Signs up a new user through the sign-in dialog; returns the e-mail. */
export async function signUp(page: Page, name = "Journey Tester") {
  counter += 1;
  const email = `journey-${Date.now()}-${counter}@example.com`;
  await page.getByRole("button", { name: "Sign in" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Sign Up" }).click();
  await createAccount(page, name, email);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  return email;
}

/** Fills the sign-in dialog's Sign Up tab (already shown), creates the account and waits for the toast. */
export async function createAccount(page: Page, name: string, email: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Full name").fill(name);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(SIGN_UP_PASSWORD);
  await dialog.getByLabel("Confirm password").fill(SIGN_UP_PASSWORD);
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created successfully!")).toBeVisible();
}

export const DEMO = { email: "demo@peninsula-adventures.example", password: "kamchatka-demo" };
/** The owner of Avacha Volcano Guides (services 3 and 5). */
export const OPERATOR = { email: "operator@peninsula-adventures.example", password: "kamchatka-operator" };
export const ADMIN = { email: "admin@peninsula-adventures.example", password: "kamchatka-admin" };

/**
 * Signs in through the sign-in dialog, opened from the header; `opensItself` for pages that open
 * it on their own (the dashboard, signed out).
 */
export async function signIn(page: Page, email: string, password: string, opensItself = false) {
  const dialog = page.getByRole("dialog");
  if (opensItself) await expect(dialog.getByRole("tab", { name: "Sign In" })).toBeVisible();
  else await page.getByRole("button", { name: "Sign in" }).first().click();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Sign In" }).last().click();
}

/**
 * Picks the `n`-th (from 0) bookable day of the calendar in `scope`, as a traveller finds it: in the
 * month shown, or in the months after it when that month has fewer free days left (late in a month,
 * or when the trip's dates start next month). Days of other months shown greyed at a month's edges
 * are not counted. The count runs on across months, so different `n` always mean different days.
 */
export async function pickFreeDay(scope: Locator, n = 0) {
  const calendar = scope.locator(".pa-calendar");
  await expect(calendar).toBeVisible();
  const free = calendar.locator(".pa-day-free:not([data-outside]) button");
  let left = n;
  for (;;) {
    const count = await free.count();
    if (count > left) break;
    left -= count;
    const month = await calendar.locator(".rdp-caption_label").first().textContent();
    await calendar.getByRole("button", { name: "Go to the Next Month" }).click();
    await expect(calendar.locator(".rdp-caption_label").first()).not.toHaveText(month ?? "");
  }
  await free.nth(left).click();
}

const typeWords = {
  adult: ["adult", "adults"],
  child: ["child", "children"],
  infant: ["infant", "infants"],
} as const;

/**
 * Sets the booking dialog's steppers to a party (`{ adult: 2, child: 1 }`), pressing each type's
 * "One adult more" or "One adult fewer"; types not named stay as they are.
 */
export async function setParty(dialog: Locator, party: Partial<Record<keyof typeof typeWords, number>>) {
  for (const [code, count] of Object.entries(party) as [keyof typeof typeWords, number][]) {
    const output = dialog.getByTestId(`party-${code}`);
    const [one] = typeWords[code];
    while (Number(await output.textContent()) < count)
      await dialog.getByRole("button", { name: `One ${one} more` }).click();
    while (Number(await output.textContent()) > count)
      await dialog.getByRole("button", { name: `One ${one} fewer` }).click();
    await expect(output).toHaveText(String(count));
  }
}

/**
 * Opens the booking dialog of a service, picks a free date (the fourth, or the `day`-th from 0) and
 * its first slot, sets the adults (`guests`), adds. Journeys that book the same service pick different days, so
 * that together they never fill a departure.
 */
export async function addToCart(page: Page, serviceId: number, guests = 2, day = 3) {
  await page.goto(`/service/${serviceId}`);
  await page.getByRole("button", { name: "Book now" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Select Date First" })).toBeDisabled();
  await pickFreeDay(dialog, day);
  await dialog
    .getByRole("group", { name: /Times on/ })
    .getByRole("button", { disabled: false })
    .first()
    .click();
  await setParty(dialog, { adult: guests });
  await dialog.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to cart").first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

export async function fillContact(dialog: ReturnType<Page["getByRole"]>) {
  await dialog.getByLabel("Phone").fill("+49 30 1234567");
  await dialog.getByLabel("Country").fill("Germany");
  await dialog.getByLabel("City").fill("Berlin");
  await dialog.getByLabel("Street address").fill("Friedrichstrasse 12");
}

/** Checks out the cart with the sandbox's paying card and goes to the bookings; returns the order reference. */
/** Pays the open checkout with the test card 4242 and waits for the success view. */
export async function payByCard(page: Page, dialog: Locator) {
  await dialog.getByLabel("Card number").fill("4242 4242 4242 4242");
  await dialog.getByLabel("Expiry (MM/YY)").fill("12/30");
  await dialog.getByLabel("CVV").fill("123");
  await dialog.getByRole("button", { name: /Pay now/ }).click();
  await expect(page.getByText("Thank you! Your booking is placed")).toBeVisible();
}

export async function checkOut(page: Page) {
  await page.getByRole("button", { name: /^Cart, \d+ items?$/ }).click();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  const dialog = page.getByRole("dialog", { name: "Checkout" });
  await fillContact(dialog);
  await payByCard(page, dialog);
  const reference = /PA-[A-Z0-9]{6}/.exec((await page.getByRole("dialog").textContent()) ?? "")?.[0];
  await page.getByRole("link", { name: "Go to my bookings" }).click();
  await expect(page).toHaveURL(/\/dashboard\/bookings$/);
  return reference;
}

/**
 * React, React DOM and React Router alone are 106 KB gzipped (one chunk); i18next 15 KB; the root,
 * header, footer, messages and a page 12 to 20 KB. The budget keeps a little room above the
 * heaviest page (docs/decisions/017-first-load.md): the service page, 147.0 KB since it renders its
 * reviews in its own HTML (decision 030) and keeps a phone's Book bar and the booking asked for
 * while signed out (decisions 038, 039).
 */
export const INITIAL_JS_BUDGET = 148 * 1024;

/**
 * A page's initial JavaScript: every script the document asks for (its preloads and scripts, with
 * their imports), gzipped, reported with the test: what is requested before the document is
 * parsed. Code loaded on demand once the page runs (dialogs, menus, the toast library; the sign-in
 * dialog that a signed-out /dashboard opens by itself) is not initial. Counting until the load event
 * made that a race: with the scripts at low priority, hydration sometimes asked for the dialog
 * before the last image had loaded.
 */
export async function initialJavaScript(page: Page, path: string) {
  const scripts = new Map<string, number>();
  let parsed = false;
  const pending: Promise<void>[] = [];
  const onRequest = (request: Request) => {
    if (parsed || request.resourceType() !== "script") return;
    pending.push(
      request.response().then(async (response) => {
        const body = (await response?.body().catch(() => null)) ?? Buffer.alloc(0);
        scripts.set(request.url(), gzipSync(body).length);
      }),
    );
  };
  // A pointer left resting on a link from an earlier step would prefetch that page's code on hover.
  await page.mouse.move(0, 0);
  page.on("request", onRequest);
  page.once("domcontentloaded", () => (parsed = true));
  await page.goto(path, { waitUntil: "load" });
  await Promise.all(pending);
  page.off("request", onRequest);
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  const line = `${path}: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.size} scripts`;
  test.info().annotations.push({ type: "initial-js-gzip", description: line });
  console.log(line);
  return total;
}

/**
 * axe's serious and critical violations on the page, or inside `selector`. Toasts are left out:
 * they fade in and out, and axe measures their contrast mid-fade (a toast at rest is dark on white).
 */
export async function serious(page: Page, selector?: string) {
  const builder = new AxeBuilder({ page }).exclude("[data-sonner-toaster]");
  if (selector) builder.include(selector);
  return (await builder.analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The operator, signed in in a browser of their own, on a console page (which first answers 401). */
export async function operatorPage(browser: Browser, path = "/operator") {
  const page = await (await browser.newContext()).newPage();
  const response = await page.goto(path);
  expect(response?.status()).toBe(401);
  await signIn(page, OPERATOR.email, OPERATOR.password, true);
  await expect(page.getByRole("heading", { name: "Avacha Volcano Guides" })).toBeVisible();
  return page;
}

/** A new traveller books Avacha's hot-springs hike (service 3) on the `day`-th free date; answers the booking's reference. */
export async function travellerBooks(page: Page, name = "Request Tester", day = 3) {
  await page.goto("/");
  await signUp(page, name);
  await addToCart(page, 3, 2, day);
  await checkOut(page);
  const card = page.getByRole("listitem").filter({ hasText: "Pending" }).first();
  await card.getByRole("link").first().click();
  return bookingReference(page);
}

/** The booking page the traveller just opened: waits for it to render and answers its reference. */
export async function bookingReference(page: Page) {
  await expect(page).toHaveURL(/\/dashboard\/bookings\/[0-9a-f-]+$/);
  // The address changes before the booking's page has rendered: wait for its reference to show.
  const main = page.locator("main");
  await expect(main).toContainText(/Booking PA-[A-Z0-9]{6}/);
  return /Booking (PA-[A-Z0-9]{6})/.exec((await main.textContent()) ?? "")![1]!;
}

/**
 * How fast an interaction responds, reported (not asserted): the browser's Event Timing entry
 * for the click (input delay + handlers + next paint; entries start at 16 ms, so none means less)
 * and the time until the effect is on screen, which includes the test driver's own round trips.
 */
export async function timed(
  page: Page,
  label: string,
  action: () => Promise<void>,
  effect: () => Promise<void>,
) {
  await page.evaluate(() => {
    const w = window as unknown as { eventDurations: number[] };
    w.eventDurations = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === "click" || entry.name === "pointerup") w.eventDurations.push(entry.duration);
    }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
  });
  const started = performance.now();
  await action();
  await effect();
  const visible = Math.round(performance.now() - started);
  await page.waitForTimeout(100);
  const durations = await page.evaluate(
    () => (window as unknown as { eventDurations: number[] }).eventDurations,
  );
  const event = durations.length ? `${Math.max(...durations)} ms` : "under 16 ms";
  const line = `${label}: event ${event}; on screen after ${visible} ms`;
  test.info().annotations.push({ type: "interaction", description: line });
  console.log(`interaction ${line}`);
}

/** The service page's booking dialog, showing the month of `date`. */
export async function bookingCalendarAt(page: Page, serviceId: number, date: string) {
  await page.goto(`/service/${serviceId}`, { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Book now" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Select Date First" })).toBeDisabled();
  const cell = dialog.locator(`[data-day="${date}"]`);
  for (let i = 0; i < 4 && !(await cell.isVisible()); i++) {
    await dialog.getByRole("button", { name: "Go to the Next Month" }).click();
  }
  await expect(cell).toBeVisible();
  return { dialog, cell };
}
