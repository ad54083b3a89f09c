import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { Favorites } from "../support/api-views.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe("favourites", () => {
  it("need a session", async () => {
    expect((await app.request<Favorites>("GET", "/api/favorites")).status).toBe(401);
    expect((await app.request<Favorites>("PUT", "/api/favorites/1")).status).toBe(401);
    expect((await app.request<Favorites>("DELETE", "/api/favorites/1")).status).toBe(401);
  });

  it("are saved, listed and removed per user; another user's list is separate", async () => {
    const alice = await app.signUp();
    const bob = await app.signUp();
    await app.request<Favorites>("PUT", "/api/favorites/3", { token: alice.token });
    const twice = await app.request<Favorites>("PUT", "/api/favorites/1", { token: alice.token });
    expect(expectData(twice).serviceIds).toEqual([3, 1]);
    await app.request<Favorites>("PUT", "/api/favorites/1", { token: alice.token });
    expect(
      expectData(await app.request<Favorites>("GET", "/api/favorites", { token: alice.token })).serviceIds,
    ).toEqual([3, 1]);
    expect(
      expectData(await app.request<Favorites>("GET", "/api/favorites", { token: bob.token })).serviceIds,
    ).toEqual([]);
    await app.request<Favorites>("DELETE", "/api/favorites/1", { token: bob.token });
    expect(
      expectData(await app.request<Favorites>("GET", "/api/favorites", { token: alice.token })).serviceIds,
    ).toEqual([3, 1]);
    const removed = await app.request<Favorites>("DELETE", "/api/favorites/3", { token: alice.token });
    expect(expectData(removed).serviceIds).toEqual([1]);
  });

  it("refuse an unknown or malformed service", async () => {
    const user = await app.signUp();
    expect((await app.request<Favorites>("PUT", "/api/favorites/999", { token: user.token })).status).toBe(
      404,
    );
    const bad = await app.request<Favorites>("PUT", "/api/favorites/abc", { token: user.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^serviceId: /);
  });
});
