import { expect, test } from "./fixtures.ts";
import { addToCart, serious, signUp } from "./helpers.ts";

// Issue 27 (decision 042): checkout's summary keeps the spec's lines. The helicopter day (service
// 4) adds the Kronotsky Reserve entry fee per person and a regional tourist tax per booking: the
// summary shows Subtotal, Service fee with the fee named beneath it, Taxes and Total, and the
// total is their sum as shown (a fresh account has no friend's discount). Whatever the date, the
// season or the price, the figures must add up.

/** An amount as the page shows it in dollars ("$1,234", "$1,234.50"), in cents. */
const cents = (text: string | null) => Math.round(Number((text ?? "").replace(/[^\d.]/g, "")) * 100);

test("the checkout summary names the helicopter day's fee and tax, and its total is their sum", async ({
  page,
}) => {
  await page.goto("/");
  await signUp(page, "Lines Reader");
  // Another day than the other journeys that book the helicopter take.
  await addToCart(page, 4, 2, 7);
  await page.getByRole("button", { name: "Cart, 1 item" }).click();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  const dialog = page.getByRole("dialog", { name: "Checkout" });
  await expect(dialog.getByRole("timer")).toBeVisible();
  const summary = dialog;

  // Who comes, and each line of the spec's summary.
  await expect(summary.getByTestId("summary-who")).toHaveText("2 adults");
  await expect(summary.getByText("Subtotal", { exact: true })).toBeVisible();
  await expect(summary.getByText("Service fee", { exact: true })).toBeVisible();
  await expect(summary.getByText("Kronotsky Reserve entry fee")).toBeVisible();
  await expect(summary.getByText("Taxes", { exact: true })).toBeVisible();
  await expect(summary.getByText("Regional tourist tax")).toBeVisible();
  await expect(summary.getByText("Total", { exact: true })).toBeVisible();

  const subtotal = cents(await summary.getByTestId("summary-subtotal").textContent());
  const fees = cents(await summary.getByTestId("summary-fees").textContent());
  const taxes = cents(await summary.getByTestId("summary-taxes").textContent());
  const total = cents(await summary.getByTestId("checkout-total").textContent());
  expect(subtotal).toBeGreaterThan(0);
  // The reserve's entry is $50 a person: two adults pay $100.
  expect(fees).toBe(10_000);
  expect(taxes).toBeGreaterThan(0);
  expect(total).toBe(subtotal + fees + taxes);
  // No deposit on this trip: all of it is due now, and Pay now says so.
  await expect(summary.getByTestId("checkout-due-now")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: /Pay now/ })).toContainText(
    (await summary.getByTestId("checkout-total").textContent())!.trim(),
  );
  expect(await serious(page, "[role=dialog]")).toEqual([]);
});
