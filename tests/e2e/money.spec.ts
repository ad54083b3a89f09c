import { expect, test } from "./fixtures.ts";
import { addToCart, fillContact, payByCard, signUp } from "./helpers.ts";

// Issue 15: points at checkout, the card through the provider's token, and the true refund.

test("pays part with points and part by card, then cancels and sees the true refund", async ({ page }) => {
  await page.goto("/");
  await signUp(page, "Points Spender");
  // $50 of points, added by card (the card goes to the provider's token endpoint).
  await page.goto("/dashboard/balance");
  await page.getByRole("button", { name: "Add Funds" }).click();
  await page.getByLabel("Amount (USD)").fill("50");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("CVV").fill("123");
  await page.locator("form").getByRole("button", { name: "Add $50" }).click();
  await expect(page.getByText("$50 added to your points balance")).toBeVisible();

  await addToCart(page, 5, 1);
  await page.getByRole("button", { name: "Cart, 1 item" }).click();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  const dialog = page.getByRole("dialog", { name: "Checkout" });
  await expect(dialog.getByText("$50 in points available")).toBeVisible();
  await dialog.getByRole("checkbox", { name: "Use my points" }).check();
  await dialog.getByLabel("Points to use (USD)").fill("20");
  await expect(dialog.getByTestId("checkout-points")).toHaveText("−$20");
  const total = Number((await dialog.getByTestId("checkout-total").textContent())!.replace(/[^\d.]/g, ""));
  await fillContact(dialog);
  await payByCard(page, dialog);
  await page.getByRole("link", { name: "View receipt" }).click();
  await expect(page.getByTestId("receipt-points")).toHaveText("$20");
  const charged = `$${(total - 20).toFixed(2).replace(/\.00$/, "")}`;
  await expect(page.getByTestId("receipt-charged")).toHaveText(charged);

  // Cancelled: the whole line was this order, so both parts come back, each its own way.
  await page.goto("/dashboard/bookings");
  await page
    .getByRole("link", { name: /^View booking/ })
    .first()
    .click();
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, cancel it" }).click();
  const refund = `${charged} to your payment method and $20 to your points balance`;
  await expect(page.getByText(`Booking cancelled. A refund of ${refund} has been recorded.`)).toBeVisible();
  await expect(page.getByTestId("booking-refund")).toHaveText(`Refunded: ${refund}.`);
  await page.goto("/dashboard/balance");
  await expect(page.getByText("50 points", { exact: true })).toBeVisible();
});
