import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./fixtures.ts";
import { signLink } from "../../server/modules/notifications/signed-links.ts";
import { serious, signUp } from "./helpers.ts";
import { e2eBase, e2eDataDir } from "../support/e2e-base.ts";

// The notification settings, the in-app list behind the bell, and the one-click unsubscribe.

/** An unsubscribe token signed with the secret the e2e server generated in its data folder. */
function unsubscribeToken(userId: string, category: string): string {
  const secret = readFileSync(`${e2eDataDir}/auth-secret`, "utf8").trim();
  return signLink(secret, "unsubscribe", { u: userId, c: category });
}

async function userId(page: Page): Promise<string> {
  const session = (await (await page.request.get("/api/auth/get-session")).json()) as {
    user: { id: string };
  };
  return session.user.id;
}

const matrixSwitch = (page: Page, name: string) => page.getByRole("switch", { name, exact: true });

test("the notification matrix saves per channel and category, and says what is always sent", async ({
  page,
}) => {
  await page.goto("/");
  await signUp(page, "Matrix Mila");
  await page.goto("/dashboard/settings");
  await expect(page.getByText(/password reset\) and receipts are always sent/)).toBeVisible();
  await expect(page.getByText("SMS and push notifications are not available yet.")).toBeVisible();
  // Six switches, each named in full; no SMS or push switch.
  for (const row of ["Booking updates", "Payment alerts", "Offers and news"]) {
    await expect(matrixSwitch(page, `${row} by e-mail`)).toBeVisible();
    await expect(matrixSwitch(page, `${row} in the app`)).toBeVisible();
  }
  await expect(page.getByRole("switch", { name: /SMS|Push/ })).toHaveCount(0);
  expect(await serious(page)).toEqual([]);

  await expect(matrixSwitch(page, "Payment alerts by e-mail")).toHaveAttribute("aria-checked", "true");
  await matrixSwitch(page, "Payment alerts by e-mail").click();
  await matrixSwitch(page, "Offers and news in the app").click();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Settings saved successfully!")).toBeVisible();

  await page.reload();
  await expect(matrixSwitch(page, "Payment alerts by e-mail")).toHaveAttribute("aria-checked", "false");
  await expect(matrixSwitch(page, "Offers and news in the app")).toHaveAttribute("aria-checked", "true");
  await expect(matrixSwitch(page, "Booking updates by e-mail")).toHaveAttribute("aria-checked", "true");
  await expect(matrixSwitch(page, "Offers and news by e-mail")).toHaveAttribute("aria-checked", "false");
});

test("the unsubscribe link turns one e-mail switch off without signing in", async ({ page, browser }) => {
  await page.goto("/");
  await signUp(page, "Unsubscribing Uma");
  const token = unsubscribeToken(await userId(page), "bookingUpdates");

  // From the mail, in a browser where nobody is signed in.
  const mail = await browser.newContext();
  const link = await mail.newPage();
  const response = await link.goto(`/unsubscribe?token=${token}`);
  expect(response?.status()).toBe(200);
  await expect(link.getByRole("heading", { name: "Stop e-mails about booking updates?" })).toBeVisible();
  expect(await serious(link)).toEqual([]);
  await link.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(link.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await expect(link.getByRole("link", { name: "Notification settings" })).toHaveAttribute(
    "href",
    "/dashboard/settings",
  );
  // Opened again: nothing left to do.
  await link.reload();
  await expect(
    link.getByText("You are already unsubscribed from e-mails about booking updates."),
  ).toBeVisible();
  await mail.close();

  await page.goto("/dashboard/settings");
  await expect(matrixSwitch(page, "Booking updates by e-mail")).toHaveAttribute("aria-checked", "false");
  await expect(matrixSwitch(page, "Booking updates in the app")).toHaveAttribute("aria-checked", "true");
});

test("a mail client's one-click POST unsubscribes from another origin", async ({ page, playwright }) => {
  await page.goto("/");
  await signUp(page, "One-Click Olga");
  await page.goto("/dashboard/settings");
  await matrixSwitch(page, "Offers and news by e-mail").click();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Settings saved successfully!")).toBeVisible();

  const token = unsubscribeToken(await userId(page), "marketing");
  const client = await playwright.request.newContext({ baseURL: e2eBase });
  const res = await client.post(`/api/unsubscribe?token=${token}`, {
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: "https://mail.example",
      "sec-fetch-site": "cross-site",
    },
    data: "List-Unsubscribe=One-Click",
  });
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ success: true, data: { category: "marketing" } });
  const bad = await client.post(`/api/unsubscribe?token=${token}x`, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ code: "unsubscribeLinkInvalid" });
  await client.dispose();

  await page.reload();
  await expect(matrixSwitch(page, "Offers and news by e-mail")).toHaveAttribute("aria-checked", "false");
});

test("a bad unsubscribe link says so, with a 400", async ({ page }) => {
  const response = await page.goto("/unsubscribe?token=not-a-real-token");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
  await expect(page.getByText("This unsubscribe link is not valid")).toBeVisible();
});

test("the bell leads to the list in the dashboard", async ({ page }) => {
  await page.goto("/");
  await signUp(page, "Bell Boris");
  const bell = page.getByRole("banner").getByRole("link", { name: /^Notifications/ });
  await expect(bell).toHaveAttribute("href", "/dashboard/notifications");
  await bell.click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  await expect(page.getByRole("heading", { name: "Notifications", exact: true })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: /Notifications/ }),
  ).toHaveAttribute("aria-current", "page");
  expect(await serious(page)).toEqual([]);
});
