import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { bearer } from "better-auth/plugins";
import { REFERRAL_COOKIE } from "../core/dashboard.ts";
import { MIN_PASSWORD_LENGTH } from "../core/schemas.ts";
import type { Db } from "./db/client.ts";
import * as schema from "./db/schema.ts";
import type { Env } from "./env.ts";
import { ensureProfile } from "./modules/profile/profile.ts";
import { recordReferral } from "./modules/referral/referral.ts";

/** The header our server sets from the socket address, overwriting whatever a client sent. */
export const CLIENT_IP_HEADER = "x-pa-client-ip";

function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(value.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function createAuth(db: Db, env: Pick<Env, "baseUrl" | "authSecret" | "google">) {
  return betterAuth({
    appName: "Peninsula Adventures",
    baseURL: env.baseUrl,
    basePath: "/api/auth",
    secret: env.authSecret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: MIN_PASSWORD_LENGTH, autoSignIn: true },
    socialProviders: env.google ? { google: env.google } : {},
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // On in every mode (tests too), shared by all instances through the database.
    rateLimit: { enabled: true, storage: "database", modelName: "rateLimit", window: 60, max: 100 },
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] } },
    plugins: [bearer()],
    databaseHooks: {
      user: {
        create: {
          after: async (user, context) => {
            await ensureProfile(db, user.id);
            // The pages set this cookie when a visitor arrives through a friend's ?ref= link.
            const headers = context?.headers ?? context?.request?.headers;
            await recordReferral(db, user.id, readCookie(headers?.get("cookie"), REFERRAL_COOKIE));
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
