import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseTrustProxy, type TrustProxy } from "./trust-proxy.ts";

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
  BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  BETTER_AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  /** Production only: "true" lets a local start (npm start) keep a generated secret in DATA_DIR. */
  ALLOW_GENERATED_AUTH_SECRET: z.preprocess(emptyToUndefined, z.enum(["true", "false"]).default("false")),
  GOOGLE_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  RATES_URL: z.preprocess(emptyToUndefined, z.url().default("https://open.er-api.com/v6/latest/USD")),
  RATES_TTL_MINUTES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(60)),
  LOG_REQUESTS: z.preprocess(emptyToUndefined, z.enum(["true", "false"]).default("false")),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/[^/]+/, "must look like smtp://user:password@host:587 or smtps://host:465")
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).max(200).optional()),
  SHUTDOWN_GRACE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(600).default(25)),
  /** How long an anonymous visitor's page is answered from memory; 0 turns the page cache off. */
  PAGE_CACHE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(300).default(10)),
  SIGNUP_LIMIT_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(10_000).default(5),
  ),
  /** Prometheus /metrics on a listener of its own: off unless set; never on PORT. */
  METRICS_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).optional()),
  METRICS_HOST: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9.:-]+$/, "must be a host name or an address, e.g. 127.0.0.1 or 10.0.0.5")
      .default("127.0.0.1"),
  ),
  /** Which proxies' X-Forwarded-For is believed: none (default), a number of hops, or CIDR ranges. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
});

export type RawEnv = z.infer<typeof envSchema>;

export interface Env {
  nodeEnv: RawEnv["NODE_ENV"];
  port: number;
  baseUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string;
  google: { clientId: string; clientSecret: string } | undefined;
  ratesUrl: string;
  ratesTtlMinutes: number;
  logRequests: boolean;
  /** On SIGTERM/SIGINT, how long requests in flight may take before their connections are closed. */
  shutdownGraceSeconds: number;
  pageCacheSeconds: number;
  /** Outgoing mail: through SMTP when set, else stored for the admin to read at /admin/mail. */
  smtpUrl: string | undefined;
  /** The From of every mail, e.g. "Peninsula Adventures <bookings@example.com>". */
  mailFrom: string;
  /** Sign-ups per client address and minute (the browser tests sign up many users from one address). */
  signupLimitPerMinute: number;
  /** Which proxies in front of the server may tell the client's address (server/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** Where Prometheus scrapes /metrics (server/metrics.ts); undefined: metrics are off. */
  metrics: { port: number; host: string } | undefined;
}

export class EnvError extends Error {}

/** Parses the environment once at start; a bad value stops the server with a message naming it. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment variables:\n${lines.join("\n")}`);
  }
  const raw = result.data;
  if (Boolean(raw.GOOGLE_CLIENT_ID) !== Boolean(raw.GOOGLE_CLIENT_SECRET)) {
    throw new EnvError(
      "Invalid environment variables:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
    );
  }
  // A generated secret is per folder: in production it would silently differ between instances and
  // vanish with the folder, signing everyone out. Production asks for the secret, unless told otherwise.
  if (
    raw.NODE_ENV === "production" &&
    !raw.BETTER_AUTH_SECRET &&
    raw.ALLOW_GENERATED_AUTH_SECRET !== "true"
  ) {
    throw new EnvError(
      "Invalid environment variables:\n  BETTER_AUTH_SECRET is required in production: set it to a random" +
        " string of 32 or more characters, the same on every instance (e.g. `openssl rand -hex 32`)." +
        " For a local production start, set ALLOW_GENERATED_AUTH_SECRET=true instead (npm start does)" +
        " to keep a generated secret in $DATA_DIR/auth-secret.",
    );
  }
  if (raw.METRICS_PORT === raw.PORT) {
    throw new EnvError(
      "Invalid environment variables:\n  METRICS_PORT must differ from PORT: /metrics is never served on the public port",
    );
  }
  const dataDir = path.resolve(raw.DATA_DIR);
  const baseUrl = (raw.BASE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, "");
  return {
    nodeEnv: raw.NODE_ENV,
    port: raw.PORT,
    baseUrl,
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    authSecret: raw.BETTER_AUTH_SECRET ?? localSecret(dataDir),
    google:
      raw.GOOGLE_CLIENT_ID && raw.GOOGLE_CLIENT_SECRET
        ? { clientId: raw.GOOGLE_CLIENT_ID, clientSecret: raw.GOOGLE_CLIENT_SECRET }
        : undefined,
    ratesUrl: raw.RATES_URL,
    ratesTtlMinutes: raw.RATES_TTL_MINUTES,
    logRequests: raw.LOG_REQUESTS === "true",
    shutdownGraceSeconds: raw.SHUTDOWN_GRACE_SECONDS,
    pageCacheSeconds: raw.PAGE_CACHE_SECONDS,
    signupLimitPerMinute: raw.SIGNUP_LIMIT_PER_MINUTE,
    trustProxy: raw.TRUST_PROXY,
    metrics: raw.METRICS_PORT ? { port: raw.METRICS_PORT, host: raw.METRICS_HOST } : undefined,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM ?? `Peninsula Adventures <no-reply@${new URL(baseUrl).hostname}>`,
  };
}

/** For local use only (development, tests, or production with ALLOW_GENERATED_AUTH_SECRET=true): a
 * secret generated once and kept in the data folder. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("hex");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
