import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createChanges } from "./changes.ts";
import { createPageCache } from "./page-cache.ts";

// The page cache in front of a page handler that counts its renders and says what it saw.
function site(freshSeconds = 10) {
  let clock = 0;
  const changes = createChanges();
  const cache = createPageCache({ freshSeconds, maxEntries: 3 }, changes, () => clock);
  const renders: string[] = [];
  const app = new Hono();
  app.use(cache.middleware());
  // A booking's use case signals the seats it took; a favourite's and a refused write's nothing.
  app.post("/api/bookings", (c) => {
    changes.changed("seats");
    return c.json({ ok: true }, 201);
  });
  app.post("/api/favorites", (c) => c.json({ ok: true }, 201));
  app.post("/api/refused", (c) => c.json({ error: "no" }, 400));
  app.get("/set-cookie", (c) => {
    renders.push("set-cookie");
    c.header("Set-Cookie", "a=b");
    return c.html("<p>with a cookie</p>");
  });
  app.get("/missing", (c) => {
    renders.push("missing");
    return c.html("<p>not found</p>", 404);
  });
  app.get("/icon.png", (c) => {
    renders.push("icon");
    return c.body(new Uint8Array(3000), 200, { "Content-Type": "image/png", "Content-Length": "3000" });
  });
  app.get("/sized", (c) => {
    renders.push("sized");
    return c.body("y".repeat(3000), 200, { "Content-Type": "text/html", "Content-Length": "3000" });
  });
  app.get("*", (c) => {
    const lang = /lang=(\w+)/.exec(c.req.header("cookie") ?? "")?.[1] ?? "en";
    renders.push(`${c.req.path}:${lang}`);
    return c.html(`<html lang="${lang}"><p>${"x".repeat(2000)}</p>render ${renders.length}</html>`);
  });
  const get = (path: string, headers: Record<string, string> = {}) =>
    app.request(path, { headers: { "accept-language": "en", ...headers } });
  return { app, cache, renders, get, tick: (ms: number) => (clock += ms) };
}

describe("the page cache", () => {
  it("renders an anonymous page once, then answers it from memory with an ETag", async () => {
    const { get, renders } = site();
    const first = await get("/service/1");
    const second = await get("/service/1");
    expect(renders).toEqual(["/service/1:en"]);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=10, stale-while-revalidate=60",
    );
    expect(second.headers.get("vary")).toBe("Cookie, Accept-Language, Accept-Encoding");
    const etag = second.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await get("/service/1", { "if-none-match": `W/${etag}` });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
  });

  it("keeps one page per language, currency and theme: a visitor never gets another's", async () => {
    const { get, renders } = site();
    const en = await (await get("/", { cookie: "lang=en" })).text();
    const de = await (await get("/", { cookie: "lang=de" })).text();
    const ru = await (await get("/", { "accept-language": "ru-RU,ru;q=0.9" })).text();
    expect(en).toContain('lang="en"');
    expect(de).toContain('lang="de"');
    expect(await (await get("/", { cookie: "lang=de" })).text()).toBe(de);
    expect(await (await get("/", { cookie: "lang=en" })).text()).toBe(en);
    await get("/", { cookie: "lang=en; currency=EUR" });
    await get("/", { cookie: "lang=en; theme=dark" });
    expect(renders).toEqual(["/:en", "/:de", "/:en", "/:en", "/:en"]);
    expect(ru).not.toBe(en);
  });

  it("never keeps a signed-in visitor's page, a personal path, a cookie-setting answer or an error", async () => {
    const { get, renders } = site();
    for (let i = 0; i < 2; i++) {
      await get("/", { cookie: "better-auth.session_token=abc" });
      await get("/dashboard");
      await get("/?ref=FRIEND1");
      await get("/set-cookie");
      await get("/missing");
    }
    expect(renders.filter((r) => r === "/:en")).toHaveLength(4);
    expect(renders.filter((r) => r === "/dashboard:en")).toHaveLength(2);
    expect(renders.filter((r) => r === "set-cookie")).toHaveLength(2);
    expect(renders.filter((r) => r === "missing")).toHaveLength(2);
  });

  it("renders again after its freshness, and after a write that changes what pages show", async () => {
    const { app, get, renders, tick } = site();
    await get("/");
    tick(9_999);
    await get("/");
    expect(renders).toHaveLength(1);
    tick(1);
    await get("/");
    expect(renders).toHaveLength(2);
    // A favourite changes no public page; a refused write changes nothing; a booking does.
    await app.request("/api/favorites", { method: "POST" });
    await app.request("/api/refused", { method: "POST" });
    await get("/");
    expect(renders).toHaveLength(2);
    await app.request("/api/bookings", { method: "POST" });
    await get("/");
    expect(renders).toHaveLength(3);
  });

  it("gzips once for clients that take it", async () => {
    const { get } = site();
    const plain = await (await get("/about")).text();
    const zipped = await get("/about", { "accept-encoding": "br, gzip" });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    const body = Buffer.from(await zipped.arrayBuffer());
    expect(Number(zipped.headers.get("content-length"))).toBe(body.byteLength);
    expect(gunzipSync(body).toString()).toBe(plain);
    const refused = await get("/about", { "accept-encoding": "gzip;q=0" });
    expect(refused.headers.get("content-encoding")).toBeNull();
  });

  it("renders a burst of visitors to one page once, and keeps at most its number of pages", async () => {
    const { get, renders, cache } = site();
    const answers = await Promise.all(Array.from({ length: 5 }, () => get("/catalog")));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(renders).toEqual(["/catalog:en"]);
    for (const path of ["/a", "/b", "/c", "/d"]) await get(path);
    expect(cache.size).toBe(3);
    await get("/catalog");
    expect(renders.at(-1)).toBe("/catalog:en");
  });

  it("leaves files alone, and answers with its own length, not the rendered answer's", async () => {
    const { get, renders } = site();
    await get("/icon.png");
    await get("/icon.png");
    expect(renders).toEqual(["icon", "icon"]);
    for (let i = 0; i < 2; i++) {
      const zipped = await get("/sized", { "accept-encoding": "gzip" });
      const body = Buffer.from(await zipped.arrayBuffer());
      expect(zipped.headers.get("content-encoding")).toBe("gzip");
      expect(Number(zipped.headers.get("content-length"))).toBe(body.byteLength);
      expect(body.byteLength).toBeLessThan(3000);
    }
  });

  it("is off at 0 seconds", async () => {
    const { get, renders } = site(0);
    await get("/");
    await get("/");
    expect(renders).toHaveLength(2);
  });
});
