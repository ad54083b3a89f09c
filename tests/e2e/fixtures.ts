import { expect, test as base, type BrowserContext } from "@playwright/test";

// Everything of Playwright's, with this `test`: a spec imports from "./fixtures.ts" instead.
export * from "@playwright/test";

/**
 * Playwright's `test` with a guard: a journey fails when any page it opened reported a violation of
 * the Content-Security-Policy (server/security-headers.ts). It covers the test's own page and every
 * context the test opens itself (`browser.newContext()`, `browser.newPage()`). A spec that wants to
 * provoke violations on purpose sets `test.use({ cspViolationsAllowed: true })`.
 */
export const test = base.extend<{ cspViolationsAllowed: boolean; cspGuard: void }>({
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
