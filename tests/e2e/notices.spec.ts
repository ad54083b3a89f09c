import { expect, test, type Locator, type Page } from "./fixtures.ts";
import { addToCart, checkOut, operatorPage, serious, signUp, travellerBooks } from "./helpers.ts";

// Notices that say all of it (issue 26, item 2; decision 035): an order of two trips names both in
// the traveller's list, and the operator's "New booking request" stops asking once it is answered.
// The job runner writes the entries within a second or two: the page is reloaded until they show.

/** Loads `path` until `locator` shows up. */
async function eventually(page: Page, path: string, locator: Locator) {
  await expect(async () => {
    await page.goto(path);
    await expect(locator).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** The service's title, as its page shows it. */
async function titleOf(page: Page, serviceId: number) {
  await page.goto(`/service/${serviceId}`);
  const title = (await page.getByRole("heading", { level: 1 }).textContent())?.trim();
  expect(title).toBeTruthy();
  return title!;
}

test("a two-trip order's in-app notice names both", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/");
  await signUp(page, "Two Trips Tanya");
  // Both of Avacha's services, each answered by the operator (a request each).
  const first = await titleOf(page, 3);
  const second = await titleOf(page, 5);
  await addToCart(page, 3, 1, 8);
  await addToCart(page, 5, 1, 9);
  const reference = await checkOut(page);
  expect(reference).toMatch(/^PA-/);

  const notice = page
    .locator("main")
    .getByRole("listitem")
    .filter({ hasText: "Booking received" })
    .filter({ hasText: reference! });
  await eventually(page, "/dashboard/notifications", notice);
  await expect(notice).toContainText(first);
  await expect(notice).toContainText(second);
  await expect(notice).toContainText("the operators will confirm soon");
  expect(await serious(page)).toEqual([]);
});

test("an answered request's operator notice reads as answered", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const reference = await travellerBooks(page, "Answered Anton", 10);
  const console = await operatorPage(browser);
  const notice = console.locator("main").getByRole("listitem").filter({ hasText: reference });

  // Before the answer: it asks, unread.
  await eventually(console, "/operator/notifications", notice.filter({ hasText: "New booking request" }));
  await expect(notice).toContainText("confirm or decline before the deadline");
  await expect(notice).toContainText("Unread:");

  await console.goto("/operator");
  const card = console.getByRole("listitem").filter({ hasText: reference });
  await card.getByRole("button", { name: "Confirm" }).click();
  await expect(console.getByText(`Booking ${reference} confirmed`)).toBeVisible();

  // After: read, and it says who confirmed it and when, instead of asking.
  await console.goto("/operator/notifications");
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText("Booking request confirmed");
  await expect(notice).toContainText(/Confirmed by .+ on /);
  await expect(notice).not.toContainText("confirm or decline before the deadline");
  await expect(notice).not.toContainText("Unread:");
  expect(await serious(console)).toEqual([]);
});
