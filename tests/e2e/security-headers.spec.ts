import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { DEMO, operatorPage, pickFreeDay, signIn } from "./helpers.ts";

const nonceOf = (csp: string | undefined) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp ?? "")?.[1];

/** Violations the page saw itself (the fixture also checks the console of every page). */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);

test("a page's CSP has a fresh nonce, and every script in the page carries it", async ({ page, request }) => {
  const response = await page.goto("/");
  const headers = response!.headers();
  const nonce = nonceOf(headers["content-security-policy"]);
  expect(nonce).toBeTruthy();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  // Plain http here: no HSTS.
  expect(headers["strict-transport-security"]).toBeUndefined();

  const html = await response!.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(2);
  for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  // The browser ran them: the page hydrated (the header's menu button works).
  await expect(page.getByRole("button", { name: "Sign in" }).first()).toBeEnabled();

  // Each render has a nonce of its own. An anonymous page answered from the page cache keeps the
  // one it was rendered with, in its header and its scripts alike (docs/decisions/016-performance.md).
  const other = await request.get("/about");
  expect(nonceOf(other.headers()["content-security-policy"])).not.toBe(nonce);
  const again = await request.get("/about");
  const againNonce = nonceOf(again.headers()["content-security-policy"]);
  expect(againNonce).toBe(nonceOf(other.headers()["content-security-policy"]));
  for (const script of (await again.text()).match(/<script\b[^>]*>/g) ?? [])
    expect(script).toContain(`nonce="${againNonce}"`);
  // Static files and the API have the headers too.
  const api = await request.get("/api/health");
  expect(api.headers()["x-content-type-options"]).toBe("nosniff");
  expect(api.headers()["cache-control"]).toBe("no-store");
  const icon = await request.get("/favicon.svg");
  expect(icon.headers()["x-content-type-options"]).toBe("nosniff");
});

test("no CSP violation on the home page, a service with its booking dialog, and the signed-in pages", async ({
  page,
}) => {
  await recordViolations(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.goto("/dashboard");
  await signIn(page, DEMO.email, DEMO.password, true);
  await expect(page.getByRole("heading", { name: "Welcome back, Anna Petrova" })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  // Personal data: never stored by the browser or a proxy.
  const dashboard = await page.request.get("/dashboard/bookings");
  expect(dashboard.headers()["cache-control"]).toBe("private, no-store");
  await page.goto("/dashboard/bookings");
  await expect(page.getByRole("link", { name: /^View booking/ }).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // The booking dialog: the date picker and the slots (closed again: the demo's cart stays as it is).
  await page.goto("/service/3");
  await page.getByRole("button", { name: "Book now" }).click();
  const dialog = page.getByRole("dialog");
  await pickFreeDay(dialog, 3);
  await expect(dialog.getByRole("group", { name: /Times on/ })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(await violations(page)).toEqual([]);
});

test("no CSP violation in the operator's console", async ({ browser }) => {
  const page = await operatorPage(browser);
  await recordViolations(page);
  for (const path of ["/operator", "/operator/departures", "/operator/services", "/operator/services/3"]) {
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.getByRole("main")).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
  await page.context().close();
});

test.describe("an injected script", () => {
  test.use({ cspViolationsAllowed: true });

  test("without the nonce does not run, and is reported", async ({ page }) => {
    await recordViolations(page);
    // What a stored XSS would look like: markup in the page that the server did not mean to send.
    await page.route("/about", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        "</main>",
        `<script>window.injected = true</script><img src="x" onerror="window.injected = true"></main>`,
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto("/about");
    await expect.poll(() => violations(page)).toContain("script-src-elem inline");
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  });

  test("the site cannot be framed by another page", async ({ page, baseURL }) => {
    const blocked: string[] = [];
    page.on("console", (message) => {
      if (/frame-ancestors|Refused to (display|frame)/.test(message.text())) blocked.push(message.text());
    });
    // Another page (about:blank here) embeds the site.
    await page.setContent(`<iframe src="${baseURL}/"></iframe>`);
    await expect.poll(() => blocked.length).toBeGreaterThan(0);
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(
      await frame
        ?.locator("header")
        .count()
        .catch(() => 0),
    ).toBe(0);
  });
});
