import { expect, test } from "./fixtures.ts";
import { INITIAL_JS_BUDGET, initialJavaScript } from "./helpers.ts";

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
  "/dashboard",
]) {
  test(`initial JavaScript of ${path} stays under ${INITIAL_JS_BUDGET / 1024} KB gzipped`, async ({
    page,
  }) => {
    expect(await initialJavaScript(page, path)).toBeLessThan(INITIAL_JS_BUDGET);
  });
}
