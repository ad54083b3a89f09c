import { expect, test } from "./fixtures.ts";
import { DEMO, signIn } from "./helpers.ts";

// The anonymous page cache (server/page-cache.ts) in the production build: one page per language,
// currency and theme; ETags; never a signed-in visitor's page.

test("a page kept for one language or currency is never shown to a visitor who chose another", async ({
  playwright,
  baseURL,
}) => {
  const visitor = (cookie: string, acceptLanguage = "en-US") =>
    playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie, "accept-language": acceptLanguage },
    });
  const english = await visitor("lang=en; currency=USD");
  const german = await visitor("lang=de; currency=USD");
  const euros = await visitor("lang=en; currency=EUR");
  const russianBrowser = await visitor("", "ru-RU,ru;q=0.9");
  // Twice each, interleaved: the second answers come from the cache.
  for (let round = 0; round < 2; round++) {
    const en = await english.get("/service/1");
    const de = await german.get("/service/1");
    const eur = await euros.get("/service/1");
    const ru = await russianBrowser.get("/service/1");
    for (const answer of [en, de, eur, ru]) {
      expect(answer.status()).toBe(200);
      expect(answer.headers()["cache-control"]).toBe(
        "public, max-age=0, s-maxage=10, stale-while-revalidate=60",
      );
      expect(answer.headers()["vary"]).toContain("Cookie");
    }
    const [enHtml, deHtml, eurHtml, ruHtml] = await Promise.all([
      en.text(),
      de.text(),
      eur.text(),
      ru.text(),
    ]);
    expect(enHtml).toContain('<html lang="en"');
    expect(deHtml).toContain('<html lang="de"');
    expect(ruHtml).toContain('<html lang="ru"');
    expect(eurHtml).toContain('<html lang="en"');
    // The price in the visitor's currency: dollars for one, euros for the other.
    const price = (html: string) => /<span class="text-3xl font-bold">([^<]+)<\/span>/.exec(html)?.[1];
    expect(price(enHtml)).toBe("$4,500");
    expect(price(eurHtml)).toMatch(/^€[\d,]+$/);
    expect(deHtml).toContain("Jetzt buchen");
    expect(enHtml).not.toContain("Jetzt buchen");
  }
  // The ETag answers a browser's revalidation with a 304 and no body.
  const first = await english.get("/service/1");
  const etag = first.headers()["etag"]!;
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await english.get("/service/1", { headers: { "if-none-match": etag } });
  expect(again.status()).toBe(304);
  expect(await again.text()).toBe("");
  for (const context of [english, german, euros, russianBrowser]) await context.dispose();
});

test("a signed-in visitor's page is neither kept nor stored", async ({ page }) => {
  await page.goto("/about");
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page.getByRole("dialog")).toBeHidden();
  const about = await page.request.get("/about");
  expect(about.headers()["cache-control"]).toBe("private, no-store");
  expect(about.headers()["etag"]).toBeUndefined();
  expect(await about.text()).toContain(DEMO.email);
  // An anonymous visitor right after never sees the signed-in page.
  const anonymous = await page.context().browser()!.newContext();
  const answer = await anonymous.request.get("/about");
  expect(await answer.text()).not.toContain(DEMO.email);
  await anonymous.close();
});
