import { expect, test, type Page } from "./fixtures.ts";
import { ADMIN, serious, signIn, signUp } from "./helpers.ts";

// Bystraya River Anglers (supplier 2) sells one service: the Zhupanova float (service 2).
const ANGLERS = {
  id: 2,
  name: "Bystraya River Anglers",
  service: "Zhupanova River Steelhead and Rainbow Float",
};

const tab = (page: Page, name: string | RegExp) =>
  page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name });

/** The catalogue's search for the anglers' float: a link to its page, or none. */
async function floatInCatalogue(page: Page) {
  await page.goto("/services?q=Zhupanova");
  return page.getByRole("main").getByRole("link", { name: new RegExp(ANGLERS.service) });
}

async function signInAsAdmin(page: Page) {
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(401);
  await signIn(page, ADMIN.email, ADMIN.password, true);
  await expect(page.getByRole("heading", { name: "Platform admin" })).toBeVisible();
}

test("the admin suspends a supplier: its service leaves the catalogue, and comes back on reactivation", async ({
  page,
}) => {
  await expect((await floatInCatalogue(page)).first()).toBeVisible();

  await signInAsAdmin(page);
  await expect(page.getByText("Active suppliers")).toBeVisible();
  expect(await serious(page)).toEqual([]);

  await tab(page, "Suppliers").click();
  await expect(page).toHaveURL(/\/admin\/suppliers$/);
  expect(await serious(page)).toEqual([]);
  await page.getByRole("link", { name: new RegExp(`Manage ${ANGLERS.name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/suppliers/${ANGLERS.id}$`));
  await expect(page.getByRole("heading", { name: ANGLERS.name })).toBeVisible();
  await expect(page.getByText("Olga Rybakova")).toBeVisible();
  expect(await serious(page)).toEqual([]);

  await page.getByRole("button", { name: "Suspend" }).click();
  const dialog = page.getByRole("dialog", { name: `Suspend ${ANGLERS.name}?` });
  await dialog.getByRole("button", { name: "Suspend supplier" }).click();
  await expect(page.getByText(`${ANGLERS.name} is suspended`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Reactivate" })).toBeVisible();

  try {
    await expect(await floatInCatalogue(page)).toHaveCount(0);
    const response = await page.goto(`/service/${ANGLERS.id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Service not found" })).toBeVisible();
  } finally {
    // Whatever happened above, the other journeys find the anglers on sale.
    await page.goto(`/admin/suppliers/${ANGLERS.id}`);
    await page.getByRole("button", { name: "Reactivate" }).click();
    await expect(page.getByText(`${ANGLERS.name} is active again`)).toBeVisible();
  }

  await expect((await floatInCatalogue(page)).first()).toBeVisible();
  expect((await page.goto(`/service/${ANGLERS.id}`))?.status()).toBe(200);
});

test("the admin creates a supplier and invites its owner with a link to copy", async ({ page }) => {
  await signInAsAdmin(page);
  await tab(page, "Suppliers").click();
  await page.getByRole("button", { name: "New supplier" }).click();
  const dialog = page.getByRole("dialog", { name: "New supplier" });
  const name = `Kuril Lake Bear Watch ${Date.now()}`;
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("E-mail").fill("not an address");
  await dialog.getByLabel("Phone").fill("+7 415 200 30 40");
  await dialog.getByLabel("Answers requests within (hours)").fill("500");
  await dialog.getByRole("button", { name: "Create supplier" }).click();
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
  await expect(dialog.getByText("must be at most 168")).toBeVisible();
  await dialog.getByLabel("E-mail").fill("bears@kuril.example");
  await dialog.getByLabel("Answers requests within (hours)").fill("24");
  await dialog.getByRole("button", { name: "Create supplier" }).click();

  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/suppliers\/\d+$/);
  await expect(page.getByText("Nobody is on the team yet.")).toBeVisible();

  await page.getByLabel("Owner's e-mail address").fill("Owner@Kuril.example");
  await page.getByRole("button", { name: "Create invitation" }).click();
  await expect(page.getByText("Invitation for owner@kuril.example created")).toBeVisible();
  const link = page.getByLabel("Invitation link for owner@kuril.example");
  await expect(link).toHaveValue(/\/operator\/invitations\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("button", { name: "Copy link: owner@kuril.example" })).toBeVisible();
});

test("the admin finds a booking by e-mail and works the contact inbox", async ({ page }) => {
  await signInAsAdmin(page);
  await tab(page, "Bookings").click();
  await expect(page.getByText(/\d+ bookings/).first()).toBeVisible();
  await page.getByLabel("Search bookings").fill("maria.ivanova@");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/q=maria.ivanova%40/);
  await expect(page.getByRole("cell", { name: /Maria Ivanova/ }).first()).toBeVisible();
  await expect(page.getByRole("cell", { name: /Anna Petrova/ })).toHaveCount(0);
  expect(await serious(page)).toEqual([]);

  await tab(page, /Contact inbox/).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  const card = page.getByRole("listitem").filter({ hasText: "Group of 12 in August" });
  await expect(card).toBeVisible();
  expect(await serious(page)).toEqual([]);
  await card.getByRole("button", { name: "Mark handled" }).click();
  await expect(page.getByText("Marked handled")).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByRole("link", { name: "Handled", exact: true }).click();
  const handled = page.getByRole("listitem").filter({ hasText: "Group of 12 in August" });
  await handled.getByRole("button", { name: "Mark not handled" }).click();
  await expect(page.getByText("Back in the inbox")).toBeVisible();
  await expect(handled).toHaveCount(0);
});

test("to a traveller the admin area does not exist", async ({ page }) => {
  await page.goto("/");
  await signUp(page, "Curious Traveller");
  const response = await page.goto("/admin/suppliers");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin sections" })).toHaveCount(0);
});
