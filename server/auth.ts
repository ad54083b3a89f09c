import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, organization } from "better-auth/plugins";
import { createAuthMiddleware } from "better-auth/api";
import { REFERRAL_COOKIE } from "../core/dashboard.ts";
import { parseCookies, PREFERENCE_COOKIE_MAX_AGE, preferencesFrom } from "../core/preferences.ts";
import { MIN_PASSWORD_LENGTH } from "../core/schemas.ts";
import { inputRules } from "./auth-input.ts";
import { onPasswordReset, passwordRules } from "./auth-passwords.ts";
import type { Db } from "./db/client.ts";
import type { OutageMonitor } from "./db/outage.ts";
import * as schema from "./db/schema.ts";
import type { Env } from "./env.ts";
import { authLogger } from "./auth-log.ts";
import { sessionTokens } from "./auth-tokens.ts";
import { notify } from "./modules/notifications/outbox.ts";
import { ensureProfile, storedPreferences } from "./modules/profile/profile.ts";
import { recordReferral } from "./modules/referral/referral.ts";

/** The header our server sets from the socket address, overwriting whatever a client sent. */
export const CLIENT_IP_HEADER = "x-pa-client-ip";

/** A password reset link works this long, and once. */
export const RESET_LINK_MINUTES = 60;

export function createAuth(
  db: Db,
  env: Pick<Env, "baseUrl" | "authSecret" | "google">,
  now: () => Date = () => new Date(),
  outage?: OutageMonitor,
) {
  return betterAuth({
    appName: "Peninsula Adventures",
    baseURL: env.baseUrl,
    basePath: "/api/auth",
    secret: env.authSecret,
    // Its lines in our JSON log (server/auth-log.ts).
    // (No `level` here: with one set, Better Auth also logs every refusal it answers, 4xx included.)
    logger: authLogger(outage),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
        organization: schema.organization,
        member: schema.member,
        invitation: schema.invitation,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      autoSignIn: true,
      // The link goes out through the outbox like every mail; security mail ignores the settings.
      sendResetPassword: async ({ user, url }) => {
        await notify(db, { kind: "passwordReset", userId: user.id, url }, now());
      },
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      // The owner proved themselves by mail: failed sign-ins and a lock on the account are cleared.
      onPasswordReset: onPasswordReset(db),
    },
    socialProviders: env.google ? { google: env.google } : {},
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // On in every mode (tests too), shared by all instances through the database.
    rateLimit: { enabled: true, storage: "database", modelName: "rateLimit", window: 60, max: 100 },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // A session and its user in one query (on every signed-in request), through the relations
      // in server/db/schema/auth.ts.
      database: { joins: true },
    },
    plugins: [
      // Bearer tokens only from the API's token endpoint; no session token in an answer over HTTP.
      sessionTokens(env.authSecret),
      // Our rules on Better Auth's input: no control characters, names and e-mails as our schemas take them.
      inputRules(),
      // No common password, failed sign-ins locked per account, no tokens in session lists.
      passwordRules({ db, now, minLength: MIN_PASSWORD_LENGTH }),
      // Suppliers are organisations: the platform creates them (never a traveller), and an owner
      // invites staff. Invitations last a week; they are mailed, and the console shows the link too.
      organization({
        allowUserToCreateOrganization: false,
        creatorRole: "owner",
        invitationExpiresIn: 7 * 24 * 60 * 60,
        cancelPendingInvitationsOnReInvite: true,
        sendInvitationEmail: async (data) => {
          await notify(db, { kind: "teamInvitation", invitationId: data.id }, now());
        },
      }),
      // Platform admins: user.role = "admin".
      admin({ defaultRole: "user", adminRoles: ["admin"] }),
    ],
    hooks: {
      // Signing in on another device brings the account's language, currency and theme along.
      after: createAuthMiddleware(async (ctx) => {
        const session = ctx.context.newSession;
        if (!session || !(ctx.path.startsWith("/sign-in") || ctx.path.startsWith("/callback"))) return;
        const preferences = await storedPreferences(db, session.user.id);
        if (!preferences) return;
        for (const [name, value] of Object.entries(preferences)) {
          ctx.setCookie(name, value, { path: "/", maxAge: PREFERENCE_COOKIE_MAX_AGE, sameSite: "lax" });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user, context) => {
            const headers = context?.headers ?? context?.request?.headers;
            const cookie = headers?.get("cookie") ?? null;
            // The account starts with the language, currency and theme the visitor was using.
            await ensureProfile(db, user.id, {
              preferences: preferencesFrom(cookie, headers?.get("accept-language") ?? null),
            });
            // The server sets this cookie when a visitor arrives through a friend's ?ref= link.
            await recordReferral(db, user.id, parseCookies(cookie)[REFERRAL_COOKIE]);
            await notify(db, { kind: "welcome", userId: user.id }, now());
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
