import { and, desc, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmEmailAction, loadEmailConfirm } from "../../app/routes/account.email.server.ts";
import { servicesContext } from "../../server/context.ts";
import type { ProfileView } from "../../core/views.ts";
import * as t from "../../server/db/schema.ts";
import { deliverDueEvents } from "../../server/jobs/deliver-events.ts";
import { signLink } from "../../server/modules/notifications/signed-links.ts";
import { PASSWORD, signIn, type User } from "../support/accounts.ts";
import { expectData } from "../support/answers.ts";
import { createTestApp, testEnv, type TestApp } from "../support/test-app.ts";

// E-mail change verified (issue 25 item 8, decision 028): asking mails a link to the new address
// and a notice to the old; the old address signs in until the link is followed; following it
// switches the address and tells the old one.

let app: TestApp;
let other: User;

beforeAll(async () => {
  app = await createTestApp({ now: new Date("2026-11-22T03:00:00Z") });
  other = await app.signUp("Otto Other");
});
afterAll(() => app.close());

async function deliverAll() {
  while ((await deliverDueEvents(app.services)) > 0);
}

const mailsTo = (address: string, kind: string) =>
  app.services.db
    .select()
    .from(t.mails)
    .where(and(eq(t.mails.toAddress, address), eq(t.mails.kind, kind)))
    .orderBy(desc(t.mails.id));

const ask = (user: User, email: string) =>
  app.request<{ pending: string; expiresAt: string }>("POST", `/api/profile/${user.id}/email`, {
    token: user.token,
    body: { email, password: PASSWORD },
  });

const confirm = (token: string) =>
  app.request<{ email: string }>("POST", "/api/account/email/confirm", { body: { token } });

const emailOf = async (user: User) =>
  expectData(await app.request<ProfileView>("GET", `/api/profile/${user.id}`, { token: user.token })).email;

/** The token of the latest confirmation link mailed to `address`. */
async function linkTo(address: string) {
  await deliverAll();
  const [mail] = await mailsTo(address, "emailConfirm");
  const token = /\/account\/email\/([\w-]+\.[\w-]+)/.exec(mail!.text)?.[1];
  if (!token) throw new Error(`no link in ${mail!.text}`);
  return token;
}

