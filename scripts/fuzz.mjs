// npm run test:fuzz: property-based fuzzing of the production server (issue 14's quality bar), on
// PGlite and, with DATABASE_URL, on PostgreSQL (a fresh database, dropped afterwards; under CI a
// missing DATABASE_URL fails). fast-check generates, from one seed, requests for every operation of
// /api/openapi.json (with Better Auth's routes), every page route of app/routes.ts (GET and HEAD) and
// the pages' form actions: schema values and hostile ones (wrong types, huge and negative numbers,
// control characters, long and odd unicode, missing and extra fields, broken JSON, wrong content
// types, SQL and traversal strings, repeated parameters, foreign origins). Each is sent as a visitor,
// a traveller, an operator and an admin. Every answer must be below 500, arrive within 10 s, and show
// no stack trace, server path, SQL or database error. A failure prints the request, shrunk by
// fast-check, and exits 1.
//   FUZZ_SEED     the seed (printed; default fixed)
//   FUZZ_RUNS     generated cases per engine, each sent four times (default 1000)
//   FUZZ_KEEP_GOING=1  record every failure instead of stopping at the first (no shrinking)
//   FUZZ_REPORT   a file to write every failing request to, as JSON lines
//   FUZZ_LOG      a file to write every exchange to (engine, kind, label, sender, status), to see what was reached
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import pg from "pg";
import { apiRequests, authRequests } from "./fuzz/api-requests.mjs";
import { formRequests } from "./fuzz/form-requests.mjs";
import { pageRequests, pageTemplates } from "./fuzz/page-requests.mjs";
import { judge, refusedByNode, send } from "./fuzz/send.mjs";
import { collectIds } from "./fuzz/pools.mjs";
import { report } from "./fuzz/report.mjs";
import { inParallel, sessionOf, startServer } from "./fuzz/server.mjs";

const SEED = Number(process.env.FUZZ_SEED ?? 14112026);
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const KEEP_GOING = process.env.FUZZ_KEEP_GOING === "1";
const LANES = 4;
const IDENTITIES = ["visitor", "traveller", "operator", "admin"];
/** Seeded accounts (server/db/seed-demo.ts, seed-operators.ts; tests/e2e/helpers.ts). */
const ACCOUNTS = {
  traveller: { email: "demo@peninsula-adventures.example", password: "kamchatka-demo" },
  operator: { email: "operator@peninsula-adventures.example", password: "kamchatka-operator" },
  admin: { email: "admin@peninsula-adventures.example", password: "kamchatka-admin" },
};
/** After a lane's first failure, how many more cases fast-check may send while it shrinks. */
const SHRINK_BUDGET = 300;

