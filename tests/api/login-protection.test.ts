import { hashPassword } from "better-auth/crypto";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headersWithClientIp } from "../../server/client-ip.ts";
import { account, user as users, verification } from "../../server/db/schema.ts";
import { signInLockout } from "../../server/modules/limits/sign-in-lockout.ts";
import { resetPassword } from "../../server/modules/profile/password-reset.ts";
import { signInWithPassword } from "../../server/modules/profile/sign-in.ts";
import { createTestApp, testEnv, useCaseContext, type TestApp } from "../support/test-app.ts";
import type { PasswordChanged, SignedUp } from "../support/api-views.ts";

// Issue 14, "Login and accounts": passwords of 8 or more that are not common ones (on every Better
// Auth endpoint that sets one), failed sign-ins limited per account with a growing lock that a reset
// by e-mail lifts, one answer for an unknown e-mail and a wrong password, and no session tokens in
// session lists. The lock runs on the app's clock; Better Auth's per-address limiter (3 sign-ins per
// 10 s) on the real one, so each test uses its own addresses.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const PASSWORD = "secret-password"; // what app.signUp gives every account

/** Addresses of their own per test: a block of 256 from 10.<block>.x.y. */
let block = 0;
function addresses() {
  block += 1;
  let next = 0;
  return () => {
    next += 1;
    return `10.${block}.${Math.floor(next / 256)}.${next % 256}`;
  };
}

const later = (ms: number) => {
  app.clock.now = new Date(app.clock.now.getTime() + ms);
};

function signInOver(ip: string, email: string, password: string) {
  return app.request("POST", "/api/auth/sign-in/email", { ip, body: { email, password } });
}

describe("new passwords", () => {
  it("are 8 characters or more on Better Auth's own sign-up, and not common ones", async () => {
    const ip = addresses();
    const body = { name: "Nina", email: "nina.common@example.com" };
    const short = await app.request("POST", "/api/auth/sign-up/email", {
      ip: ip(),
      body: { ...body, password: "1234567" },
    });
    expect(short.status).toBe(400);
    for (const password of ["password", "12345678", "Qwertyuiop", "iloveyou"]) {
      const res = await app.request("POST", "/api/auth/sign-up/email", {
        ip: ip(),
        body: { ...body, password },
      });
      expect(res.status, password).toBe(400);
      expect(res.body).toMatchObject({
        code: "passwordCommon",
        field: "password",
        error: "password: This password is too common: choose another",
      });
    }
    // The words follow the visitor's language.
    const ru = await app.request("POST", "/api/auth/sign-up/email", {
      ip: ip(),
      body: { ...body, password: "password1" },
      headers: { "accept-language": "ru" },
    });
    expect(ru.body!.error).toBe("password: Этот пароль слишком распространён: выберите другой");
    const good = await app.request("POST", "/api/auth/sign-up/email", {
      ip: ip(),
      body: { ...body, password: "Avacha-trail-2026" },
    });
    expect(good.status).toBe(200);
  });

  it("are not common on our /api/signup, a password change or a reset", async () => {
    const signup = await app.request<SignedUp>("POST", "/api/signup", {
      ip: "10.200.0.1",
      body: { name: "Ann", email: "ann.common@example.com", password: "football1" },
    });
    expect(signup.status).toBe(400);
    expect(signup.body).toMatchObject({ code: "passwordCommon", field: "password" });
    expect(signup.body.error).toBe("password: This password is too common: choose another");

    const person = await app.signUp("Cora Change");
    const change = await app.request<PasswordChanged>("POST", `/api/profile/${person.id}/password`, {
      token: person.token,
      body: { currentPassword: PASSWORD, newPassword: "sunshine" },
    });
    expect(change.status).toBe(400);
    expect(change.body).toMatchObject({ code: "passwordCommon", field: "newPassword" });

    const token = await resetToken(person.email, person.id);
    const overHttp = await app.request("POST", "/api/auth/reset-password", {
      ip: "10.200.0.2",
      body: { token, newPassword: "princess" },
    });
    expect(overHttp.status).toBe(400);
    expect(overHttp.body!.code).toBe("passwordCommon");
    await expect(
      resetPassword(useCaseContext(app, null), { token, newPassword: "baseball" }, new Headers()),
    ).rejects.toMatchObject({ status: 400, code: "passwordCommon", field: "newPassword" });
    // The refused reset did not spend the link.
    await resetPassword(
      useCaseContext(app, null),
      { token, newPassword: "Avacha-trail-2026" },
      new Headers(),
    );
  });

  it("leave older, shorter passwords working: sign-in checks no length", async () => {
    const person = await app.signUp("Olga Old");
    await app.services.db
      .update(account)
      .set({ password: await hashPassword("secret") })
      .where(and(eq(account.userId, person.id), eq(account.providerId, "credential")));
    const res = await signInOver("10.200.0.3", person.email, "secret");
    expect(res.status).toBe(200);
  });
});

