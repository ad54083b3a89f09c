import { expect, test, type Route } from "./fixtures.ts";
import { SIGN_UP_PASSWORD, signUp } from "./helpers.ts";

// The forms every visitor meets: the sign-in dialog and the contact page.

test("sign up, sign out and sign in through the dialog, with each validation message", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Sign in" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Sign Up" }).click();
  await dialog.getByRole("button", { name: "Create Account" }).click();
  // The messages are the error codes' words (core/locales/en/errors.json), as everywhere.
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expect(dialog.getByText("Please enter an email address")).toBeVisible();
  await expect(dialog.getByText("Password is required")).toBeVisible();
  await expect(dialog.getByText("Please agree to the Terms of Service and the Privacy Policy")).toBeVisible();
  await expect(dialog.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Email").fill("not-an-email");
  await dialog.getByLabel("Password", { exact: true }).fill("12345");
  await dialog.getByLabel("Confirm password").fill("54321");
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
  await expect(dialog.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(dialog.getByText("Passwords do not match")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  const email = await signUp(page, "Mila Kovacs");
  await expect(page.getByRole("dialog")).toBeHidden();
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByText("Hi, Mila Kovacs")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Hi, Mila Kovacs")).toBeVisible();

  // A copy of favourites an older version left in this browser goes with the session.
  await page.evaluate(() => localStorage.setItem("favorites:someone", "[3]"));
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("favorites:"))))
    .toEqual([]);
  await page.getByRole("button", { name: "Sign in" }).click();
  await dialog.getByRole("button", { name: "Sign In" }).last().click();
  await expect(dialog.getByText("Please enter an email address")).toBeVisible();
  await expect(dialog.getByText("Password is required")).toBeVisible();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill("wrong-password");
  await dialog.getByRole("button", { name: "Sign In" }).last().click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await dialog.getByRole("button", { name: "Show password" }).click();
  await expect(dialog.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
  await dialog.getByLabel("Password", { exact: true }).fill(SIGN_UP_PASSWORD);
  await dialog.getByRole("button", { name: "Sign In" }).last().click();
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page.getByText("Hi, Mila Kovacs")).toBeVisible();
});

test("the Google button shows only when Google is configured (it is not here)", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Sign in" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("tab", { name: "Sign Up" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
});

test("the contact form stores a message and resets", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Subject is required")).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Your name").fill("Mila");
  await page.getByLabel("Email").fill("mila@example.com");
  await page.getByLabel("Subject").fill("Private group");
  await page
    .getByLabel("Message", { exact: true })
    .fill("Six of us in August: is the helicopter day possible?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText(/Your message has been sent/)).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue("");
});

for (const [failure, fail] of [
  ["the server fails", (route: Route) => route.fulfill({ status: 500, body: "" })],
  ["the network is down", (route: Route) => route.abort("internetdisconnected")],
] as const) {
  test(`the contact form says so when ${failure}, and keeps what was typed`, async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Your name").fill("Mila");
    await page.getByLabel("Email").fill("mila@example.com");
    await page.getByLabel("Subject").fill("Private group");
    await page.getByLabel("Message", { exact: true }).fill("Is the helicopter day possible?");
    await page.route("**/contact.data*", fail);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Failed to send message. Please try again.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Send us a message" })).toBeVisible();
    await expect(page.getByLabel("Subject")).toHaveValue("Private group");
  });
}

test("another site cannot post a form to our actions (no forced sign-in)", async ({ request }) => {
  const form = { intent: "signin", email: "demo@peninsula-adventures.example", password: "kamchatka-demo" };
  const foreign = await request.post("/resources/auth", {
    form,
    headers: { origin: "https://evil.example" },
  });
  expect(foreign.status()).toBe(403);
  expect(foreign.headers()["set-cookie"] ?? "").not.toContain("session_token");
  const crossSite = await request.post("/resources/auth", {
    form,
    headers: { "sec-fetch-site": "cross-site" },
  });
  expect(crossSite.status()).toBe(403);
});
