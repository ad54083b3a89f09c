import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";

// The public exchange-rate service is outside our system: the test plays it with a fetch function.
let reply: () => Promise<Response>;
let calls = 0;
const fakeFetch = (async () => {
  calls += 1;
  return reply();
}) as unknown as typeof fetch;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ fetch: fakeFetch });
});
afterAll(() => app.close());

describe("GET /api/rates", () => {
  it("falls back to the default rates when the service fails and nothing is cached", async () => {
    reply = async () => new Response("down", { status: 503 });
    const res = await app.request("GET", "/api/rates");
    expect(expectData(res)).toMatchObject({ source: "default", rates: { USD: 1, EUR: 0.92, RUB: 91.5 } });
  });

  it("serves live rates, caches them, and falls back to the cache later", async () => {
    app.clock.now = new Date(app.clock.now.getTime() + 5 * 60_000);
    reply = async () => Response.json({ result: "success", rates: { USD: 1, EUR: 0.9, RUB: 100, GBP: 0.8 } });
    const live = await app.request("GET", "/api/rates");
    expect(expectData(live)).toMatchObject({ source: "live", rates: { USD: 1, EUR: 0.9, RUB: 100 } });

    const before = calls;
    await app.request("GET", "/api/rates");
    expect(calls).toBe(before); // fresh cache: the service is not asked again

    app.clock.now = new Date(app.clock.now.getTime() + 2 * 3_600_000);
    reply = async () => Response.json({ result: "error" });
    const cached = await app.request("GET", "/api/rates");
    expect(expectData(cached)).toMatchObject({ source: "cached", rates: { EUR: 0.9, RUB: 100 } });
  });
});
