import { expect, test } from "./fixtures.ts";
import { DEMO, OPERATOR, SIGN_UP_PASSWORD, travellerBooks } from "./helpers.ts";

// The page forms work before the scripts run (docs/decisions/019-forms-before-hydration.md): here
// they never run. Each form posts to its route's action and the page comes back with the answer.
test.use({ javaScriptEnabled: false });

test("without JavaScript, a visitor signs in from the header and comes back signed in", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Sign in" }).first().click();
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fcontact$/);

  // A wrong password is said in the page, and the address stays.
  await page.getByLabel("Email").fill(DEMO.email);
  await page.getByLabel("Password", { exact: true }).fill(`${DEMO.password}-wrong`);
  await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toContainText("Invalid email or password");
  await expect(page.getByLabel("Email")).toHaveValue(DEMO.email);

  await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
  await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
});

test("without JavaScript, a visitor signs up on the sign-in page", async ({ page }) => {
  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Create an account" }).click();
  await page.getByLabel("Full name").fill("No Script Tester");
  await page.getByLabel("Email").fill(`no-script-${Date.now()}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill(SIGN_UP_PASSWORD);
  await page.getByLabel("Confirm password").fill(SIGN_UP_PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  // The terms were not accepted: said at the checkbox, the name kept.
  await expect(page.getByText("Please agree to the Terms of Service")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("No Script Tester");
  await page.getByLabel("Password", { exact: true }).fill(SIGN_UP_PASSWORD);
  await page.getByLabel("Confirm password").fill(SIGN_UP_PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
});

test("without JavaScript, an account is deleted from the settings page and the visitor lands signed out", async ({
  page,
}) => {
  await page.goto("/sign-in?redirectTo=%2Fdashboard%2Fsettings");
  await page.getByRole("link", { name: "Create an account" }).click();
  await page.getByLabel("Full name").fill("Leaving Without Scripts");
  await page.getByLabel("Email").fill(`no-script-leaving-${Date.now()}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill(SIGN_UP_PASSWORD);
  await page.getByLabel("Confirm password").fill(SIGN_UP_PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  // The confirmation stands in the page: what happens, then the word and the password.
  await expect(page.getByText("You have no upcoming bookings to cancel.")).toBeVisible();
  await page.getByLabel("Type DELETE to confirm").fill("DELETE");
  await page.locator("#delete-password").fill(SIGN_UP_PASSWORD);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Sign in" }).first()).toBeVisible();
});

test("without JavaScript, a visitor sends a contact message and reads the answer", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Your name").fill("No Script Tester");
  await form.getByLabel("Email").fill("no-script@example.com");
  await form.getByLabel("Subject").fill("Trail conditions");
  await form.getByRole("button", { name: "Send message" }).click();
  // The missing message is said under its field; what was typed stays.
  await expect(form.locator("#contact-message-error")).toBeVisible();
  await expect(form.getByLabel("Subject")).toHaveValue("Trail conditions");

  await form.getByLabel("Message").fill("Is the Avacha trail open in early June?");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status")).toContainText("Thank you! Your message has been sent.");
});

test("without JavaScript, an operator confirms a request and reads the answer", async ({ browser }) => {
  // A booking made through the checkout first, then the console in a browser of its own.
  test.setTimeout(90_000);
  // The traveller books with scripts (checkout needs the card provider's token, and says so).
  const traveller = await (await browser.newContext({ javaScriptEnabled: true })).newPage();
  const reference = await travellerBooks(traveller, "No Script Request");

  const console = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  expect((await console.goto("/operator"))?.status()).toBe(401);
  await console.getByRole("button", { name: "Sign in" }).last().click();
  await console.getByLabel("Email").fill(OPERATOR.email);
  await console.getByLabel("Password", { exact: true }).fill(OPERATOR.password);
  await console.getByRole("main").getByRole("button", { name: "Sign In" }).click();
  await expect(console).toHaveURL(/\/operator$/);
  const card = console.getByRole("listitem").filter({ hasText: reference });
  await card.getByRole("button", { name: "Confirm" }).click();
  await expect(console.getByRole("status")).toContainText(`Booking ${reference} confirmed`);
  await expect(console.getByRole("listitem").filter({ hasText: reference })).toHaveCount(0);
});
