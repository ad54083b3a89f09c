import { expect, test, type Page } from "./fixtures.ts";
import { pickFreeDay, signUp } from "./helpers.ts";
import { e2eBase } from "../support/e2e-base.ts";

// The e2e database holds the six seeded services plus 20 test fishing camps and one sold-out
// recreation trip (tests/support/e2e-database.ts): 27 in all.

const SECTIONS = /^(Sections|Разделы|Abschnitte)$/;

const cardTitles = (page: Page) => page.locator("#catalogue article h2, #catalogue article h3");

test("the services page pages through 27 services, 12 at a time, in the URL", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByText("Showing 1-12 of 27")).toBeVisible();
  const pager = page.getByRole("navigation", { name: "Pages" });
  await expect(pager.getByRole("link", { name: /^Page \d$/ })).toHaveCount(3);
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText("Showing 13-24 of 27")).toBeVisible();
  await pager.getByRole("link", { name: "Page 3" }).click();
  await expect(page.getByText("Showing 25-27 of 27")).toBeVisible();
  await expect(pager.getByRole("link", { name: "Next" })).toHaveAttribute("aria-disabled", "true");
  await page.goBack();
  await expect(page.getByText("Showing 13-24 of 27")).toBeVisible();
  // A filter starts again at page 1.
  await page.getByLabel("Sort by").selectOption("title");
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByText("Showing 1-12 of 27")).toBeVisible();
  await page.getByRole("link", { name: "List view" }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByRole("main").locator("ul.space-y-4 article").first()).toBeVisible();
});

test("the home catalogue previews 6 with view-all, searches, filters by tab and sorts", async ({ page }) => {
  await page.goto("/");
  const block = page.locator("#catalogue");
  await expect(cardTitles(page)).toHaveCount(6);
  await expect(block.getByRole("link", { name: "View all 27 adventures" })).toBeVisible();
  const tabs = block.getByRole("navigation", { name: "Categories" });
  await expect(tabs.getByRole("link", { name: /All\s*27/ })).toBeVisible();
  await expect(tabs.getByRole("link", { name: /Fishing\s*22/ })).toBeVisible();

  await tabs.getByRole("link", { name: /Hunting/ }).click();
  await expect(page).toHaveURL(/category=hunting/);
  await expect(cardTitles(page)).toHaveText(["Spring Brown Bear Hunt in the Koryak Foothills"]);
  await expect(block.getByRole("link", { name: /View all/ })).toBeHidden();

  await tabs.getByRole("link", { name: /All/ }).click();
  await expect(page).not.toHaveURL(/category=/);
  await expect(cardTitles(page)).toHaveCount(6);
  await block.getByLabel("Sort by").selectOption("price-asc");
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(cardTitles(page).first()).toHaveText("Test sold-out lighthouse walk");

  // The block's search covers title, supplier and location.
  await block.getByRole("searchbox").fill("avacha volcano guides");
  await block.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=avacha/);
  await expect(cardTitles(page).first()).toBeVisible();
  await expect(tabs.getByRole("link", { name: /All\s*\d/ })).not.toContainText("27");

  await block.getByRole("searchbox").fill("nothing-like-this");
  await block.getByRole("button", { name: "Search" }).click();
  await expect(block.getByText("No adventures match your search.")).toBeVisible();
  await block.getByRole("link", { name: "Clear filters" }).click();
  await expect(cardTitles(page)).toHaveCount(6);

  await block.getByRole("link", { name: "View all 27 adventures" }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test("the catalogue and category pages; an unknown category is a 404 with Back", async ({ page }) => {
  await page.goto("/catalog?category=tours");
  await expect(page.getByRole("heading", { level: 1, name: "Catalogue" })).toBeVisible();
  await expect(cardTitles(page)).toHaveCount(2);

  await page.goto("/category/fishing");
  await expect(page.locator("#catalogue").getByRole("navigation", { name: "Categories" })).toHaveCount(0);
  await expect(cardTitles(page)).toHaveCount(22);
  await page.locator("#catalogue").getByRole("searchbox").fill("camp 07");
  await page.locator("#catalogue").getByRole("button", { name: "Search" }).click();
  await expect(cardTitles(page)).toHaveText(["Test fishing camp 07"]);

  const response = await page.goto("/category/sailing");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Category not found" })).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/category\/fishing/);

  const missing = await page.goto("/service/9999");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Service not found" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Back" })).toBeVisible();
});

