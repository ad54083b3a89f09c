import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";
import { SIGN_UP_PASSWORD, signUp } from "./helpers.ts";
import { e2eBase } from "../support/e2e-base.ts";

test.describe("server rendering", () => {
  test("the home page is rendered on the server with the seeded services", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("Spring Brown Bear Hunt in the Koryak Foothills");
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('rel="canonical"');
    expect(html).toContain('property="og:title"');
  });

  test("a service page carries schema.org data with price, currency and rating", async ({ request }) => {
    const html = await (await request.get("/service/1")).text();
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(json).toBeTruthy();
    const data = JSON.parse(json!);
    expect(data).toMatchObject({ "@type": "Product", offers: { price: "4500.00", priceCurrency: "USD" } });
    expect(data.aggregateRating.reviewCount).toBeGreaterThan(0);
    expect(html).toMatch(/Difficulty(<!-- -->)?: (<!-- -->)?Expert/);
  });

  test("a service page's reviews are in its HTML, their pages plain links", async ({ request }) => {
    // Read without scripts: the reviews are the stored ones, and the page past the last says so.
    const html = await (await request.get("/service/2")).text();
    expect(html).toContain('id="reviews"');
    expect(html).toContain("A dream float.");
    const past = await (await request.get("/service/2?reviews=9")).text();
    expect(past).toContain("There are no more reviews on this page.");
    expect(past).toMatch(/href="\/service\/2#reviews"/);
  });

  test("an explicit dark choice is in the server's HTML, so it cannot flash light", async ({ request }) => {
    const html = await (await request.get("/", { headers: { cookie: "theme=dark" } })).text();
    expect(html).toMatch(/<html[^>]*class="dark"/);
  });

  test("robots.txt and sitemap.xml list the public pages and services", async ({ request }) => {
    expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${e2eBase}/sitemap.xml`);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/about", "/contact", "/faq", "/privacy", "/category/fishing", "/service/6"]) {
      expect(sitemap).toContain(`<loc>${e2eBase}${path}</loc>`);
    }
  });
});

test("an unknown path shows the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  const category = await page.goto("/category/sailing");
  expect(category?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Category not found" })).toBeVisible();
  const service = await page.goto("/service/999");
  expect(service?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Service not found" })).toBeVisible();
});

test("switching language re-renders in Russian and German and survives a reload", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("button", { name: "Language and currency" }).click();
  await page.getByRole("menuitemradio", { name: "Русский" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByRole("link", { name: "Охота" }).first()).toBeVisible();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Local people/);

  await page.getByRole("button", { name: "Язык и валюта" }).click();
  await page.getByRole("menuitemradio", { name: "Deutsch" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("link", { name: "Jagd" }).first()).toBeVisible();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

test("the browser's language is used when nothing is stored", async ({ browser }) => {
  const context = await browser.newContext({ locale: "de-DE" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await context.close();
});

test("dark mode survives a reload and is set before the first paint", async ({ page }) => {
  // Records the theme class the moment <body> is parsed, before anything is painted.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.body) {
        (window as unknown as { darkAtFirstPaint: boolean }).darkAtFirstPaint =
          document.documentElement.classList.contains("dark");
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.getByRole("button", { name: "Switch between light and dark" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(
    await page.evaluate(() => (window as unknown as { darkAtFirstPaint: boolean }).darkAtFirstPaint),
  ).toBe(true);
});

test("the system's dark preference applies when nothing is stored", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "dark" });
  const page = await context.newPage();
  await page.goto("/about");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await context.close();
});

test("a currency switch changes the prices", async ({ page }) => {
  await page.goto("/");
  const hunting = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: "Hunting expeditions" }) });
  await expect(hunting).toContainText("from $4,500");
  await page.getByRole("button", { name: "Language and currency" }).click();
  await page.getByRole("menuitemradio", { name: "Euro (€)" }).click();
  await expect(hunting).toContainText("from €4,140");
  await page.reload();
  await expect(hunting).toContainText("from €4,140");
});

test("the mobile drawer works at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Home" })).toHaveClass(/text-accent/);
  await drawer.getByRole("link", { name: "Fishing" }).click();
  await expect(page).toHaveURL(/\/category\/fishing$/);
  await expect(drawer).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(drawer.getByRole("link", { name: "Fishing" })).toHaveClass(/text-accent/);
  await drawer.getByRole("switch", { name: "Dark mode" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
});

test("the information pages have their text and a Back button", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "FAQ" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/$/);
});

for (const path of [
  "/",
  "/about",
  "/contact",
  "/faq",
  "/terms",
  "/services",
  "/catalog",
  "/category/fishing",
  "/search?q=volcano",
  "/search?q=zzzz",
  "/service/1",
  "/service/6",
  "/no-such-page",
]) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("axe finds no serious or critical violation in the sign-in dialog and the drawer", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Sign in" }).first().click();
  await page.getByRole("dialog").getByRole("tab", { name: "Sign Up" }).click();
  await expect(page.getByRole("dialog").getByLabel("Full name")).toBeVisible();
  let results = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
  expect(
    results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id),
  ).toEqual([]);
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  results = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
  expect(
    results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id),
  ).toEqual([]);
});

test("the services page filters, sorts and keeps everything in a shareable URL", async ({
  page,
  browser,
}) => {
  await page.goto("/services");
  await expect(page.getByText("Showing 1-12 of 27")).toBeVisible();
  await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Tours" }).click();
  await expect(page).toHaveURL(/category=tours/);
  await expect(page.getByText("Showing 1-2 of 2")).toBeVisible();
  await page.getByLabel("Price").selectOption("budget");
  await expect(page).toHaveURL(/price=budget/);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "Avachinsky and Mutnovsky Volcano Ascents",
  ]);
  const shared = page.url();

  const other = await browser.newPage();
  await other.goto(shared);
  await expect(other.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "Avachinsky and Mutnovsky Volcano Ascents",
  ]);
  await other.close();

  await page.goBack();
  await expect(page.getByText("Showing 1-2 of 2")).toBeVisible();
  await page.goto("/services?availability=available&sort=price-asc");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toHaveText(
    "Nalychevo Hot Springs Hiking Weekend",
  );
  await expect(page.getByText("Showing 1-12 of 25")).toBeVisible();
  await page.goto("/services?q=zzzz-nothing");
  await expect(page.getByText("No services found matching your criteria.")).toBeVisible();
  await page.getByRole("link", { name: "Clear filters" }).last().click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByText("Showing 1-12 of 27")).toBeVisible();
});

test("the header search suggests from 3 characters, at most 5, and leads to all results", async ({
  page,
}) => {
  await page.goto("/about");
  await page.getByRole("button", { name: "Open search" }).click();
  const input = page.getByRole("searchbox", { name: "Search adventures" });
  await input.fill("vo");
  await expect(page.getByText("Suggestions")).toBeHidden();
  await input.fill("volcano");
  const panel = page.locator("#search-panel");
  await expect(panel.getByText("Suggestions")).toBeVisible();
  const links = panel.getByRole("listitem").getByRole("link");
  expect(await links.count()).toBeGreaterThan(0);
  expect(await links.count()).toBeLessThanOrEqual(5);
  await panel.getByRole("link", { name: /View all results for .volcano./ }).click();
  await expect(page).toHaveURL(/\/search\?q=volcano$/);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search adventures" }).first()).toHaveValue("volcano");
});

test("favourites: a message when signed out; saved on the server when signed in", async ({
  page,
  browser,
}) => {
  await page.goto("/services");
  await page.getByRole("button", { name: /Save Nalychevo Hot Springs Hiking Weekend to favourites/ }).click();
  await expect(page.getByText("Please log in to save favorites")).toBeVisible();

  const email = await signUp(page, "Fav Tester");
  await page.goto("/service/3");
  await page.getByRole("button", { name: /Save .* to favourites/ }).click();
  await expect(page.getByText("Added to favorites")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: /Remove .* from favourites/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // The server's list is the only one: no copy stays in the browser (a shared computer).
  expect(
    await page.evaluate(() => Object.keys(localStorage).find((k) => k.startsWith("favorites:"))),
  ).toBeUndefined();

  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto("/service/3");
  await other.getByRole("button", { name: "Sign in" }).first().click();
  await other.getByRole("dialog").getByLabel("Email").fill(email);
  await other.getByRole("dialog").getByLabel("Password", { exact: true }).fill(SIGN_UP_PASSWORD);
  await other.getByRole("dialog").getByRole("button", { name: "Sign In" }).last().click();
  await expect(other.getByRole("button", { name: /Remove .* from favourites/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await other.getByRole("button", { name: /Remove .* from favourites/ }).click();
  await expect(other.getByText("Removed from favorites")).toBeVisible();
  await context.close();
});
