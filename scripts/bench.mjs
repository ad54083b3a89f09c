// npm run bench: the production server under load with autocannon, on PGlite and (with DATABASE_URL)
// on PostgreSQL. Prints requests per second and p50/p99 latency per route. A tool, not a test.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = 3200;
const routes = ["/api/services", "/api/services/1", "/"];

if (!existsSync("build/server/index.js")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

async function waitForHealth(url, child) {
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error("the server exited during start-up");
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the server did not become healthy");
}

async function benchEngine(engine, env) {
  const child = spawn(process.execPath, ["build/server/index.js"], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      BASE_URL: `http://localhost:${port}`,
      LOG_REQUESTS: "false",
      // Throwaway data folders: a generated auth secret is enough (production requires the opt-in).
      ALLOW_GENERATED_AUTH_SECRET: "true",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const rows = [];
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, child);
    for (const route of routes) {
      const url = `http://127.0.0.1:${port}${route}`;
      await autocannon({ url, connections, duration: 2 }); // warm-up
      const result = await autocannon({ url, connections, duration });
      rows.push({
        engine,
        route: route === "/" ? "/ (SSR home)" : route,
        "req/s": Math.round(result.requests.average),
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    }
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once("exit", resolve)));
  }
  return rows;
}

const rows = [];
const dataDir = mkdtempSync(path.join(tmpdir(), "pa-bench-"));
try {
  rows.push(...(await benchEngine("pglite", { DATA_DIR: dataDir, DATABASE_URL: "" })));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (process.env.DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query("DROP DATABASE IF EXISTS pa_bench WITH (FORCE)");
  await admin.query("CREATE DATABASE pa_bench");
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = "/pa_bench";
  try {
    rows.push(
      ...(await benchEngine("postgres", {
        DATABASE_URL: url.toString(),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "pa-bench-")),
      })),
    );
  } finally {
    await admin.query("DROP DATABASE IF EXISTS pa_bench WITH (FORCE)");
    await admin.end();
  }
}

console.log(`\n${connections} connections, ${duration} s per route\n`);
console.table(rows);
