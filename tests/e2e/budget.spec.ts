import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

const BUDGET_BYTES = 150 * 1024;

// A page's initial JavaScript: every script requested until the load event, gzipped. Code loaded
// on demand later (dialogs, menus, the toast library) is not initial.
for (const path of [
  "/",
  "/about",
  "/contact",
  "/faq",
  "/services",
  "/catalog",
  "/search?q=volcano",
  "/service/1",
  "/category/hunting",
]) {
  test(`initial JavaScript of ${path} stays under 150 KB gzipped`, async ({ page }) => {
    const scripts = new Map<string, number>();
    let loaded = false;
    const pending: Promise<void>[] = [];
    page.on("request", (request) => {
      if (loaded || request.resourceType() !== "script") return;
      pending.push(
        request.response().then(async (response) => {
          const body = (await response?.body().catch(() => null)) ?? Buffer.alloc(0);
          scripts.set(request.url(), gzipSync(body).length);
        }),
      );
    });
    page.on("load", () => (loaded = true));
    await page.goto(path, { waitUntil: "load" });
    await Promise.all(pending);
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    test.info().annotations.push({
      type: "initial-js-gzip",
      description: `${path}: ${(total / 1024).toFixed(1)} KB in ${scripts.size} files`,
    });
    console.log(`${path}: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.size} scripts`);
    expect(total).toBeLessThan(BUDGET_BYTES);
  });
}
