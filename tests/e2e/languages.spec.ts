import { expect, test } from "./fixtures.ts";
import { e2eBase } from "../support/e2e-base.ts";
import { services } from "../../server/db/seed-data.ts";
import { serviceTranslations } from "../../server/db/seed-translations.ts";
import { addToCart, checkOut, operatorPage, signUp } from "./helpers.ts";

// Numbers and words in the reader's language (decision 022): a German page writes "4,9", not "4.9";
// a category's name in any language finds its trips, whatever language the page is in; a receipt
// names its trips in the reader's language (decision 036).

test("a German page writes ratings with a decimal comma", async ({ page, context }) => {
  await context.addCookies([{ name: "lang", value: "de", url: e2eBase }]);

  await page.goto("/service/4");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const main = page.getByRole("main");
  await expect(main.getByRole("img", { name: /^\d,\d von 5 Sternen$/ }).first()).toBeVisible();
  await expect(main.getByText(/^\d,\d$/).first()).toBeVisible();
  await expect(main.getByText(/^\d\.\d$/)).toHaveCount(0);

  await page.goto("/services");
  const firstCard = main.getByRole("article").first();
  await expect(firstCard.getByText(/^\d,\d$/)).toBeVisible();
  await expect(main.getByText(/^\d\.\d$/)).toHaveCount(0);
});

test("searching “рыбалка” on the English page finds the fishing trips, and “Angeln” on the Russian one", async ({
  page,
  context,
}) => {
  await page.goto("/search");
  const box = page.getByRole("searchbox", { name: "Search adventures" }).last();
  await box.fill("рыбалка");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “рыбалка”");
  const results = page.getByRole("main").getByRole("article");
  // The two seeded fishing trips, whose English texts hold no Russian word, and the test camps.
  await expect(results.filter({ hasText: "Zhupanova River Steelhead" })).toHaveCount(1);
  await expect(results.filter({ hasText: "Avacha Bay Sea Fishing" })).toHaveCount(1);
  await expect(results.filter({ hasText: "Test fishing camp 01" })).toHaveCount(1);
  // Nothing but fishing: no bear hunt, no volcano tour.
  await expect(results.filter({ hasText: "Brown Bear Hunt" })).toHaveCount(0);
  await expect(results.filter({ hasText: "Volcano" })).toHaveCount(0);

  await context.addCookies([{ name: "lang", value: "ru", url: e2eBase }]);
  await page.goto(`/search?q=${encodeURIComponent("Angeln")}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(results.filter({ hasText: "Test fishing camp 01" })).toHaveCount(1);
  await expect(results.filter({ hasText: /Жупанов/ })).toHaveCount(1);
});

test("the German receipt shows German titles", async ({ page, context }) => {
  // Booked in English with the helpers (their labels are English); read in German.
  await page.goto("/");
  await signUp(page, "Receipt Reader");
  // Service 4 (the helicopter day; service 6 is not on sale), on its 13th free day: no other journey takes it.
  await addToCart(page, 4, 1, 13);
  const reference = await checkOut(page);
  expect(reference).toBeTruthy();
  const german = serviceTranslations[4]!.de;

  await context.addCookies([{ name: "lang", value: "de", url: e2eBase }]);
  await page.goto(`/orders/${reference}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { name: `Beleg ${reference}` })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: german.title })).toHaveCount(1);
  await expect(main.getByText(german.location).first()).toBeVisible();
  await expect(main.getByText(services[3]!.title)).toHaveCount(0);

  // The dashboard's bookings name it in German too.
  await page.goto("/dashboard/bookings");
  await expect(page.getByRole("main").getByText(german.title).first()).toBeVisible();
});

test("the console in Russian names the operator's services in Russian", async ({ browser }) => {
  const page = await operatorPage(browser, "/operator/services");
  // Signing in set the profile's language; the header's choice of Russian is this cookie.
  await page.context().addCookies([{ name: "lang", value: "ru", url: e2eBase }]);
  await page.goto("/operator/services");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  // Service 5 (Avacha's volcano ascents): the services editor's journey edits service 3, not this one.
  const main = page.getByRole("main");
  await expect(main.getByText(serviceTranslations[5]!.ru.title, { exact: true })).toBeVisible();
  await expect(main.getByText("Avachinsky and Mutnovsky Volcano Ascents")).toHaveCount(0);
});
