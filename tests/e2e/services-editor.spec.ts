import { expect, test } from "./fixtures.ts";
import sharp from "sharp";
import { operatorPage, serious } from "./helpers.ts";

// The console's service editor: a Russian title edited by Avacha Volcano Guides shows on the
// service's page in Russian, and an uploaded photo shows in the service's gallery.

test("a Russian title edited in the console shows on /service/:id in Russian", async ({
  browser,
  baseURL,
}) => {
  const page = await operatorPage(browser, "/operator/services");
  await expect(page.getByRole("heading", { name: "Nalychevo Hot Springs Hiking Weekend" })).toBeVisible();
  expect(await serious(page)).toEqual([]);
  await page.getByRole("link", { name: "Edit Nalychevo Hot Springs Hiking Weekend" }).click();
  await expect(page.getByRole("heading", { name: "Texts" })).toBeVisible();
  expect(await serious(page)).toEqual([]);
  const title = `Горячие источники Налычево ${Date.now() % 100000}`;
  await page.getByRole("tab", { name: /Russian/ }).click();
  const field = page.locator("#service-ru-title");
  await expect(field).toHaveValue(/.+/);
  await field.fill(title);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Changes saved")).toBeVisible();

  // A traveller reading in Russian.
  const context = await browser.newContext();
  await context.addCookies([{ name: "lang", value: "ru", url: baseURL! }]);
  const traveller = await context.newPage();
  await traveller.goto("/service/3");
  await expect(traveller.getByRole("heading", { level: 1 })).toHaveText(title);
  // The English page is unchanged.
  const english = await (await browser.newContext()).newPage();
  await english.goto("/service/3");
  await expect(english.getByRole("heading", { level: 1 })).toHaveText("Nalychevo Hot Springs Hiking Weekend");
});

test("an uploaded photo appears in the service's gallery; a non-image is refused in words", async ({
  browser,
}) => {
  const page = await operatorPage(browser, "/operator/services/5");
  const photos = page.getByRole("region", { name: "Photos" });
  await expect(photos.getByText("Photo 3")).toBeVisible();
  const file = page.locator("#service-photo-file");

  await file.setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("not a picture"),
  });
  await expect(
    page.getByRole("alert").filter({ hasText: "This file is not an image we can use" }),
  ).toBeVisible();

  const png = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: "#1d4e89" } })
    .png()
    .toBuffer();
  await file.setInputFiles({ name: "summit.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText("Photo added")).toBeVisible();
  await expect(photos.getByText("Photo 4")).toBeVisible();

  const traveller = await (await browser.newContext()).newPage();
  await traveller.goto("/service/5");
  const uploaded = traveller.locator('img[src^="/images/uploads/services/5/"]').first();
  await uploaded.scrollIntoViewIfNeeded();
  // Converted and served: the browser decodes it.
  await expect
    .poll(() => uploaded.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});