test("cards show difficulty, featured, unavailable and sold-out labels and a disabled Book", async ({
  page,
}) => {
  await page.goto("/services?sort=price-asc&category=recreation");
  const soldOut = page.locator("article", { hasText: "Test sold-out lighthouse walk" });
  await expect(soldOut.getByText("Sold out").first()).toBeVisible();
  await expect(soldOut.getByRole("button", { name: "Sold out" })).toBeDisabled();
  await expect(soldOut.getByText("Easy")).toBeVisible();

  await page.goto("/services");
  const unavailable = page
    .locator("article")
    .filter({ has: page.getByRole("button", { name: "Unavailable" }) });
  await expect(unavailable).toHaveCount(1);
  await expect(unavailable.getByRole("button", { name: "Unavailable" })).toBeDisabled();
  await expect(page.getByText("Featured").first()).toBeVisible();

  // Signed out, Book asks to sign in.
  await page.locator("article", { hasText: "Nalychevo" }).getByRole("button", { name: "Book" }).click();
  await expect(page.getByRole("dialog").getByRole("tab", { name: "Sign In" })).toBeVisible();
});

test("a list loads one photo per card, the first one first; a card's others come with the pointer", async ({
  page,
  request,
}) => {
  // The page's scripts are preloaded behind its stylesheet and photos.
  const html = await (await request.get("/services")).text();
  const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  expect(preloads.length).toBeGreaterThan(2);
  for (const link of preloads) expect(link).toContain('fetchpriority="low"');

  await page.goto("/services");
  const [first, second] = [page.locator("article").nth(0), page.locator("article").nth(1)];
  await expect(first.locator("img")).toHaveCount(1);
  await expect(first.locator("img")).toHaveAttribute("fetchpriority", "high");
  await expect(second.locator("img")).toHaveCount(1);
  await expect(second.locator("img")).toHaveAttribute("loading", "lazy");
  await first.getByRole("group", { name: /Photos of/ }).hover();
  await expect(first.locator("img")).toHaveCount(3);
  await expect(second.locator("img")).toHaveCount(1);
});

