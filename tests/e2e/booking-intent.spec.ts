import { expect, test } from "./fixtures.ts";
import { createAccount, pickFreeDay } from "./helpers.ts";

// Intent kept (issue 26 item 5): "Book now" pressed while signed out asks to sign in or up, and
// afterwards the booking dialog opens where the traveller was: the same trip, day and time.

test("signing up from Book now lands back in the dialog with the day and time chosen", async ({ page }) => {
  const email = `intent-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  // Hydrated before choosing: a day clicked earlier is the server HTML's, which does nothing.
  await page.goto("/service/2?tab=availability", { waitUntil: "networkidle" });

  // Signed out, a day and a time chosen on the page's Availability tab (the seventh free day: other
  // journeys on this trip book the first few).
  const tabs = page.locator("#service-tabs");
  await pickFreeDay(tabs, 6);
  const times = tabs.getByRole("group", { name: /^Times on / });
  const legend = (await times.locator("legend").textContent())!;
  const slot = times.getByRole("button", { disabled: false }).first();
  const time = (await slot.locator("span > span").first().textContent())!;
  await slot.click();
  await expect(slot).toHaveAttribute("aria-pressed", "true");

  // Book now: the address keeps the booking and the choice while the sign-in dialog asks.
  await page.getByRole("button", { name: "Book now" }).click();
  await expect(page).toHaveURL(/\?tab=availability&book=1&date=\d{4}-\d{2}-\d{2}&slot=\d{2}%3A\d{2}$/);
  const signIn = page.getByRole("dialog");
  await expect(signIn.getByRole("tab", { name: "Sign In" })).toBeVisible();
  await signIn.getByRole("tab", { name: "Sign Up" }).click();
  await createAccount(page, "Intent Keeper", email);

  // Signed up (a session at once, no mail to confirm first): the booking dialog, as it was left. It
  // opens only with a session, and at once: the header behind it is out of reach meanwhile.
  const booking = page.getByRole("dialog", { name: "Zhupanova River Steelhead and Rainbow Float" });
  await expect(booking).toBeVisible();
  await expect(booking.getByRole("group", { name: legend })).toBeVisible();
  await expect(
    booking.getByRole("group", { name: legend }).getByRole("button", { name: time, pressed: true }),
  ).toBeVisible();
  await expect(booking.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  // The address is the plain booking one again (what a reload or a shared link opens).
  await expect(page).toHaveURL(/\/service\/2\?tab=availability&book=1$/);
});

test("signed out, closing the sign-in and pressing Book now again asks again", async ({ page }) => {
  await page.goto("/service/2");
  await page.getByRole("button", { name: "Book now" }).click();
  const signIn = page.getByRole("dialog");
  await expect(signIn.getByRole("tab", { name: "Sign In" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(signIn).toBeHidden();
  await page.getByRole("button", { name: "Book now" }).click();
  await expect(signIn.getByRole("tab", { name: "Sign In" })).toBeVisible();
});
