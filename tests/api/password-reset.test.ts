import { and, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mails, outbox, verification } from "../../server/db/schema.ts";
import { RESET_LINK_MINUTES } from "../../server/auth.ts";
import { deliverDueEvents } from "../../server/jobs/deliver-events.ts";
import {
  requestPasswordReset,
  resetPassword,
  resetPasswordAndSignIn,
  resetTokenUsable,
} from "../../server/modules/profile/password-reset.ts";
import { headersWithClientIp } from "../../server/client-ip.ts";
import { AppError } from "../../server/errors.ts";
import { freshIp } from "../support/bookings.ts";
import { createTestApp, testEnv, useCaseContext, type TestApp } from "../support/test-app.ts";
import type { ProfileView } from "../../core/views.ts";

// "Forgot password?" through Better Auth's flow and our outbox: the request writes a passwordReset
// event, the job runner renders it into a mail row (stored: no SMTP here), and the link in it works
// once, for RESET_LINK_MINUTES. Better Auth checks expiry by the real clock, so the app runs on it.

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** The reset pages' use-case context: a visitor, at the app's clock. */
const visitor = () => useCaseContext(app, null);

/** Asks for a link through Better Auth's own endpoint (its limiter: 3 a minute per address). */
async function ask(email: string) {
  const res = await app.request("POST", "/api/auth/request-password-reset", {
    ip: freshIp(),
    body: { email, redirectTo: `${testEnv.baseUrl}/reset-password` },
  });
  expect(res.status).toBe(200);
  return res;
}

/** Runs the outbox and answers the newest reset mail to `userId`. */
async function resetMail(userId: string) {
  await deliverDueEvents(app.services);
  const [mail] = await app.services.db
    .select()
    .from(mails)
    .where(and(eq(mails.userId, userId), eq(mails.kind, "passwordReset")))
    .orderBy(desc(mails.id))
    .limit(1);
  expect(mail, "a reset mail").toBeTruthy();
  return mail!;
}

/** The link in the mail's plain text, and the token Better Auth's redirect hands the reset page. */
async function followLink(text: string) {
  const link = /https?:\/\/[^\s<>]+\/api\/auth\/reset-password\/[^\s<>]+/.exec(text)?.[0];
  expect(link, "a reset link in the text").toBeTruthy();
  const url = new URL(link!);
  expect(url.origin).toBe(testEnv.baseUrl);
  const res = await app.request("GET", `${url.pathname}${url.search}`);
  expect(res.status).toBe(302);
  return new URL(res.headers.get("location")!);
}

const signIn = (email: string, password: string) =>
  app.request("POST", "/api/auth/sign-in/email", { ip: freshIp(), body: { email, password } });

