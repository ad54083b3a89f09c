import { expect, test, type Page } from "./fixtures.ts";
import { addToCart, checkOut, operatorPage, signUp, travellerBooks } from "./helpers.ts";

// Issue 26 item 8, one name per thing (decision 040): the words a traveller reads about one booking
// agree on the dashboard, its page and the receipt, and a refunded line says why its money came back.

const requestCard = (page: Page, reference: string) =>
  page.getByRole("listitem").filter({ hasText: reference });

test("a new account is welcomed, not welcomed back; its card shows the start time; the receipt links to the booking", async ({
  page,
}) => {
  await page.goto("/");
  await signUp(page, "Fresh Traveller");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome, Fresh Traveller", exact: true })).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);

  await addToCart(page, 5, 1, 8);
  await checkOut(page);
  // A first booking is not a return: still "Welcome" on the account's first day.
  await expect(page.getByRole("heading", { name: "Welcome, Fresh Traveller", exact: true })).toBeVisible();
  const card = page.getByRole("main").getByRole("listitem").filter({ hasText: "Pending" }).first();
  // The dates and the slot's start, as the booking's own page words them.
  await expect(card).toContainText(/, starting \d{1,2}:\d{2}/);

  await card.getByRole("link", { name: /^View booking/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/bookings\/[0-9a-f-]+$/);
  const bookingUrl = page.url();
  const main = page.locator("main");
  await main.getByRole("link", { name: /^PA-[A-Z0-9]{6}$/ }).click();
  await expect(page).toHaveURL(/\/orders\/PA-[A-Z0-9]{6}$/);
  // The receipt names the status as the dashboard does, and its line leads back to the booking.
  await expect(main.getByText("Pending", { exact: true })).toBeVisible();
  await expect(main.getByTestId("receipt-line-refund")).toHaveCount(0);
  await main.getByRole("link", { name: /^Booking PA-[A-Z0-9]{6}$/ }).click();
  await expect(page).toHaveURL(bookingUrl);
});

test("a line the operator declined says its refund and why, and the order's totals add up", async ({
  page,
  browser,
}) => {
  const reference = await travellerBooks(page, "Receipt Reader", 7);
  const bookingUrl = page.url();
  const console = await operatorPage(browser);
  await requestCard(console, reference).getByRole("button", { name: "Reject" }).click();
  const dialog = console.getByRole("dialog");
  await dialog.getByLabel("Reason for the guest").fill("The crater trail is closed by the park that day.");
  await dialog.getByRole("button", { name: "Reject and refund" }).click();
  await expect(console.getByText(`Booking ${reference} rejected; the guest is refunded`)).toBeVisible();

  // The booking's page: this trip's total with its refund, the charge named as the whole order's.
  await page.reload();
  const main = page.locator("main");
  await expect(main.getByText("Total for this trip")).toBeVisible();
  await expect(main.getByText("Charged for the whole order")).toBeVisible();
  await expect(main.getByText(/^Refunded \$[\d,]+$/)).toBeVisible();

  await main.getByRole("link", { name: /^PA-[A-Z0-9]{6}$/ }).click();
  await expect(page).toHaveURL(/\/orders\/PA-[A-Z0-9]{6}$/);
  await expect(main.getByText("Rejected", { exact: true })).toBeVisible();
  await expect(main.getByTestId("receipt-line-refund")).toHaveText(
    /^Refunded \$[\d,]+ — declined by the operator$/,
  );
  // Its one line refunded in full: nothing is left paid after refunds.
  await expect(main.getByTestId("receipt-net-charged")).toHaveText(/^\$0(\.00)?$/);
  await main.getByRole("link", { name: `Booking ${reference}` }).click();
  await expect(page).toHaveURL(bookingUrl);
});
