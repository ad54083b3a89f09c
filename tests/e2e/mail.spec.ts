import { expect, test, type Browser, type Locator, type Page } from "./fixtures.ts";
import { ADMIN, serious, signIn, travellerBooks } from "./helpers.ts";

// Booking events reach people: the traveller's bell, and the mail the admin reads at /admin/mail
// (the e2e server has no SMTP, so mail is stored). The job runner delivers within a second or two:
// the page is reloaded until the entry is there, never slept on.

/** Loads `path` until `locator` shows up. */
async function eventually(page: Page, path: string, locator: Locator) {
  await expect(async () => {
    await page.goto(path);
    await expect(locator).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

async function adminPage(browser: Browser) {
  const admin = await (await browser.newContext()).newPage();
  await admin.goto("/admin/mail");
  await signIn(admin, ADMIN.email, ADMIN.password, true);
  await expect(admin.getByRole("heading", { name: "Platform admin" })).toBeVisible();
  return admin;
}

test("book: the bell tells it; the operator confirms from the mail without signing in: the bell and the admin's mail tell the guest", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const reference = await travellerBooks(page, "Bell Tester", 5);
  const bell = page.getByRole("link", { name: /^Notifications, \d+ unread$/ });
  await eventually(page, "/dashboard", bell);
  await bell.click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  await expect(page.getByText("Booking received").first()).toBeVisible();
  expect(await serious(page)).toEqual([]);

  // The operator's request mail, as the admin reads it: its Confirm link needs no sign-in.
  const admin = await adminPage(browser);
  const request = admin.getByRole("link", { name: new RegExp(`New request ${reference}`) }).first();
  await eventually(admin, "/admin/mail?q=operator%40peninsula-adventures.example", request);
  await request.click();
  const confirm = await admin
    .getByRole("region", { name: "Links in this mail" })
    .getByRole("link", { name: /\/respond\// })
    .first()
    .getAttribute("href");
  expect(confirm).toBeTruthy();

  const inbox = await (await browser.newContext()).newPage();
  await inbox.goto(confirm!);
  await expect(inbox.getByRole("heading", { name: `Confirm request ${reference}` })).toBeVisible();
  expect(await serious(inbox)).toEqual([]);
  await inbox.getByRole("button", { name: "Confirm booking" }).click();
  await expect(inbox.getByText("Confirmed. The guest has been told")).toBeVisible();
  // Once: the link now says the request is answered.
  await inbox.reload();
  await expect(inbox.getByText("This request has already been answered: it is confirmed.")).toBeVisible();

  const confirmed = page.getByText("Booking confirmed").first();
  await eventually(page, "/dashboard/notifications", confirmed);
  await expect(page.getByText(`Reference ${reference}`).first()).toBeVisible();
  await eventually(admin, "/admin/mail", admin.getByText(`Booking ${reference} confirmed`).first());
});