describe("changing the sign-in address", () => {
  it("keeps the old address until the link is followed, then switches and tells the old one", async () => {
    const user = await app.signUp("Erik Email");
    const old = user.email;
    const asked = await ask(user, "Erik.New@Example.com");
    expect(asked.status).toBe(202);
    expect(expectData(asked, 202)).toEqual({
      pending: "erik.new@example.com",
      expiresAt: new Date(app.clock.now.getTime() + 24 * 3_600_000).toISOString(),
    });

    // Before: the old address signs in, the profile shows it, the new one does not work yet.
    const state = await app.request("GET", `/api/profile/${user.id}/email`, { token: user.token });
    expect(expectData(state)).toEqual({
      email: old,
      pending: "erik.new@example.com",
      expiresAt: expect.any(String),
    });
    expect(await signIn(app, old)).toBeTruthy();
    expect(await signIn(app, "erik.new@example.com")).toBeNull();
    expect(await emailOf(user)).toBe(old);
    const token = await linkTo("erik.new@example.com");
    const [notice] = await mailsTo(old, "emailChangeRequested");
    expect(notice!.subject).toBe("A new e-mail address was requested for your account");
    expect(notice!.text).toContain("erik.new@example.com");
    expect(notice!.text).not.toContain(token);

    const done = await confirm(token);
    expect(expectData(done)).toEqual({ email: "erik.new@example.com" });
    // After: the new address signs in, the old one no longer; the profile shows the new one.
    expect(await signIn(app, "erik.new@example.com")).toBeTruthy();
    expect(await signIn(app, old)).toBeNull();
    expect(await emailOf(user)).toBe("erik.new@example.com");
    const after = await app.request("GET", `/api/profile/${user.id}/email`, { token: user.token });
    expect(expectData(after)).toEqual({ email: "erik.new@example.com", pending: null, expiresAt: null });
    const [verified] = await app.services.db
      .select({ emailVerified: t.user.emailVerified })
      .from(t.user)
      .where(eq(t.user.id, user.id));
    expect(verified!.emailVerified).toBe(true);
    await deliverAll();
    const [changed] = await mailsTo(old, "emailChanged");
    expect(changed!.subject).toBe("Your e-mail address has been changed");
    expect(changed!.text).toContain("erik.new@example.com");

    // The link works once.
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: "emailLinkInvalid" });
  });

  it("changes nothing when the link is opened (scanners open links): the page asks, its post confirms", async () => {
    const user = await app.signUp("Petra Page");
    await ask(user, "petra.page@example.com");
    const token = await linkTo("petra.page@example.com");
    const context = new RouterContextProvider();
    context.set(servicesContext, app.services);
    const page = new Request(`${testEnv.baseUrl}/account/email/${token}`);
    for (let opened = 0; opened < 2; opened++) {
      expect(await loadEmailConfirm(page, context, token)).toMatchObject({
        outcome: "ask",
        email: "petra.page@example.com",
      });
    }
    expect(await emailOf(user)).toBe(user.email);

    const post = new Request(page.url, { method: "POST" });
    expect(await confirmEmailAction(post, context, token)).toMatchObject({
      outcome: "changed",
      email: "petra.page@example.com",
    });
    expect(await emailOf(user)).toBe("petra.page@example.com");
    // Used, the link's page says so at once.
    const used = await loadEmailConfirm(page, context, token);
    expect(used).toMatchObject({ init: { status: 400 }, data: { outcome: "invalid" } });
  });

  it("refuses an expired, a forged and a replaced link; the address stays", async () => {
    const user = await app.signUp();
    await ask(user, "first-choice@example.com");
    const first = await linkTo("first-choice@example.com");
    await ask(user, "second-choice@example.com");
    const second = await linkTo("second-choice@example.com");
    // Asking again replaces the open request: only the latest link works.
    expect((await confirm(first)).body).toMatchObject({ code: "emailLinkInvalid" });

    const [payload] = second.split(".");
    const forgeries = [
      `${payload}.AAAA${second.split(".")[1]!.slice(4)}`,
      signLink("another-secret-of-someone-else-0123456789", "emailChange", { u: user.id, n: "x", exp: 2e9 }),
      // Genuinely signed, but for another purpose.
      signLink(testEnv.authSecret, "unsubscribe", { u: user.id, n: "x", exp: 2e9 }),
      "not-a-token",
    ];
    for (const token of forgeries) {
      const res = await confirm(token);
      expect(res.status, token).toBe(400);
      expect(res.body).toMatchObject({
        code: "emailLinkInvalid",
        error:
          "This confirmation link has expired or has already been used. Ask for a new one in your settings.",
      });
    }

    const saved = app.clock.now;
    app.clock.now = new Date(saved.getTime() + 25 * 3_600_000);
    try {
      expect((await confirm(second)).body).toMatchObject({ code: "emailLinkInvalid" });
    } finally {
      app.clock.now = saved;
    }
    expect(await emailOf(user)).toBe(user.email);
  });

  it("refuses the address if another account took it meanwhile (409, worded)", async () => {
    const user = await app.signUp();
    await ask(user, "contested@example.com");
    const token = await linkTo("contested@example.com");
    await app.services.db
      .update(t.user)
      .set({ email: "contested@example.com" })
      .where(eq(t.user.id, other.id));
    const res = await confirm(token);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "accountExists", error: "Account already exists" });
    expect(await emailOf(user)).toBe(user.email);
  });

  it("refuses the address already in use", async () => {
    const user = await app.signUp();
    const res = await ask(user, user.email.toUpperCase());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "emailUnchanged", field: "email" });
  });

  it("answers 401 signed out and refuses another user's id", async () => {
    const user = await app.signUp();
    expect((await app.request("GET", `/api/profile/${user.id}/email`)).status).toBe(401);
    expect((await app.request("GET", `/api/profile/${user.id}/email`, { token: other.token })).status).toBe(
      403,
    );
    const body = { email: "someone@example.com", password: PASSWORD };
    expect((await app.request("POST", `/api/profile/${user.id}/email`, { body })).status).toBe(401);
    const theirs = await app.request("POST", `/api/profile/${user.id}/email`, { token: other.token, body });
    expect(theirs.status).toBe(403);
  });
});
