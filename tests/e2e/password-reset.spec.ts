import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";
import { ADMIN, serious, signIn, signUp } from "./helpers.ts";

// Forgot password → the mail (stored: the e2e server has no SMTP, so the admin reads it at
// /admin/mail) → a new password → signed in with it. The job runner delivers within a second or
// two: the admin's list is reloaded until the mail is there, never slept on.

test("forgot password: the mailed link sets a new password and signs in with it; the link works once", async ({
  page,
  browser,
}) => {
  // Two people, a mail round trip and three accessibility checks.
  test.setTimeout(90_000);
  await page.goto("/");
  const email = await signUp(page, "Forgetful Tester");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Sign in" }).first()).toBeVisible();

  // The sign-in dialog's "Forgot password?" leads to the page that asks for a link.
  await page.getByRole("button", { name: "Sign in" }).first().click();
  await page.getByRole("dialog").getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("dialog")).toBeHidden();
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Please enter an email address")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your mail" })).toBeVisible();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();
  expect(await serious(page)).toEqual([]);

  // The admin finds the mail and reads the link in it.
  const admin = await (await browser.newContext()).newPage();
  await admin.goto("/admin/mail");
  await signIn(admin, ADMIN.email, ADMIN.password, true);
  // Signed in (a reload before the dialog's answer came would cancel the sign-in).
  await expect(admin.getByRole("heading", { name: "Platform admin" })).toBeVisible();
  const mail = admin.getByRole("link", { name: "Reset your Peninsula Adventures password" }).first();
  await expect(async () => {
    await admin.goto(`/admin/mail?q=${encodeURIComponent(email)}`);
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await mail.click();
  await expect(
    admin.getByRole("heading", { name: "Reset your Peninsula Adventures password" }),
  ).toBeVisible();
  await expect(admin.getByText(email).first()).toBeVisible();
  await expect(admin.locator('iframe[sandbox=""]')).toBeVisible();
  // The mail's own HTML (in its sandbox, where axe cannot run) is the mail templates' business.
  const adminViolations = (
    await new AxeBuilder({ page: admin }).exclude("iframe").exclude("[data-sonner-toaster]").analyze()
  ).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => v.id);
  expect(adminViolations).toEqual([]);
  const link = await admin
    .getByRole("region", { name: "Links in this mail" })
    .getByRole("link", { name: /\/api\/auth\/reset-password\// })
    .first()
    .getAttribute("href");
  expect(link).toBeTruthy();

  // The link lands on the reset page. Too short a password is said beside its field (the field
  // described by its error), then the repeat must match, then the new password is saved.
  await page.goto(link!);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole("heading", { name: "Set a new password" })).toBeVisible();
  const newPassword = page.getByLabel("New password", { exact: true });
  await newPassword.fill("short");
  await page.getByLabel("Repeat the new password").fill("short");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(newPassword).toHaveAttribute("aria-invalid", "true");
  await expect(newPassword).toHaveAccessibleDescription("Password must be at least 8 characters");
  await expect(page.locator("#reset-newPassword-error")).toHaveText("Password must be at least 8 characters");
  await newPassword.fill("fresh-secret-2");
  await page.getByLabel("Repeat the new password").fill("fresh-secret-3");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Repeat the new password").fill("fresh-secret-2");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();
  expect(await serious(page)).toEqual([]);

  // Saved, the visitor is signed in with the new password at once (that the old one no longer
  // signs in is the API test's), and goes on to their dashboard.
  await expect(page.getByText("Your new password is set, and you are signed in with it.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: /Forgetful Tester/ })).toBeVisible();

  // The same link a second time: spent.
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  await page.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