if (!Number.isInteger(SEED) || !Number.isInteger(RUNS) || RUNS < 1) {
  console.error("FUZZ_SEED and FUZZ_RUNS must be whole numbers (FUZZ_RUNS at least 1).");
  process.exit(1);
}
if (!process.env.DATABASE_URL && process.env.CI === "true") {
  console.error("CI=true but DATABASE_URL is not set: the fuzz suite must also run on PostgreSQL.");
  process.exit(1);
}
if (!existsSync("build/server/index.js")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

const { default: routes } = await import("../app/routes.ts");
const templates = pageTemplates(routes);

/** Runs one engine: start, sign in, learn real ids, look at every real page, fuzz, stop. */
async function fuzzEngine(engine, env) {
  const started = Date.now();
  const server = await startServer(env);
  const startSeconds = (Date.now() - started) / 1000;
  const { port, baseUrl } = server;
  const agent = new http.Agent({ keepAlive: true, maxSockets: LANES * 2 });
  const stats = { requests: 0, byClass: {}, byKind: {}, skipped: 0, notes: [] };
  const failures = [];
  const sessions = {};

  /** Sends and judges; counts; records a failure. Returns the failure's text or null. */
  async function exchange(request, kind, as = "-") {
    const result = await send(agent, port, request);
    if (result.skipped) {
      stats.skipped++;
      return { result, failure: null };
    }
    stats.requests++;
    const statusClass = result.error
      ? refusedByNode(request)
        ? "reset by Node's parser (head over 16 KB, raw byte in the path)"
        : "no answer"
      : `${String(result.status)[0]}xx`;
    stats.byClass[statusClass] = (stats.byClass[statusClass] ?? 0) + 1;
    stats.byKind[kind] = (stats.byKind[kind] ?? 0) + 1;
    if (process.env.FUZZ_LOG) {
      const line = {
        engine,
        kind,
        label: request.label,
        hostile: request.hostile,
        as,
        status: result.status ?? result.error,
        path: request.path.slice(0, 200),
      };
      appendFileSync(process.env.FUZZ_LOG, `${JSON.stringify(line)}\n`);
    }
    const failure = judge(request, result);
    if (failure) failures.push({ request, as, failure, kind });
    return { result, failure };
  }

  const json = (method, url, identity, body) => ({
    method,
    path: url,
    headers: {
      host: new URL(baseUrl).host,
      origin: baseUrl,
      ...(body ? { "content-type": "application/json" } : {}),
      ...(identity ? { cookie: identity.cookie } : {}),
    },
    body: body ? Buffer.from(JSON.stringify(body)) : null,
  });
  const read = async (url, identity) => {
    const { result } = await exchange(
      json("GET", url.replace("$SELF", identity?.userId ?? ""), identity),
      "setup",
    );
    try {
      return JSON.parse(result.body).data;
    } catch {
      return undefined;
    }
  };

  try {
    const openApi = JSON.parse((await exchange(json("GET", "/api/openapi.json"), "setup")).result.body);

    for (const [name, account] of Object.entries(ACCOUNTS)) {
      const { result } = await exchange(json("POST", "/api/auth/sign-in/email", null, account), "setup");
      if (result.status !== 200)
        throw new Error(`signing in as ${name} answered ${result.status}: ${result.body}`);
      sessions[name] = sessionOf(result);
      // Bearer requests sign in as an API client does: through the token endpoint.
      const issued = await exchange(json("POST", "/api/auth/token", null, account), "setup");
      if (issued.result.status !== 200)
        throw new Error(`a token for ${name} answered ${issued.result.status}: ${issued.result.body}`);
      sessions[name].token = JSON.parse(issued.result.body).data.token;
    }
    // A session of its own for the requests that end one (sign-out), so the others stay signed in.
    const spare = `fuzz-${randomBytes(4).toString("hex")}@example.com`;
    const signUp = await exchange(
      json("POST", "/api/signup", null, { name: "Fuzz Spare", email: spare, password: "Fuzz-spare-2026" }),
      "setup",
    );
    if (signUp.result.status !== 201)
      throw new Error(`signing up the spare account answered ${signUp.result.status}: ${signUp.result.body}`);
    // The API's sign-up answers an API token and sets no cookie (decision 032): the cookie for the
    // spare's sign-outs comes from a second spare, signed up as the browser does.
    const browserSpare = await exchange(
      json("POST", "/api/auth/sign-up/email", null, {
        name: "Fuzz Spare",
        email: `browser-${spare}`,
        password: "Fuzz-spare-2026",
      }),
      "setup",
    );
    if (browserSpare.result.status !== 200)
      throw new Error(
        `signing up the browser spare answered ${browserSpare.result.status}: ${browserSpare.result.body}`,
      );
    sessions.spare = { ...sessionOf(browserSpare.result), token: sessionOf(signUp.result).token };

    const pools = new Map();
    const learn = async (url, pool, identity) => collectIds(pools, await read(url, identity), pool, "data");
    await learn("/api/services?pageSize=50", "serviceId");
    await learn("/api/bookings/$SELF", "bookingId", sessions.traveller);
    await learn("/api/cart/$SELF", "itemId", sessions.traveller);
    await learn("/api/notifications", "notificationId", sessions.traveller);
    await learn("/api/operator/bookings", "bookingId", sessions.operator);
    await learn("/api/operator/departures", "departureId", sessions.operator);
    await learn("/api/operator/services", "serviceId", sessions.operator);
    await learn("/api/operator/team", null, sessions.operator);
    await learn("/api/operator/services/3", null, sessions.operator);
    await learn("/api/operator/services/3/availability", null, sessions.operator);
    await learn("/api/notifications", "notificationId", sessions.operator);
    await learn("/api/admin/suppliers", "supplierId", sessions.admin);
    await learn("/api/admin/mail", "mailId", sessions.admin);
    await learn("/api/admin/messages", "messageId", sessions.admin);
    // The availability page's forms name a departure by its id.
    if (pools.has("departureId")) pools.set("departure", pools.get("departureId"));
    // {userId} is mostly the sender's own (a list, so it can weigh more), sometimes another's.
    const others = [
      ...new Set([...(pools.get("userId") ?? []), ...Object.values(sessions).map((s) => s.userId)]),
    ];
    pools.set("userId", ["$SELF", "$SELF", "$SELF", "$SELF", ...others.slice(0, 4)]);
    const ids = [...pools.entries()]
      .filter(([name]) => name !== "userId")
      .flatMap(([, values]) => [...values]);
    pools.set("id", new Set(ids.slice(0, 60)));

    const ctx = {
      baseUrl,
      emails: [spare, "maria.ivanova@peninsula-adventures.example", "guide@peninsula-adventures.example"],
      pool: (name) => {
        const values = [...(pools.get(name) ?? [])];
        return values.length ? fc.constantFrom(...values) : null;
      },
      anyId: fc.constantFrom(...ids, "$SELF"),
      resolve: (ref) =>
        ref
          .replace(/^#\//, "")
          .split("/")
          .reduce((node, key) => node?.[key], openApi),
    };

    /** The request as `as` sends it: its session (or a forged one), and $SELF as its user id. */
    const asIdentity = (request, as) => {
      const session = as === "visitor" ? null : request.endsSession ? sessions.spare : sessions[as];
      // The Host a browser sends (React Router refuses an action whose Origin is not the request's own).
      const headers = { host: new URL(baseUrl).host, ...request.headers };
      const self = session?.userId ?? sessions.traveller.userId;
      if (request.auth === "garbageCookie")
        headers.cookie = join(headers.cookie, "better-auth.session_token=forged.c2lnbmF0dXJl");
      else if (request.auth === "garbageBearer") headers.authorization = "Bearer forged-token";
      else if (session && request.auth === "bearer") headers.authorization = `Bearer ${session.token}`;
      else if (session) headers.cookie = join(headers.cookie, session.cookie);
      const swap = (text) => text.replaceAll("%24SELF", self).replaceAll("$SELF", self);
      return {
        ...request,
        path: swap(request.path),
        headers,
        body: request.body ? Buffer.from(swap(request.body.toString("latin1")), "latin1") : null,
      };
    };

    // Every real page, with real ids, as everyone: what the checks must not mistake for a leak.
    const baseline = [];
    for (const template of templates) {
      const filled = template.path.replace(/:(\w+)/g, (_, name) => {
        const first = [...(pools.get(name) ?? [])][0] ?? (name === "categoryName" ? "fishing" : "1");
        return encodeURIComponent(String(first));
      });
      const pagePath = filled === "/*" ? "/no-such-page" : filled;
      for (const as of IDENTITIES)
        baseline.push([{ method: "GET", path: pagePath, headers: {}, body: null, auth: "cookie" }, as]);
    }
    await inParallel(baseline, LANES, ([request, as]) => exchange(asIdentity(request, as), "baseline", as));
    if (failures.length) return finish();

    const requests = (hostile) => {
      const built = { ...ctx, hostile };
      return fc
        .oneof(
          { weight: 5, arbitrary: fc.oneof(...apiRequests(built, openApi)) },
          { weight: 1, arbitrary: fc.oneof(...authRequests(built)) },
          { weight: 3, arbitrary: fc.oneof(...pageRequests(built, templates)) },
          { weight: 3, arbitrary: fc.oneof(...formRequests(built, templates, openApi)) },
        )
        .map((request) => ({ ...request, hostile }));
    };
    // Clean cases reach the code behind the checks; hostile ones try every way in.
    const arbitrary = fc.oneof(
      { weight: 2, arbitrary: requests(false) },
      { weight: 3, arbitrary: requests(true) },
    );

    const fuzzStarted = Date.now();
    const lanes = Array.from({ length: LANES }, async (_, lane) => {
      // The last failure is the one fast-check ends its shrinking on.
      let last = null;
      let sinceFailure = 0;
      const property = fc.asyncProperty(arbitrary, async (request) => {
        // While fast-check shrinks, a bounded number of tries: then the smallest failure so far stands.
        if (last && ++sinceFailure > SHRINK_BUDGET) return true;
        for (const as of IDENTITIES) {
          const sent = asIdentity(request, as);
          const { failure } = await exchange(sent, request.kind, as);
          if (failure && !KEEP_GOING) {
            last = { request: sent, as, failure };
            return false;
          }
        }
        return true;
      });
      const runs = Math.ceil(RUNS / LANES);
      const result = await fc.check(property, {
        seed: SEED + lane,
        numRuns: lane < LANES - 1 ? runs : RUNS - runs * (LANES - 1),
      });
      return result.failed ? { ...last, lane } : null;
    });
    stats.shrunk = (await Promise.all(lanes)).filter(Boolean);
    stats.fuzzSeconds = (Date.now() - fuzzStarted) / 1000;

    // Did everyone stay signed in? (Only the spare session is used for signing out.)
    for (const name of Object.keys(ACCOUNTS)) {
      const { result } = await exchange(json("GET", "/api/auth/get-session", sessions[name]), "setup");
      if (!result.body?.includes(sessions[name].userId))
        stats.notes.push(`the ${name}'s session ended during the run`);
    }
    // The happy path of signing out, with a real session, once everything else is done.
    const signOut = { ...json("POST", "/sign-out", sessions.traveller), body: Buffer.from("") };
    signOut.headers["content-type"] = "application/x-www-form-urlencoded";
    await exchange(signOut, "form", "traveller");
    return finish();
  } finally {
    agent.destroy();
    await server.stop();
  }

  function finish() {
    return {
      engine,
      port,
      stats,
      failures,
      output: server.output,
      startSeconds,
      seconds: (Date.now() - started) / 1000,
    };
  }
}

const join = (a, b) => (a ? `${a}; ${b}` : b);

console.log(
  `Fuzzing with seed ${SEED} (FUZZ_SEED), ${RUNS} cases per engine (FUZZ_RUNS), each sent as ${IDENTITIES.join(", ")}.`,
);
const runs = [];
const dataDir = mkdtempSync(path.join(tmpdir(), "pa-fuzz-"));
try {
  runs.push(await fuzzEngine("pglite", { DATA_DIR: dataDir, DATABASE_URL: "" }));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (process.env.DATABASE_URL) {
  const name = `pa_fuzz_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const pgDataDir = mkdtempSync(path.join(tmpdir(), "pa-fuzz-"));
  try {
    runs.push(await fuzzEngine("postgres", { DATABASE_URL: url.toString(), DATA_DIR: pgDataDir }));
  } finally {
    rmSync(pgDataDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.log("DATABASE_URL is not set: fuzzing PGlite only.");
}

console.log("");
const passed = runs.map(report).every(Boolean);
console.log(`\n${runs.reduce((sum, run) => sum + run.stats.requests, 0)} requests in all, seed ${SEED}.`);
process.exit(passed ? 0 : 1);
