// npm run lighthouse: Lighthouse (mobile preset) on the production build, median of 3 runs per page.
// A tool, not a test. Usage: npm run lighthouse [-- /path ...]
// LIGHTHOUSE_RUNS=1 runs once; LIGHTHOUSE_DETAILS=1 prints, for the first run of each page, the
// largest paint's element and parts, every request with its priority, and the audits below 0.9.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";

const port = 3400;
const base = `http://localhost:${port}`;
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/", "/services", "/service/1", "/catalog", "/about", "/category/fishing"];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

if (!existsSync("build/server/index.js")) {
  if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}
const dataDir = mkdtempSync(path.join(tmpdir(), "pa-lighthouse-"));
const server = spawn(process.execPath, ["build/server/index.js"], {
  env: {
    ...process.env,
    PORT: String(port),
    BASE_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    // A throwaway data folder: a generated auth secret is enough (production requires the opt-in).
    ALLOW_GENERATED_AUTH_SECRET: "true",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitForHealth() {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});
const rows = [];
try {
  await waitForHealth();
  for (const pagePath of paths) {
    const scores = { performance: [], accessibility: [], "best-practices": [], seo: [] };
    const lcp = [];
    const fcp = [];
    const tbt = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${base}${pagePath}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: Object.keys(scores),
      });
      for (const key of Object.keys(scores))
        scores[key].push(Math.round((result.lhr.categories[key]?.score ?? 0) * 100));
      lcp.push(result.lhr.audits["largest-contentful-paint"]?.numericValue ?? 0);
      fcp.push(result.lhr.audits["first-contentful-paint"]?.numericValue ?? 0);
      tbt.push(result.lhr.audits["total-blocking-time"]?.numericValue ?? 0);
      if (process.env.LIGHTHOUSE_DETAILS && i === 0) {
        // The largest paint's element and its parts, then every request with its priority and times.
        const lcp = result.lhr.audits["lcp-breakdown-insight"]?.details?.items ?? [];
        for (const item of lcp) {
          if (item.type === "table")
            console.log(`${pagePath}  LCP: ${item.items.map((p) => `${p.label} ${Math.round(p.duration)} ms`).join(", ")}`);
          if (item.type === "node") console.log(`${pagePath}  LCP element: ${item.snippet}`);
        }
        for (const request of result.lhr.audits["network-requests"]?.details?.items ?? [])
          console.log(
            `       ${request.priority.padEnd(8)} ${String(Math.round(request.networkRequestTime)).padStart(5)}–${String(Math.round(request.networkEndTime)).padEnd(5)} ms ${String(request.transferSize).padStart(7)} B ${request.url.replace(base, "").slice(0, 100)}`,
          );
        for (const audit of Object.values(result.lhr.audits)) {
          if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative") {
            console.log(`${pagePath}  ${audit.id}: ${audit.score} ${audit.displayValue ?? ""}`);
            const items = audit.details?.items ?? [];
            for (const item of items.slice(0, 4))
              console.log("      ", JSON.stringify(item.node?.snippet ?? item.url ?? item).slice(0, 220));
          }
        }
      }
    }
    rows.push({
      page: pagePath,
      Performance: median(scores.performance),
      Accessibility: median(scores.accessibility),
      "Best Practices": median(scores["best-practices"]),
      SEO: median(scores.seo),
      "LCP ms": Math.round(median(lcp)),
      "FCP ms": Math.round(median(fcp)),
      "TBT ms": Math.round(median(tbt)),
    });
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\nLighthouse mobile preset, median of ${runs} runs\n`);
console.table(rows);
