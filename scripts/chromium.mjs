// Debian's Chromium and the flags it needs on these machines (no sandbox as root, no background
// network calls to a closed network). Shared by Playwright, Lighthouse and the screenshot tool.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
