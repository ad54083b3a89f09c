import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { Cart } from "../../core/views.ts";
import type { ApiToken, SignedUp } from "../support/api-views.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe("POST /api/signup", () => {
  const valid = { name: "Mila Kovacs", email: "mila@example.com", password: "Kamchatka-2026" };

  it.each([
    [{ ...valid, name: "" }, "name: Name is required"],
    [{ ...valid, email: "not-an-email" }, "email: Please enter a valid email address"],
    [{ ...valid, password: "1234567" }, "password: Password must be at least 8 characters"],
    [{ ...valid, password: "Password1" }, "password: This password is too common: choose another"],
    [{ email: valid.email, password: valid.password }, "name:"],
  ])("refuses %j with a 400 naming the field", async (body, message) => {
    const res = await app.request<SignedUp>("POST", "/api/signup", { body, ip: "198.51.100.10" });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toContain(message);
  });

  it("refuses a body that is not JSON", async () => {
    const res = await app.request<SignedUp>("POST", "/api/signup", { body: "{oops", ip: "198.51.100.11" });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Request body must be valid JSON");
  });

  it("creates the account, signs in, and refuses the same e-mail twice", async () => {
    const res = await app.request<SignedUp>("POST", "/api/signup", { body: valid, ip: "198.51.100.12" });
    expect(res.status).toBe(201);
    expect(expectData(res).user).toMatchObject({ email: valid.email, name: valid.name });
    // An API client's door: an API token, no session cookie (decision 032).
    expect(res.headers.get("set-cookie") ?? "").not.toContain("session_token");
    const me = await app.request<Cart>("GET", `/api/cart/${expectData(res).user.id}`, {
      token: expectData(res).token,
    });
    expect(me.status).toBe(200);

    const again = await app.request<SignedUp>("POST", "/api/signup", { body: valid, ip: "198.51.100.12" });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("Account already exists");
  });

  it("limits sign-ups per client address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await app.request<SignedUp>("POST", "/api/signup", {
        body: { ...valid, email: `burst-${i}@example.com` },
        ip: "198.51.100.99",
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses[5]).toBe(429);
    // Another address is not affected.
    const other = await app.request<SignedUp>("POST", "/api/signup", {
      body: { ...valid, email: "other@example.com" },
      ip: "198.51.100.98",
    });
    expect(other.status).toBe(201);
  });
});

describe("Better Auth at /api/auth", () => {
  it("answers the 4th rapid sign-in attempt from one address with 429", async () => {
    const user = await app.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await app.request("POST", "/api/auth/sign-in/email", {
        body: { email: user.email, password: "wrong-password" },
        ip: "192.0.2.44",
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses[3]).toBe(429);
  });

  it("does not let a client pick its own address to dodge the limit", async () => {
    const user = await app.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await app.request("POST", "/api/auth/sign-in/email", {
        body: { email: user.email, password: "wrong-password" },
        ip: "192.0.2.45",
        headers: { "x-pa-client-ip": `10.0.0.${i}`, "x-forwarded-for": `10.0.1.${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses[3]).toBe(429);
  });

  it("signs in with the right password and signs out on the server", async () => {
    const user = await app.signUp();
    const res = await app.request<ApiToken>("POST", "/api/auth/token", {
      body: { email: user.email, password: "secret-password" },
      ip: "192.0.2.50",
    });
    const { token } = expectData(res, 200);
    expect(token).toBeTruthy();
    const cart = await app.request<Cart>("GET", `/api/cart/${user.id}`, { token: token! });
    expect(cart.status).toBe(200);

    const out = await app.request("POST", "/api/auth/sign-out", {
      token: token!,
      body: {},
      ip: "192.0.2.50",
    });
    expect(out.status).toBe(200);
    const after = await app.request<Cart>("GET", `/api/cart/${user.id}`, { token: token! });
    expect(after.status).toBe(401);
  });

  it("says Google sign-in is not configured when its variables are missing", async () => {
    const res = await app.request("POST", "/api/auth/sign-in/social", {
      body: { provider: "google", callbackURL: "/" },
      ip: "192.0.2.60",
    });
    expect(res.status).toBe(400);
    expect(res.body!.error).toBe("Google sign-in is not configured on this server");
  });
});
