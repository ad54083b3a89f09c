import { expect, test } from "./fixtures.ts";
import { addToCart, signUp } from "./helpers.ts";

// Issue 26 items 6 and 7: Book now in reach on a phone, and card fields that help as they are typed.

test("on a phone the trip page keeps the price and Book now in a bar at the bottom; not on a desktop", async ({
  page,
}) => {
  await page.goto("/");
  await signUp(page, "Phone Booker");
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/service/2");
  const bar = page.locator("#book-bar");
  await expect(bar).toBeVisible();
  await expect(bar).toContainText("From");
  await expect(bar).toContainText("$1,800");
  await expect(bar).toContainText("per person");

  // At the end of the page the bar covers nothing: the footer ends above it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole("contentinfo")).toBeInViewport();
  const footer = await page.getByRole("contentinfo").boundingBox();
  const barBox = await bar.boundingBox();
  expect(footer!.y + footer!.height).toBeLessThanOrEqual(barBox!.y + 1);

  // Its Book now opens the page's booking dialog.
  await bar.getByRole("button", { name: "Book now" }).click();
  await expect(page).toHaveURL(/book=1/);
  const dialog = page.getByRole("dialog");
  await expect(
    dialog.getByRole("heading", { name: "Zhupanova River Steelhead and Rainbow Float" }),
  ).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Select Date First" })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // On a desktop the price panel's Book now is in view: no bar.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(bar).toBeHidden();
  await expect(page.getByRole("button", { name: "Book now" })).toHaveCount(1);
});

test("a trip that cannot be booked has no Book bar on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/service/6");
  await expect(page.getByRole("button", { name: "Unavailable" })).toBeDisabled();
  await expect(page.locator("#book-bar")).toHaveCount(0);
});

test("on a phone in German the card number is grouped and the expiry's slash put in as typed, and it pays", async ({
  page,
}) => {
  await page.goto("/");
  await signUp(page, "Karten Tester");
  await addToCart(page, 4, 1, 11);
  await page.getByRole("button", { name: "Language and currency" }).click();
  await page.getByRole("menuitemradio", { name: "Deutsch" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole("button", { name: "Warenkorb, 1 Artikel" }).click();
  await page.getByRole("button", { name: "Zur Kasse" }).click();
  const dialog = page.getByRole("dialog", { name: "Kasse" });
  await expect(dialog.getByRole("timer")).toBeVisible();

  const number = dialog.getByLabel("Kartennummer");
  const expiry = dialog.getByLabel("Ablaufdatum (MM/JJ)");
  const cvv = dialog.getByLabel("CVV");
  await expect(number).toHaveAttribute("inputmode", "numeric");
  await expect(number).toHaveAttribute("autocomplete", "cc-number");
  await expect(expiry).toHaveAttribute("placeholder", "MM/JJ");
  // Pasted with dashes, regrouped; typed digit by digit, grouped as they come.
  await number.fill("4242-4242-4242-4242");
  await expect(number).toHaveValue("4242 4242 4242 4242");
  await number.clear();
  await number.pressSequentially("4242424242424242");
  await expect(number).toHaveValue("4242 4242 4242 4242");
  await expiry.pressSequentially("1230");
  await expect(expiry).toHaveValue("12/30");
  // Backspace takes the year's digits and then the slash; typing on puts it back.
  await expiry.press("Backspace");
  await expiry.press("Backspace");
  await expect(expiry).toHaveValue("12");
  await expiry.pressSequentially("31");
  await expect(expiry).toHaveValue("12/31");
  await cvv.pressSequentially("123");

  // The expiry's label wraps at 375 px; the expiry and CVV inputs stay in line.
  const expiryBox = await expiry.boundingBox();
  const cvvBox = await cvv.boundingBox();
  expect(Math.abs(expiryBox!.y - cvvBox!.y)).toBeLessThan(1);
  // The e-mail is shown whole (it wraps rather than being cut off).
  const email = dialog.getByLabel("E-Mail");
  await expect(email).toBeDisabled();
  expect(
    await email.evaluate(
      (field) => field.scrollWidth <= field.clientWidth && field.scrollHeight <= field.clientHeight + 1,
    ),
  ).toBe(true);

  await dialog.getByLabel("Telefon").fill("+49 30 1234567");
  await dialog.getByLabel("Land").fill("Deutschland");
  await dialog.getByLabel("Stadt").fill("Berlin");
  await dialog.getByLabel("Straße und Hausnummer").fill("Friedrichstraße 12");
  await dialog.getByRole("button", { name: /Jetzt bezahlen/ }).click();
  await expect(page.getByText("Vielen Dank! Ihre Buchung ist eingegangen")).toBeVisible();
});
