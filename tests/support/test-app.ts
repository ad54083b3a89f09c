import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { Hono } from "hono";
import pg from "pg";
import { inject } from "vitest";
import { createApi } from "../../server/api/app.ts";
import { apiTokenFor } from "../../server/auth-tokens.ts";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { seedCatalog } from "../../server/db/seed.ts";
import { parseEnv } from "../../server/env.ts";
import { inputLimits } from "../../server/input-limits.ts";
import type { UseCaseContext } from "../../server/modules/context.ts";
import { createServices, type AppServices } from "../../server/services.ts";
import type { Answer, AuthAnswer } from "./answers.ts";
import type { ProfileExport } from "./api-views.ts";
import type { openApiDocument } from "../../server/api/openapi.ts";

export const engine = process.env.TEST_ENGINE === "postgres" ? "postgres" : "pglite";

/**
 * A fresh database per test file, copied from the run's migrated and seeded template
 * (tests/setup/database-template.ts): in-memory PGlite, or a new database on the PostgreSQL server.
 */
export async function freshDatabase(): Promise<{
  database: Database;
  url?: string;
  drop: () => Promise<void>;
}> {
  const template = inject("databaseTemplate");
  if (engine === "pglite") {
    const database = await openDatabase({
      afterMigrate: seedCatalog,
      loadDataDir: template ? new Blob([readFileSync(template)]) : undefined,
    });
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_ENGINE=postgres needs DATABASE_URL");
  const name = `pa_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    afterMigrate: seedCatalog,
    poolSize: 20,
  });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface Clock {
  now: Date;
}

export interface RequestOptions {
  body?: unknown;
  token?: string;
  ip?: string;
  /** A header given as `undefined` is not sent (e.g. `origin`, which is sent by default). */
  headers?: Record<string, string | undefined>;
}

interface OpenApiAnswer {
  status: number;
  body: ReturnType<typeof openApiDocument>;
  headers: Headers;
}

export interface TestApp {
  services: AppServices;
  /** The PostgreSQL database of this app (a second process can open it); unset on PGlite. */
  databaseUrl?: string;
  clock: Clock;
  /** Better Auth's own routes answer in their own shapes. */
  request(method: string, path: `/api/auth/${string}`, options?: RequestOptions): Promise<AuthAnswer>;
  /** The account's data export: a file, not an enveloped answer. */
  request(
    method: "GET",
    path: `/api/profile/${string}/export`,
    options?: RequestOptions,
  ): Promise<{ status: number; body: ProfileExport; headers: Headers }>;
  /** The OpenAPI document (server/api/openapi.ts). */
  request(method: string, path: "/api/openapi.json", options?: RequestOptions): Promise<OpenApiAnswer>;
  /** Any other route of the API: `T` is what its `data` holds when it succeeds. */
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<Answer<T>>;
  signUp(name?: string): Promise<{ id: string; token: string; email: string }>;
  close(): Promise<void>;
}

/**
 * A use case's context as the doors build it: `actor` asking (a signed-up user, or null for a
 * visitor) from `clientIp`, at the test's clock. For the tests that call a use case as a page does.
 */
export function useCaseContext<Actor>(
  app: Pick<TestApp, "services" | "clock">,
  actor: Actor,
  clientIp = "203.0.113.1",
): UseCaseContext<Actor> {
  return { services: app.services, actor, clientIp, now: app.clock.now };
}

/** A signed-up test user as the session's user. */
export const asActor = (user: { id: string; email?: string; name?: string }) => ({
  id: user.id,
  email: user.email ?? "",
  name: user.name ?? "Test Traveller",
});

/**
 * The bearer token of a session made in-process (Better Auth's own sign-up or sign-in), as the
 * token endpoint would give it to an API client: a session's token alone is no bearer credential.
 */
export function bearerFor(sessionToken: string | null | undefined, secret = testEnv.authSecret): string {
  if (!sessionToken) throw new Error("no session token");
  return apiTokenFor(secret, sessionToken);
}

/** The moment most API tests run at: a Sunday, 15:00 in the operator's calendar (Kamchatka, UTC+12). */
export const TEST_NOW = new Date("2026-11-22T03:00:00Z");

export const testEnvVariables = {
  NODE_ENV: "test",
  BASE_URL: "http://localhost:3000",
  BETTER_AUTH_SECRET: "test-secret-that-is-long-enough-for-better-auth-0123456789",
  RATES_URL: "http://127.0.0.1:9/unreachable",
  DATA_DIR: "./data/test",
};
export const testEnv = parseEnv(testEnvVariables);

/** The real API (Hono app in-process) on a real database, with a clock the test can move. */
export async function createTestApp(
  options: {
    fetch?: typeof fetch;
    now?: Date;
    /** Environment variables over the test's (e.g. TRUST_PROXY). */
    env?: Record<string, string>;
    /** Keep each service's availability this long (AvailabilityCache); off unless a test turns it on. */
    availabilityTtlMs?: number;
  } = {},
): Promise<TestApp> {
  const { database, url, drop } = await freshDatabase();
  const clock: Clock = { now: options.now ?? new Date() };
  const env = options.env ? parseEnv({ ...testEnvVariables, ...options.env }) : testEnv;
  const services = createServices(database.db, env, {
    now: () => clock.now,
    fetch: options.fetch,
    catalogTtlMs: 0,
    answerTimesTtlMs: 0,
    availabilityTtlMs: options.availabilityTtlMs ?? 0,
  });
  // As server/index.ts serves it: the input limits (body size, control characters) in front.
  const app = new Hono().use(inputLimits()).route("/", createApi(services));
  let counter = 0;
  return {
    services,
    databaseUrl: url,
    clock,
    request: (async (
      method: string,
      path: string,
      { body, token, ip = "203.0.113.1", headers = {} }: RequestOptions = {},
    ) => {
      const sent = {
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        origin: testEnv.baseUrl,
        ...headers,
      };
      const init: RequestInit = {
        method,
        headers: Object.fromEntries(
          Object.entries(sent).filter((entry): entry is [string, string] => entry[1] !== undefined),
        ),
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      };
      // The node adapter's socket, as @hono/node-server gives it: this is where client addresses come from.
      const response = await app.request(`http://localhost:3000${path}`, init, {
        incoming: { socket: { remoteAddress: ip, remotePort: 40000, remoteFamily: "IPv4" } },
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON
      }
      return { status: response.status, body: parsed, headers: response.headers };
    }) as TestApp["request"],
    async signUp(name = "Test Traveller") {
      counter += 1;
      const email = `user-${counter}-${randomUUID().slice(0, 8)}@example.com`;
      const result = await services.auth.api.signUpEmail({
        body: { name, email, password: "secret-password" },
      });
      return { id: result.user.id, token: bearerFor(result.token, services.env.authSecret), email };
    },
    close: drop,
  };
}