describe("a reset link", () => {
  it("is mailed, works once, and the new password replaces the old", async () => {
    const user = await app.signUp("Rita Reset");
    await ask(user.email);

    const mail = await resetMail(user.id);
    expect(mail.toAddress).toBe(user.email);
    expect(mail.status).toBe("queued");
    expect(mail.html).toContain("/api/auth/reset-password/");

    const landing = await followLink(mail.text);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${testEnv.baseUrl}/reset-password`);
    const token = landing.searchParams.get("token");
    expect(token).toBeTruthy();
    expect(await resetTokenUsable(visitor(), { token: token! })).toBe(true);

    const reset = await app.request("POST", "/api/auth/reset-password", {
      ip: freshIp(),
      body: { token, newPassword: "brand-new-secret" },
    });
    expect(reset.status).toBe(200);

    expect((await signIn(user.email, "secret-password")).status).toBe(401);
    expect((await signIn(user.email, "brand-new-secret")).status).toBe(200);
    // Every session of the account ended with the reset.
    expect(
      (await app.request<ProfileView>("GET", `/api/profile/${user.id}`, { token: user.token })).status,
    ).toBe(401);

    // Spent: the link now lands on the error, and the token is refused.
    expect(await resetTokenUsable(visitor(), { token: token! })).toBe(false);
    const again = await followLink(mail.text);
    expect(again.searchParams.get("error")).toBe("INVALID_TOKEN");
    expect(again.searchParams.get("token")).toBeNull();
    const twice = await app.request("POST", "/api/auth/reset-password", {
      ip: freshIp(),
      body: { token, newPassword: "another-secret" },
    });
    expect(twice.status).toBe(400);
    expect((await signIn(user.email, "another-secret")).status).toBe(401);
  });

  it(`expires after ${RESET_LINK_MINUTES} minutes`, async () => {
    const user = await app.signUp("Otto Overdue");
    await ask(user.email);
    const mail = await resetMail(user.id);
    const token = (await followLink(mail.text)).searchParams.get("token")!;

    const [row] = await app.services.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `reset-password:${token}`));
    // Better Auth set it to expire RESET_LINK_MINUTES from now.
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(RESET_LINK_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(RESET_LINK_MINUTES);

    // An hour has passed.
    await app.services.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.id, row!.id));
    expect(await resetTokenUsable(visitor(), { token })).toBe(false);
    expect((await followLink(mail.text)).searchParams.get("error")).toBe("INVALID_TOKEN");
    const late = await app.request("POST", "/api/auth/reset-password", {
      ip: freshIp(),
      body: { token, newPassword: "too-late-secret" },
    });
    expect(late.status).toBe(400);
    expect((await signIn(user.email, "secret-password")).status).toBe(200);
  });

  it("answers alike for an address without an account, and mails nobody", async () => {
    const before = await app.services.db.select().from(outbox).where(eq(outbox.kind, "passwordReset"));
    const known = await app.signUp("Kira Known");
    const a = await ask(known.email);
    const b = await ask("nobody-here@example.com");
    expect(b.body).toEqual(a.body);
    const after = await app.services.db.select().from(outbox).where(eq(outbox.kind, "passwordReset"));
    expect(after.length - before.length).toBe(1);
    expect(after.at(-1)!.event).toMatchObject({ kind: "passwordReset", userId: known.id });
  });
});

describe("the pages' functions", () => {
  // The page's request headers go along, as the page action sends them (Better Auth checks the origin).
  const headers = (client: string) => headersWithClientIp(new Headers({ origin: testEnv.baseUrl }), client);
  const askOnPage = (email: string, client: string) =>
    requestPasswordReset(useCaseContext(app, null, client), { email }, headers(client));

  it("request a link that lands on /reset-password, and set the password with it", async () => {
    const user = await app.signUp("Pia Page");
    await askOnPage(user.email, "198.51.100.7");
    const mail = await resetMail(user.id);
    const token = (await followLink(mail.text)).searchParams.get("token")!;
    await resetPassword(visitor(), { token, newPassword: "page-new-secret" }, new Headers());
    expect((await signIn(user.email, "page-new-secret")).status).toBe(200);

    const error = await resetPassword(
      visitor(),
      { token, newPassword: "page-other-secret" },
      new Headers(),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 400, code: "resetLinkInvalid", field: "token" });
    const unknown = await resetPassword(
      visitor(),
      { token: "not-a-token", newPassword: "whatever-1" },
      new Headers(),
    ).catch((e: unknown) => e);
    expect(unknown).toMatchObject({ status: 400, code: "resetLinkInvalid" });
  });

  it("sign the visitor in with the new password once it is set (the reset page's use case)", async () => {
    const user = await app.signUp("Sam Signed");
    await askOnPage(user.email, "198.51.100.8");
    const token = (await followLink((await resetMail(user.id)).text)).searchParams.get("token")!;
    const done = await resetPasswordAndSignIn(
      visitor(),
      { token, newPassword: "signed-new-secret" },
      headers("198.51.100.8"),
    );
    expect(done).toMatchObject({ signedIn: true, email: user.email });
    // The cookie it hands the browser is a session of the account.
    const cookie = done.setCookies.map((set) => set.split(";")[0]).join("; ");
    const session = await app.services.auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(session?.user.email).toBe(user.email);

    // A spent token signs nobody in.
    const error = await resetPasswordAndSignIn(
      visitor(),
      { token, newPassword: "signed-other-secret" },
      headers("198.51.100.8"),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: "resetLinkInvalid", field: "token" });
  });

  it("allow five requests per address in 15 minutes, then 429", async () => {
    const client = "198.51.100.99";
    for (let i = 0; i < 5; i++) await askOnPage(`someone-${i}@example.com`, client);
    const error = await askOnPage("someone-6@example.com", client).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: "tooManyRequests" });
    // Another address is not held back.
    await askOnPage("someone-7@example.com", "198.51.100.100");
    const rows = await app.services.db.select().from(mails).where(like(mails.toAddress, "someone-%"));
    expect(rows).toEqual([]);
  });
});
