import { expect, test } from "@playwright/test";

test("the home page is rendered on the server with the seeded services", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const title of [
    "Spring Brown Bear Hunt in the Koryak Foothills",
    "Nalychevo Hot Springs Hiking Weekend",
  ]) {
    expect(html).toContain(title);
  }
});

test("an unknown path answers 404", async ({ request }) => {
  expect((await request.get("/no-such-page")).status()).toBe(404);
  expect((await request.get("/service/999")).status()).toBe(404);
});

test("sign up, see the list, open a service, sign out and in again", async ({ page }) => {
  const email = `journey-${Date.now()}@example.com`;
  await page.goto("/sign-up");
  await page.getByLabel("Full name").fill("Journey Tester");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("secret1");
  await page.getByLabel("Confirm password").fill("secret2");
  await page.getByLabel(/I agree/).check();
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("alert")).toHaveText("Passwords do not match");

  await page.getByLabel("Confirm password").fill("secret1");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("Hello, Journey Tester")).toBeVisible();

  const list = page.getByRole("listitem");
  await expect(list).toHaveCount(6);
  await page.getByRole("link", { name: "Nalychevo Hot Springs Hiking Weekend" }).click();
  await expect(page).toHaveURL(/\/service\/3$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nalychevo Hot Springs Hiking Weekend");
  await expect(page.getByText(/of the next 90 days have free seats/)).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await page.getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await page.getByLabel("Password").fill("secret1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Hello, Journey Tester")).toBeVisible();
});
