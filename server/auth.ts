import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { bearer } from "better-auth/plugins";
import { MIN_PASSWORD_LENGTH } from "../core/schemas.ts";
import type { Db } from "./db/client.ts";
import * as schema from "./db/schema.ts";
import type { Env } from "./env.ts";
import { ensureProfile } from "./modules/profile/profile.ts";

/** The header our server sets from the socket address, overwriting whatever a client sent. */
export const CLIENT_IP_HEADER = "x-pa-client-ip";

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
          after: async (user) => {
            await ensureProfile(db, user.id);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