/** Asks for a reset link in-process and answers its token (the verification row Better Auth wrote). */
async function resetToken(email: string, userId: string): Promise<string> {
  await app.services.auth.api.requestPasswordReset({
    body: { email, redirectTo: `${testEnv.baseUrl}/reset-password` },
  });
  const [row] = await app.services.db
    .select({ identifier: verification.identifier })
    .from(verification)
    .where(and(like(verification.identifier, "reset-password:%"), eq(verification.value, userId)));
  return row!.identifier.slice("reset-password:".length);
}

describe("failed sign-ins per account", () => {
  it("60 guesses from 20 addresses do not get in; the right password waits for the lock, then works", async () => {
    const person = await app.signUp("Gina Guarded");
    const ip = addresses();
    const statuses: number[] = [];
    for (let address = 0; address < 20; address++) {
      const from = ip();
      for (let guess = 0; guess < 3; guess++) {
        statuses.push((await signInOver(from, person.email, `guess-${address}-${guess}`)).status);
      }
    }
    expect(statuses.slice(0, signInLockout.failures)).toEqual(Array(signInLockout.failures).fill(401));
    expect(statuses.slice(signInLockout.failures).every((status) => status === 429)).toBe(true);

    const right = await signInOver(ip(), person.email, PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ code: "signInLocked", retryAfter: 60 });
    expect(right.body!.error).toBe(
      "Too many failed sign-ins for this account. Try again in 1 min, or reset your password.",
    );
    expect(right.headers.get("retry-after")).toBe("60");
    expect(right.headers.get("set-cookie") ?? "").not.toContain("session_token");

    later(61_000);
    const after = await signInOver(ip(), person.email, PASSWORD);
    expect(after.status).toBe(200);
    expect(after.headers.get("set-cookie")).toContain("session_token=");
  });

  it("locks for twice as long each time, and a success starts again from the first length", async () => {
    const person = await app.signUp("Dora Doubling");
    const ip = addresses();
    const fail = () => signInOver(ip(), person.email, "not-it-at-all");
    const lockFor = async () => {
      for (let i = 0; i < signInLockout.failures; i++) expect((await fail()).status).toBe(401);
      const locked = await fail();
      expect(locked.status).toBe(429);
      return locked.body!.retryAfter as number;
    };
    expect(await lockFor()).toBe(60);
    later(61_000);
    expect(await lockFor()).toBe(120);
    later(121_000);
    expect(await lockFor()).toBe(240);
    later(241_000);
    expect((await signInOver(ip(), person.email, PASSWORD)).status).toBe(200);
    expect(await lockFor()).toBe(60);
    later(61_000);
  });

  it("answers an address without an account exactly as one with", async () => {
    const person = await app.signUp("Sam Same");
    const ip = addresses();
    const run = async (email: string) => {
      const answers = [];
      for (let i = 0; i <= signInLockout.failures + 1; i++) {
        const res = await signInOver(ip(), email, "wrong-password");
        answers.push({ status: res.status, body: res.body, retryAfter: res.headers.get("retry-after") });
      }
      return answers;
    };
    expect(await run("nobody-here@example.com")).toEqual(await run(person.email));
    later(61_000);
  });

  it("locks the sign-in dialog's action too, with our 429", async () => {
    const person = await app.signUp("Pia Pages");
    const ip = addresses();
    const attempt = (password: string) => {
      const client = ip();
      const headers = headersWithClientIp(new Headers(), client);
      return signInWithPassword(
        useCaseContext(app, null, client),
        { email: person.email, password },
        headers,
      ).then(
        () => null,
        (error: unknown) => error,
      );
    };
    for (let i = 0; i < signInLockout.failures; i++) {
      expect(await attempt("wrong-password")).toMatchObject({ status: 401, code: "signInFailed" });
    }
    expect(await attempt(PASSWORD)).toMatchObject({
      status: 429,
      code: "signInLocked",
      params: { minutes: 1 },
      details: { retryAfter: 60 },
    });
    // The same lock over HTTP: it is the account's, not the route's.
    expect((await signInOver(ip(), person.email, PASSWORD)).status).toBe(429);
    later(61_000);
    expect(await attempt(PASSWORD)).toBeNull();
  });

  it("never blocks a reset by e-mail, and a reset lifts the lock", async () => {
    const person = await app.signUp("Rhea Reset");
    const ip = addresses();
    for (let i = 0; i <= signInLockout.failures; i++) await signInOver(ip(), person.email, "wrong-password");
    expect((await signInOver(ip(), person.email, PASSWORD)).status).toBe(429);

    const asked = await app.request("POST", "/api/auth/request-password-reset", {
      ip: ip(),
      body: { email: person.email, redirectTo: `${testEnv.baseUrl}/reset-password` },
    });
    expect(asked.status).toBe(200);
    const token = await resetToken(person.email, person.id);
    const reset = await app.request("POST", "/api/auth/reset-password", {
      ip: ip(),
      body: { token, newPassword: "Koryaksky-2026" },
    });
    expect(reset.status).toBe(200);
    // At once, without waiting for the lock.
    expect((await signInOver(ip(), person.email, "Koryaksky-2026")).status).toBe(200);
  });
});

