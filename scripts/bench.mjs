// npm run bench: the production server under load with autocannon, on PGlite and (with DATABASE_URL)
// on PostgreSQL. Prints requests per second and p50/p99 latency per route, next to issue 16's
// targets, and as a fraction of two reference servers measured in the same run on the same Node
// (scripts/bench/): a bare Hono JSON route for the API and /robots.txt, a bare React Router SSR
// route for the pages. A tool, not a test.
//
//   BENCH_SECONDS=10        seconds measured per route (after 2 s of warm-up)
//   BENCH_CONNECTIONS=10    concurrent connections
//   BENCH_ROUTES=/,/dashboard   only these routes (comma-separated, as in the table)
//   DATABASE_URL=postgres://…   also on PostgreSQL (a database pa_bench is created and dropped)
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DEMO = { email: "demo@peninsula-adventures.example", password: "kamchatka-demo" };

/** Reference servers: the least a bare stack does for the same kind of answer. */
const REFERENCES = {
  api: { name: "bare Hono", script: "scripts/bench/bare-hono.mjs" },
  page: { name: "bare RR SSR", script: "scripts/bench/bare-react-router.mjs" },
};

/** The routes measured, with issue 16's targets (requests per second at least, p99 at most). */
const ROUTES = [
  { path: "/", kind: "page", target: { rps: 1500, p99: 50 } },
  { path: "/service/1", kind: "page", target: { rps: 1000 } },
  { path: "/dashboard", kind: "page", signedIn: true, target: { rps: 150 } },
  { path: "/robots.txt", kind: "api" },
  { path: "/api/services/1", kind: "api", target: { rps: 2000 } },
  { path: "/api/services", kind: "api" },
];

const only = process.env.BENCH_ROUTES?.split(",")
  .map((route) => route.trim())
  .filter(Boolean);
const unknown = only?.filter((route) => !ROUTES.some((r) => r.path === route)) ?? [];
if (unknown.length > 0) {
  console.error(
    `BENCH_ROUTES: unknown ${unknown.join(", ")}; known: ${ROUTES.map((r) => r.path).join(", ")}`,
  );
  process.exit(1);
}
const routes = only?.length ? ROUTES.filter((r) => only.includes(r.path)) : ROUTES;

if (!existsSync("build/server/index.js")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

/** A port nobody listens on (others' servers run on this machine too: no fixed port). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child) {
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited during start-up (${url})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not become healthy (${url})`);
}

/** A child process on this same Node, stopped with SIGTERM when `use` is done. */
async function withServer(script, env, healthUrl, use) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitFor(healthUrl, child);
    const result = await use();
    // Measured someone else's server on that port after all?
    if (child.exitCode !== null) throw new Error(`${script} exited while it was measured`);
    return result;
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once("exit", resolve)));
  }
}

/**
 * 2 s of warm-up, then the measured run; same connections and duration for every server. Every
 * request says it takes gzip, as every browser and CDN does.
 */
async function measure(url, extraHeaders = {}) {
  const headers = { "accept-encoding": "gzip, deflate, br", ...extraHeaders };
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Signs the seeded demo traveller in once; the session cookie then goes with every request. */
async function signIn(origin, baseUrl) {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify(DEMO),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!response.ok || !cookie.includes("session_token="))
    throw new Error(`signing in the demo account failed: ${response.status} ${await response.text()}`);
  return cookie;
}

/** One request before the load: a signed-in page must answer 200 itself, not redirect to sign-in. */
async function checkAnswers(url, headers) {
  const response = await fetch(url, { headers, redirect: "manual" });
  await response.arrayBuffer();
  if (response.status !== 200)
    throw new Error(`${url} answered ${response.status} ${response.headers.get("location") ?? ""}`.trim());
}

async function benchReferences() {
  const results = {};
  for (const kind of new Set(routes.map((r) => r.kind))) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    const env = { NODE_ENV: "production", PORT: String(port) };
    results[kind] = await withServer(REFERENCES[kind].script, env, url, () => measure(url));
  }
  return results;
}

async function benchEngine(env) {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const serverEnv = {
    ...env,
    PORT: String(port),
    BASE_URL: baseUrl,
    LOG_REQUESTS: "false",
    // Throwaway data folders: a generated auth secret is enough (production requires the opt-in).
    ALLOW_GENERATED_AUTH_SECRET: "true",
  };
  const origin = `http://127.0.0.1:${port}`;
  return withServer("build/server/index.js", serverEnv, `${origin}/api/health`, async () => {
    const cookie = routes.some((r) => r.signedIn) ? await signIn(origin, baseUrl) : undefined;
    const results = {};
    for (const route of routes) {
      const url = `${origin}${route.path}`;
      const headers = route.signedIn ? { cookie } : {};
      await checkAnswers(url, headers);
      results[route.path] = await measure(url, headers);
    }
    return results;
  });
}

const targetText = (target) =>
  target ? [`≥ ${target.rps} req/s`, target.p99 && `p99 ≤ ${target.p99} ms`].filter(Boolean).join(", ") : "";
const meets = (target, m) => (m.rps >= target.rps && (!target.p99 || m.p99 <= target.p99) ? "pass" : "FAIL");

/** A line of the table: a measurement, with its target and its fraction of the reference, if any. */
const row = (engine, route, m, { target = "", result = "", ofReference = "" } = {}) => ({
  engine,
  route,
  "req/s": m.rps,
  "p50 ms": m.p50,
  "p99 ms": m.p99,
  errors: m.errors,
  target,
  result,
  "of reference": ofReference,
});

function rowsFor(engine, results, references) {
  return routes.map((route) => {
    const m = results[route.path];
    return row(engine, route.signedIn ? `${route.path} (signed in)` : route.path, m, {
      target: targetText(route.target),
      result: route.target ? meets(route.target, m) : "",
      ofReference: `${(m.rps / references[route.kind].rps).toFixed(2)} × ${REFERENCES[route.kind].name}`,
    });
  });
}

const references = await benchReferences();
const rows = Object.entries(references).map(([kind, m]) => row("reference", REFERENCES[kind].name, m));

const dataDir = mkdtempSync(path.join(tmpdir(), "pa-bench-"));
try {
  rows.push(...rowsFor("pglite", await benchEngine({ DATA_DIR: dataDir, DATABASE_URL: "" }), references));
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
  const pgDataDir = mkdtempSync(path.join(tmpdir(), "pa-bench-"));
  try {
    const results = await benchEngine({ DATABASE_URL: url.toString(), DATA_DIR: pgDataDir });
    rows.push(...rowsFor("postgres", results, references));
  } finally {
    rmSync(pgDataDir, { recursive: true, force: true });
    await admin.query("DROP DATABASE IF EXISTS pa_bench WITH (FORCE)");
    await admin.end();
  }
}

console.log(
  `\n${connections} connections, ${duration} s per route (after 2 s of warm-up), Node ${process.version}\n`,
);
console.table(rows);
