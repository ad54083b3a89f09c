import { expect, test as base, type BrowserContext } from "@playwright/test";
import { e2eBase, e2eServer } from "../support/e2e-base.ts";

// Everything of Playwright's, with this `test`: a spec imports from "./fixtures.ts" instead.
export * from "@playwright/test";

/**
 * Playwright's `test` on the worker's own server (each worker has a server and a database of its
 * own: playwright.config.ts), and with a guard: a journey fails when any page it opened reported a violation of
 * the Content-Security-Policy (server/security-headers.ts). It covers the test's own page and every
 * context the test opens itself (`browser.newContext()`, `browser.newPage()`). A spec that wants to
 * provoke violations on purpose sets `test.use({ cspViolationsAllowed: true })`.
 */
export const test = base.extend<
  { cspViolationsAllowed: boolean; cspGuard: void },
  { server: ReturnType<typeof e2eServer> }
>({
  // The server of this worker: the first port + the worker's parallel index (a worker that replaces
  // a failed one keeps its index, so its server too).
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const server = e2eServer(workerInfo.parallelIndex);
      // The specs' own e2eBase (from TEST_PARALLEL_INDEX) must name the same server.
      if (server.base !== e2eBase) throw new Error(`worker's server ${server.base}, e2eBase ${e2eBase}`);
      await use(server);
    },
    { scope: "worker" },
  ],
  baseURL: async ({ server }, use) => use(server.base),
  cspViolationsAllowed: [false, { option: true }],
  cspGuard: [
    async ({ browser, context, cspViolationsAllowed }, use) => {
      const violations: string[] = [];
      const watch = async (watched: BrowserContext) => {
        // Before any of the page's own scripts: every violation, caught or not, goes to the console.
        await watched.addInitScript(() => {
          document.addEventListener("securitypolicyviolation", (event) => {
            console.error(
              `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "(inline)"} at ` +
                `${event.sourceFile || location.href}:${event.lineNumber}`,
            );
          });
        });
        watched.on("console", (message) => {
          const text = message.text();
          // Ours (above), and Chromium's own report ("Refused to ... Content Security Policy ...").
          if (
            text.startsWith("CSP violation:") ||
            (message.type() === "error" && /Content Security Policy/.test(text))
          )
            violations.push(`${message.page()?.url() ?? "?"}: ${text}`);
        });
      };
      await watch(context);
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const opened = await newContext.apply(browser, args);
        await watch(opened);
        return opened;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      if (!cspViolationsAllowed) expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
