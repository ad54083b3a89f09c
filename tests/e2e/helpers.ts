import { expect, type Page } from "@playwright/test";

let counter = 0;

/** Signs up a new user through the sign-in dialog; returns the e-mail. */
export async function signUp(page: Page, name = "Journey Tester") {
  counter += 1;
  const email = `journey-${Date.now()}-${counter}@example.com`;
  await page.getByRole("button", { name: "Sign in" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Sign Up" }).click();
  await dialog.getByLabel("Full name").fill(name);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill("secret1");
  await dialog.getByLabel("Confirm password").fill("secret1");
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created successfully!")).toBeVisible();
  return email;
}