describe("one answer for an unknown e-mail and a wrong password", () => {
  it("has the same status and body over HTTP", async () => {
    const person = await app.signUp("Una Unknown");
    const ip = addresses();
    const unknown = await signInOver(ip(), "no-account@example.com", "wrong-password");
    const wrong = await signInOver(ip(), person.email, "wrong-password");
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });
});

describe("session lists", () => {
  it("carry no session tokens, for the user nor for an admin", async () => {
    const person = await app.signUp("Tess Tokens");
    await app.services.auth.api.signInEmail({ body: { email: person.email, password: PASSWORD } });
    const headers = new Headers({ authorization: `Bearer ${person.token}` });
    const own = await app.services.auth.api.listSessions({ headers });
    expect(own.length).toBe(2);
    for (const session of own) {
      expect(session).not.toHaveProperty("token");
      expect(session).toMatchObject({ id: expect.any(String), userId: person.id });
      expect(session.expiresAt).toBeTruthy();
    }
    expect(JSON.stringify(own)).not.toContain(person.token);

    const admin = await app.signUp("Ada Admin");
    await app.services.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
    const listed = await app.services.auth.api.listUserSessions({
      body: { userId: person.id },
      headers: new Headers({ authorization: `Bearer ${admin.token}` }),
    });
    expect(listed.sessions.length).toBe(2);
    expect(JSON.stringify(listed)).not.toContain(person.token);
    for (const session of listed.sessions) expect(session).not.toHaveProperty("token");

    // Over HTTP the list is not served at all (our pages do not use it).
    const overHttp = await app.request("GET", "/api/auth/list-sessions", { token: person.token });
    expect(overHttp.status).toBe(404);
  });
});
