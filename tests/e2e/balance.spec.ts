import { addDays, operatorToday } from "../../core/dates.ts";
import { expect, test } from "./fixtures.ts";
import { bookingCalendarAt, bookingReference, fillContact, payByCard, signUp } from "./helpers.ts";

// Issue 27 item 4: the river float (service 2) takes a 30 % deposit with the balance due 30 days
// before the start. Booked more than 31 days ahead (inside the 90-day window), checkout takes the
// deposit ("Due now"); the balance is paid later from the booking's page with the test card.

test("books the float with a deposit, then pays the balance on the booking page", async ({ page }) => {
  await page.goto("/");
  await signUp(page, "Deposit Payer");

  // The peninsula's today (the booking calendar's), whatever the runner's zone and hour.
  const today = operatorToday(new Date());
  // The first bookable day from 35 days ahead (its balance is due well after today), looked for
  // in the booking dialog's calendar, a month after the other.
  const { dialog } = await bookingCalendarAt(page, 2, addDays(today, 35));
  let picked = false;
  for (let ahead = 35; ahead <= 80 && !picked; ahead += 1) {
    const cell = dialog.locator(`[data-day="${addDays(today, ahead)}"]:not([data-outside])`);
    if (!(await cell.isVisible())) {
      await dialog.getByRole("button", { name: "Go to the Next Month" }).click();
      await expect(cell).toBeVisible();
    }
    if ((await cell.getAttribute("class"))?.includes("pa-day-free")) {
      await cell.getByRole("button").click();
      picked = true;
    }
  }
  expect(picked, `a free day of the float 35 to 80 days from ${today}`).toBe(true);
  await dialog
    .getByRole("group", { name: /Times on/ })
    .getByRole("button", { disabled: false })
    .first()
    .click();
  await dialog.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to cart").first()).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Cart, 1 item" }).click();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  const checkout = page.getByRole("dialog", { name: "Checkout" });
  // What is paid now is the deposit, not the whole price.
  await expect(checkout.getByText("Due now")).toBeVisible();
  await fillContact(checkout);
  await payByCard(page, checkout);
  await page.getByRole("link", { name: "Go to my bookings" }).click();
  await expect(page).toHaveURL(/\/dashboard\/bookings$/);
  await page
    .getByRole("link", { name: /^View booking/ })
    .first()
    .click();
  await bookingReference(page);

  const panel = page.getByTestId("payment-panel");
  await expect(panel.getByRole("heading", { name: "Payment" })).toBeVisible();
  await expect(panel.getByText("Paid (deposit)")).toBeVisible();
  await expect(panel.getByText("Balance due")).toBeVisible();
  await expect(panel.getByText("Due by")).toBeVisible();
  const balance = (await panel.getByTestId("balance-status").textContent())!.trim();
  expect(balance).toMatch(/^\$[\d,]+(\.\d\d)?$/);

  await panel.getByLabel("Card number").fill("4242 4242 4242 4242");
  await panel.getByLabel("Expiry (MM/YY)").fill("12/30");
  await panel.getByLabel("CVV").fill("123");
  await panel.getByRole("button", { name: `Pay ${balance}` }).click();
  await expect(page.getByText("Balance paid. Your booking is paid in full.")).toBeVisible();
  await expect(panel.getByTestId("balance-status")).toContainText(`${balance} paid on`);
  await expect(panel.getByRole("button", { name: /^Pay / })).toHaveCount(0);
});
