import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cart } from "../../core/views.ts";
import { expectData, expectFailure } from "../support/answers.ts";
import type { ApiToken, PasswordChanged, SignedUp } from "../support/api-views.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

// Issue 25 item 15, decision 032: no answer a page script can read carries a session token (the
// browser's session lives in its HttpOnly cookie), and a bearer token is only what the token
// endpoint (or the API's sign-up) gives an API client.

const PASSWORD = "Kamchatka-trail-2026";
const COOKIE = "better-auth.session_token";

let app: TestApp;
let ips = 0;
const freshIp = () => `198.51.100.${++ips}`;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Answer = { status: number; body: unknown; headers: Headers };

/** The session cookie an answer sets: its value (token, dot, signature) and the token alone. */
function sessionCookie(res: Answer): { cookie: string; value: string; token: string } {
  const line = res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${COOKIE}=`));
  expect(line, "a session cookie").toBeTruthy();
  const value = decodeURIComponent(line!.slice(COOKIE.length + 1).split(";")[0]!);
  return { cookie: `${COOKIE}=${encodeURIComponent(value)}`, value, token: value.split(".")[0]! };
}

/** What a page script can read of an answer: its body and every header but Set-Cookie. */
function readable(res: Answer): string {
  const headers = [...res.headers].filter(([name]) => name.toLowerCase() !== "set-cookie");
  return `${JSON.stringify(res.body)}\n${JSON.stringify(headers)}`;
}

function expectNoToken(res: Answer, token: string) {
  expect(token.length).toBeGreaterThan(20);
  expect(readable(res)).not.toContain(token);
  expect(res.headers.get("set-auth-token")).toBeNull();
}

async function browserSignUp(name: string) {
  const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
  const res = await app.request("POST", "/api/auth/sign-up/email", {
    ip: freshIp(),
    body: { name, email, password: PASSWORD },
  });
  expect(res.status).toBe(200);
  return { email, res, ...sessionCookie(res) };
}

describe("the browser's answers", () => {
  it("sign-up and sign-in set the cookie and answer the user, never the session token", async () => {
    const signedUp = await browserSignUp("Tanya");
    expectNoToken(signedUp.res, signedUp.token);
    expect(signedUp.res.body).toMatchObject({ user: { email: signedUp.email } });
    expect(signedUp.res.body).not.toHaveProperty("token");

    const signIn = await app.request("POST", "/api/auth/sign-in/email", {
      ip: freshIp(),
      body: { email: signedUp.email, password: PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const signedIn = sessionCookie(signIn);
    expectNoToken(signIn, signedIn.token);
    expect(signIn.body).toMatchObject({ user: { email: signedUp.email } });
  });

  it("get-session, the closed session routes and our own routes carry no token either", async () => {
    const { res: signUp, cookie, token } = await browserSignUp("Gleb");
    const id = (signUp.body as { user: { id: string } }).user.id;
    const headers = { cookie };

    const session = await app.request("GET", "/api/auth/get-session", { headers });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ user: { id }, session: { userId: id } });
    expect((session.body as { session: object }).session).not.toHaveProperty("token");
    expectNoToken(session, token);

    for (const [method, path, body] of [
      ["GET", "/api/auth/list-sessions", undefined],
      ["POST", "/api/auth/update-user", { name: "Gleb Two" }],
      ["POST", "/api/auth/change-password", { currentPassword: PASSWORD, newPassword: "x-" + PASSWORD }],
    ] as const) {
      const res = await app.request(method, path as `/api/auth/${string}`, { headers, body });
      expect(res.status, path).toBe(404);
      expectNoToken(res, token);
    }
    for (const path of [
      `/api/profile/${id}`,
      `/api/cart/${id}`,
      `/api/bookings/${id}`,
      `/api/profile/${id}/export`,
    ]) {
      const res = await app.request("GET", path, { headers });
      expect(res.status, path).toBe(200);
      expectNoToken(res, token);
    }
  });

  it("a password change by the browser replaces its cookie and answers no token", async () => {
    const { res: signUp, cookie, token } = await browserSignUp("Vera");
    const id = (signUp.body as { user: { id: string } }).user.id;
    const changed = await app.request<PasswordChanged>("POST", `/api/profile/${id}/password`, {
      headers: { cookie },
      body: { currentPassword: PASSWORD, newPassword: "Avacha-summit-2027" },
    });
    expect(expectData(changed, 200).token).toBeNull();
    const renewed = sessionCookie(changed);
    expect(renewed.token).not.toBe(token);
    expectNoToken(changed, renewed.token);
    expect(
      (await app.request("GET", `/api/cart/${id}`, { headers: { cookie: renewed.cookie } })).status,
    ).toBe(200);
  });
});

describe("bearer tokens", () => {
  it("the browser's session token and cookie value are no bearer credential: 401", async () => {
    const { res: signUp, cookie, value, token } = await browserSignUp("Oleg");
    const id = (signUp.body as { user: { id: string } }).user.id;
    expect((await app.request("GET", `/api/cart/${id}`, { headers: { cookie } })).status).toBe(200);
    for (const bearer of [token, value, encodeURIComponent(value), `${token}.forged`]) {
      expectFailure(
        await app.request<Cart>("GET", `/api/cart/${id}`, { token: bearer }),
        401,
        "loginRequired",
      );
      expect((await app.request("GET", "/api/auth/get-session", { token: bearer })).body).toBeNull();
    }
  });

  it("the token endpoint signs an API client in: the token works until it signs out", async () => {
    const { res: signUp, email } = await browserSignUp("Anya");
    const id = (signUp.body as { user: { id: string } }).user.id;
    const res = await app.request<ApiToken>("POST", "/api/auth/token", {
      ip: freshIp(),
      headers: { origin: undefined },
      body: { email, password: PASSWORD },
    });
    const issued = expectData(res, 200);
    expect(res.headers.get("set-cookie") ?? "").not.toContain(COOKIE);
    expect(new Date(issued.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await app.request<Cart>("GET", `/api/cart/${id}`, { token: issued.token })).status).toBe(200);
    // The session under it is not a cookie anyone was given: its token alone does nothing.
    const [sessionToken] = issued.token.split(".");
    expect((await app.request<Cart>("GET", `/api/cart/${id}`, { token: sessionToken })).status).toBe(401);

    const out = await app.request("POST", "/api/auth/sign-out", {
      token: issued.token,
      headers: { origin: undefined },
      body: {},
    });
    expect(out.status).toBe(200);
    expectFailure(
      await app.request<Cart>("GET", `/api/cart/${id}`, { token: issued.token }),
      401,
      "loginRequired",
    );
  });

  it("the token endpoint refuses a wrong password (401) and a missing one (400)", async () => {
    const { email } = await browserSignUp("Boris");
    expectFailure(
      await app.request<ApiToken>("POST", "/api/auth/token", {
        ip: freshIp(),
        body: { email, password: "wrong-one" },
      }),
      401,
      "signInFailed",
    );
    expectFailure(
      await app.request<ApiToken>("POST", "/api/auth/token", { ip: freshIp(), body: { email } }),
      400,
      undefined,
      "password",
    );
  });

  it("the API's sign-up answers an API token and no cookie; a password change gives a new token", async () => {
    const res = await app.request<SignedUp>("POST", "/api/signup", {
      ip: freshIp(),
      body: { name: "Api Client", email: `api-${Date.now()}@example.com`, password: PASSWORD },
    });
    const { user, token } = expectData(res, 201);
    expect(res.headers.get("set-cookie") ?? "").not.toContain(COOKIE);
    expect((await app.request<Cart>("GET", `/api/cart/${user.id}`, { token })).status).toBe(200);

    const changed = await app.request<PasswordChanged>("POST", `/api/profile/${user.id}/password`, {
      token,
      body: { currentPassword: PASSWORD, newPassword: "Avacha-summit-2027" },
    });
    const renewed = expectData(changed, 200).token;
    expect(renewed).toBeTruthy();
    expect((await app.request<Cart>("GET", `/api/cart/${user.id}`, { token: renewed! })).status).toBe(200);
    expect((await app.request<Cart>("GET", `/api/cart/${user.id}`, { token })).status).toBe(401);
  });

  it("is documented: the token endpoint and the bearer scheme in OpenAPI", async () => {
    const res = await app.request("GET", "/api/openapi.json");
    expect(res.body.paths["/api/auth/token"]?.post?.requestBody).toBeTruthy();
    expect(JSON.stringify(res.body.components)).toContain("/api/auth/token");
  });
});