test("the service page: gallery, lightbox, tabs and the streamed 90-day availability", async ({ page }) => {
  await page.goto("/service/2");
  const gallery = page.getByRole("region", { name: /Photos of/ });
  await expect(gallery.getByText("1 / 3")).toBeVisible();
  await gallery.getByRole("button", { name: "Next photo" }).click();
  await expect(gallery.getByText("2 / 3")).toBeVisible();
  await gallery.getByRole("button", { name: "Show photo 3 of 3" }).click();
  await expect(gallery.getByText("3 / 3")).toBeVisible();

  await gallery.getByRole("button", { name: "Zoom" }).click();
  const lightbox = page.getByRole("dialog");
  await expect(lightbox.getByText("3 / 3")).toBeVisible();
  await lightbox.getByRole("button", { name: "Previous photo" }).click();
  await expect(lightbox.getByText("2 / 3")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(lightbox.getByText("1 / 3")).toBeVisible();
  await lightbox.getByRole("button", { name: "Zoom in" }).click();
  await expect(lightbox.getByRole("button", { name: "Zoom out" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();
  await expect(gallery.getByText("1 / 3")).toBeVisible();

  await page.getByRole("navigation", { name: SECTIONS }).getByRole("link", { name: "Itinerary" }).click();
  await expect(page.getByText("Day 1", { exact: true })).toBeVisible();
  await page.getByRole("navigation", { name: SECTIONS }).getByRole("link", { name: "Included" }).click();
  await expect(page.getByRole("heading", { name: "Not included" })).toBeVisible();
  await page.getByRole("navigation", { name: SECTIONS }).getByRole("link", { name: "Availability" }).click();
  await expect(page.getByText("Up to 6 people")).toBeVisible();
  await expect(page.getByText(/of the next 90 days have free seats/)).toBeVisible();
  await pickFreeDay(page.locator("main"), 2);
  const slots = page.getByRole("group", { name: /Times on/ });
  await expect(slots.getByRole("button").first()).toBeVisible();
  await expect(slots.getByText(/seats? left/).first()).toBeVisible();
  const slot = slots.getByRole("button", { disabled: false }).first();
  await slot.click();
  await expect(slot).toHaveAttribute("aria-pressed", "true");
});

test("a sold-out service says so and cannot be booked", async ({ page }) => {
  await page.goto("/services?category=recreation&sort=price-asc");
  await page.getByRole("link", { name: "Test sold-out lighthouse walk" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Test sold-out lighthouse walk");
  await expect(page.getByRole("button", { name: "Sold out" })).toBeDisabled();
  await expect(page.getByText("Sold out for the next 90 days")).toBeVisible();
  await page.getByRole("navigation", { name: SECTIONS }).getByRole("link", { name: "Availability" }).click();
  await expect(page.locator(".pa-day-full:not([data-outside])").first()).toBeVisible();
});

test("share: copies the link with a 2-second confirmation, or opens a 600x400 popup", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/service/3");
  const share = page.getByRole("button", { name: /^Share / });
  await share.click();
  await page.getByRole("menuitem", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied!").first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/service\/3$/);
  await expect(page.getByRole("button", { name: "Link copied!" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Share / })).toBeVisible({ timeout: 4000 });

  // The share pages are on the internet, which this machine does not reach: answer for them.
  await context.route("https://t.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Telegram share</title>" }),
  );
  await page.getByRole("button", { name: /^Share / }).click();
  const popup = context.waitForEvent("page");
  await page.getByRole("menuitem", { name: "Send via Telegram" }).click();
  const opened = await popup;
  expect(opened.url()).toMatch(/^https:\/\/t\.me\/share\/url\?url=http/);
  expect(await opened.evaluate(() => window.opener)).toBeNull();
  expect(await opened.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([600, 400]);
  await opened.close();
});

test("share: the browser's share sheet is used when there is one; a cancel is silent", async ({ page }) => {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { shareCalls: unknown[] }).shareCalls = calls;
    navigator.share = async (data?: ShareData) => {
      calls.push(data);
      if (calls.length > 1) throw new DOMException("cancelled", "AbortError");
    };
  });
  await page.goto("/service/3");
  await page.getByRole("button", { name: /^Share / }).click();
  await page.getByRole("button", { name: /^Share / }).click();
  const calls = await page.evaluate(
    () => (window as unknown as { shareCalls: { url: string }[] }).shareCalls,
  );
  expect(calls).toHaveLength(2);
  expect(calls[0]!.url).toMatch(/\/service\/3$/);
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(page.getByText("Could not share.")).toHaveCount(0);
});

test("the search page: under 2 characters clears, results, and suggestions when nothing matches", async ({
  page,
}) => {
  await page.goto("/search?q=v");
  await expect(page.getByText("Type at least 2 characters")).toBeVisible();
  const box = page.getByRole("searchbox", { name: "Search adventures" }).last();
  await box.fill("salmon");
  await expect(page).toHaveURL(/q=salmon/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “salmon”");
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  await box.fill("s");
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByText("Type at least 2 characters")).toBeVisible();

  await page.goto("/search?q=zzzz");
  await expect(page.getByText("Nothing matches “zzzz”")).toBeVisible();
  await expect(page.getByRole("heading", { name: "You might like" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(3);
  // A popular search: the tags of the most reviewed trips.
  const chip = page
    .getByText("Popular searches")
    .locator("xpath=following-sibling::ul[1]")
    .getByRole("link")
    .first();
  await chip.click();
  await expect(page).toHaveURL(/\/search\?q=/);
});

test("service content is shown and searched in Russian and German", async ({ page, context }) => {
  await context.addCookies([{ name: "lang", value: "ru", url: e2eBase }]);
  await page.goto("/service/4");
  const ruTitle = await page.getByRole("heading", { level: 1 }).textContent();
  expect(ruTitle).toMatch(/[А-Яа-яЁё]/);
  await page.getByRole("navigation", { name: SECTIONS }).getByRole("link", { name: "Программа" }).click();
  await expect(page.getByText("День 1", { exact: true })).toBeVisible();
  await page.goto(`/search?q=${encodeURIComponent(ruTitle!.split(" ")[0]!)}`);
  await expect(page.getByRole("main").getByRole("article").first()).toContainText(ruTitle!);

  await context.addCookies([{ name: "lang", value: "de", url: e2eBase }]);
  await page.goto("/service/4");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(ruTitle!);
  await expect(
    page.getByRole("navigation", { name: SECTIONS }).getByRole("link", { name: "Reiseverlauf" }),
  ).toBeVisible();
});

test("a signed-in Book on a card leads to the service's booking", async ({ page }) => {
  await page.goto("/");
  await signUp(page, "Card Booker");
  await page
    .locator("#catalogue article", { hasText: "Nalychevo" })
    .getByRole("link", { name: /^Book / })
    .click();
  await expect(page).toHaveURL(/\/service\/\d+\?book=1$/);
  await expect(page.getByRole("dialog", { name: /Nalychevo/ })).toBeVisible();
  // Under the dialog (hidden from assistive technology while it is open), the page is at Availability.
  await expect(
    page
      .getByRole("navigation", { name: SECTIONS, includeHidden: true })
      .getByRole("link", { name: "Availability", includeHidden: true }),
  ).toHaveAttribute("aria-current", "page");
});
