import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../server/api/app.ts";
import { serviceImages } from "../../server/db/schema.ts";
import { uploadedImages } from "../../server/modules/operator/images.ts";
import { placeBooking } from "../support/bookings.ts";
import { operatorSessions } from "../support/operators.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let app: TestApp;
let tokens: Awaited<ReturnType<typeof operatorSessions>>;
let traveller: { id: string; token: string; email: string };
let uploads: string;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  app = await createTestApp({ now: new Date("2026-11-22T03:00:00Z") });
  tokens = await operatorSessions(app);
  traveller = await app.signUp("Tess Traveller");
  // Uploads go to a folder of this test's own.
  uploads = mkdtempSync(path.join(tmpdir(), "pa-uploads-"));
  api = createApi({ ...app.services, env: { ...app.services.env, dataDir: uploads } });
});
afterAll(async () => {
  await app.close();
  rmSync(uploads, { recursive: true, force: true });
});

const png = (width = 1600, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: "#3a7f5c" } })
    .png()
    .toBuffer();

/** A multipart upload through the real API (the test app's helper sends JSON only). */
async function upload(
  token: string | undefined,
  serviceId: number | string,
  file: Buffer | null,
  { name = "photo.png", type = "image/png", alt }: { name?: string; type?: string; alt?: string } = {},
) {
  const form = new FormData();
  if (file) form.set("file", new File([new Uint8Array(file)], name, { type }));
  if (alt !== undefined) form.set("alt", alt);
  const response = await api.request(`http://localhost:3000/api/operator/services/${serviceId}/images`, {
    method: "POST",
    headers: { origin: "http://localhost:3000", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** What the editor sends: the service as GET gives it, changed by `change`. */
async function editable(serviceId: number, token = tokens.avacha) {
  const res = await app.request("GET", `/api/operator/services/${serviceId}`, { token });
  expect(res.status).toBe(200);
  const s = res.body.data;
  return {
    category: s.category,
    difficulty: s.difficulty,
    priceCents: s.priceCents,
    originalPriceCents: s.originalPriceCents,
    durationDays: s.durationDays,
    groupMin: s.groupMin,
    groupMax: s.groupMax,
    content: s.content,
  };
}

const newService = () => ({
  category: "tours",
  difficulty: "easy",
  priceCents: 45_000,
  originalPriceCents: null,
  durationDays: 2,
  groupMin: 1,
  groupMax: 8,
  content: {
    en: {
      title: "Mutnovsky fumaroles day trip",
      location: "Mutnovsky volcano",
      description: "A long day among steaming vents and the crater glacier.",
      highlights: ["The crater glacier", "Fumarole fields"],
      included: ["Transfer"],
      notIncluded: ["Lunch"],
      itinerary: [
        { title: "Drive in", description: "Off-road to the plateau." },
        { title: "Crater", description: "Walk to the crater and back." },
      ],
      tags: ["volcano", "day trip"],
    },
    ru: null,
    de: null,
  },
});

describe("who may use the service routes", () => {
  const routes: [string, string, unknown?][] = [
    ["GET", "/api/operator/services"],
    ["POST", "/api/operator/services", newService()],
    ["GET", "/api/operator/services/3"],
    ["PUT", "/api/operator/services/3", newService()],
    ["PUT", "/api/operator/services/3/status", { status: "archived" }],
    ["PUT", "/api/operator/services/3/instant-confirmation", { instantConfirmation: true }],
    ["PUT", "/api/operator/services/3/images", { ids: [1] }],
    ["PUT", "/api/operator/services/3/images/7", { alt: "A view" }],
    ["DELETE", "/api/operator/services/3/images/7"],
  ];

  it.each(routes)("%s %s answers 401 signed out and 404 to a traveller", async (method, url, body) => {
    expect((await app.request(method, url, { body })).status).toBe(401);
    const res = await app.request(method, url, { body, token: traveller.token });
    expect(res.status).toBe(404);
  });

  it.each(routes.filter(([, url]) => url.includes("/3")))(
    "%s %s answers 404 for another supplier's service",
    async (method, url, body) => {
      const res = await app.request(method, url, { body, token: tokens.hunting });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("serviceNotFound");
    },
  );

  it("uploads answer 401 signed out, 404 to a traveller and for another supplier's service", async () => {
    const file = await png(200, 150);
    expect((await upload(undefined, 3, file)).status).toBe(401);
    expect((await upload(traveller.token, 3, file)).status).toBe(404);
    const other = await upload(tokens.hunting, 3, file);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe("serviceNotFound");
  });

  it("lists only the supplier's own services, for the owner and the staff alike", async () => {
    for (const token of [tokens.avacha, tokens.avachaStaff]) {
      const res = await app.request("GET", "/api/operator/services", { token });
      expect(res.status).toBe(200);
      expect(res.body.data.map((s: { id: number }) => s.id)).toEqual([3, 5]);
      expect(res.body.data[0]).toMatchObject({
        status: "active",
        instantConfirmation: false,
        images: 3,
        weeklySlots: 28,
        image: "/images/services/3-1.webp",
      });
    }
    const hunting = await app.request("GET", "/api/operator/services", { token: tokens.hunting });
    expect(hunting.body.data.map((s: { id: number }) => s.id)).toEqual([1]);
  });

  it("refuses a bad id as 400", async () => {
    const res = await app.request("GET", "/api/operator/services/abc", { token: tokens.avacha });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("id");
  });
});

describe("editing a service", () => {
  it("gives every field in three languages", async () => {
    const res = await app.request("GET", "/api/operator/services/3", { token: tokens.avacha });
    const s = res.body.data;
    expect(s.content.en.title).toBeTruthy();
    expect(s.content.ru.title).toMatch(/[а-я]/i);
    expect(s.content.de.title).toBeTruthy();
    expect(s.content.en.itinerary.length).toBe(s.durationDays);
    expect(s.images.map((i: { position: number }) => i.position)).toEqual([1, 2, 3]);
  });

  it("saves every field at once and travellers see it at once, in each language", async () => {
    const input = await editable(3);
    input.priceCents = 123_400;
    input.originalPriceCents = 150_000;
    input.groupMax = 7;
    input.difficulty = "hard";
    input.content.en.title = "Avacha summit, edited";
    input.content.en.highlights = ["One", "Two"];
    input.content.en.tags = ["summit", "volcano"];
    input.content.en.itinerary = [{ title: "Only day", description: "Up and down." }];
    input.content.ru.title = "Восхождение на Авачу (новое)";
    input.content.de = null;
    const res = await app.request("PUT", "/api/operator/services/3", {
      token: tokens.avachaStaff,
      body: input,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content.de).toBeNull();

    const en = (await app.request("GET", "/api/services/3")).body.data;
    expect(en).toMatchObject({
      title: "Avacha summit, edited",
      priceCents: 123_400,
      originalPriceCents: 150_000,
      groupMax: 7,
      difficulty: "hard",
      highlights: ["One", "Two"],
      tags: ["summit", "volcano"],
      itinerary: [{ day: 1, title: "Only day", description: "Up and down." }],
    });
    const ru = (await app.request("GET", "/api/services/3?lang=ru")).body.data;
    expect(ru.title).toBe("Восхождение на Авачу (новое)");
    // Not translated: German readers get the English text.
    const de = (await app.request("GET", "/api/services/3?lang=de")).body.data;
    expect(de.title).toBe("Avacha summit, edited");
  });

  it.each([
    [{ originalPriceCents: 100 }, "originalPriceCents", "originalPriceNotAbove"],
    [{ groupMin: 5, groupMax: 2 }, "groupMax", "groupSizeRange"],
    [{ priceCents: 0 }, "priceCents", "tooSmall"],
    [{ priceCents: 12.5 }, "priceCents", "notWholeNumber"],
    [{ durationDays: 61 }, "durationDays", "tooLarge"],
    [{ category: "cooking" }, "category", "invalidChoice"],
    [{ status: "active" }, "status", "unknownField"],
  ])("refuses %j as 400 %s %s, changing nothing", async (override, field, code) => {
    const before = (await app.request("GET", "/api/services/5")).body.data;
    const input = { ...(await editable(5)), ...override };
    const res = await app.request("PUT", "/api/operator/services/5", { token: tokens.avacha, body: input });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code, field });
    expect((await app.request("GET", "/api/services/5")).body.data).toEqual(before);
  });

  it("refuses empty English text and repeated tags, naming the field", async () => {
    const input = await editable(5);
    input.content.en.title = "  ";
    input.content.ru.tags = ["медведь", "Медведь"];
    const res = await app.request("PUT", "/api/operator/services/5", { token: tokens.avacha, body: input });
    expect(res.status).toBe(400);
    const problems = res.body.problems.map((p: { field: string; code: string }) => `${p.field} ${p.code}`);
    expect(problems).toEqual(
      expect.arrayContaining(["content.en.title required", "content.ru.tags.1 duplicateTag"]),
    );
  });

  it("two saves at once both succeed, one after the other, never mixed", async () => {
    const a = await editable(5);
    const b = structuredClone(a);
    a.content.en.highlights = ["A1", "A2", "A3"];
    a.content.en.title = "Version A";
    b.content.en.highlights = ["B1"];
    b.content.en.title = "Version B";
    const results = await Promise.all(
      [a, b].map((body) => app.request("PUT", "/api/operator/services/5", { token: tokens.avacha, body })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const after = (await editable(5)).content.en;
    expect([
      { title: "Version A", highlights: ["A1", "A2", "A3"] },
      { title: "Version B", highlights: ["B1"] },
    ]).toContainEqual({ title: after.title, highlights: after.highlights });
  });
});

describe("drafts, publishing and deactivating", () => {
  let id: number;

  it("creates a draft that travellers cannot see", async () => {
    const res = await app.request("POST", "/api/operator/services", {
      token: tokens.avacha,
      body: newService(),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: "draft", weeklySlots: 0, images: [] });
    id = res.body.data.id;
    expect((await app.request("GET", `/api/services/${id}`)).status).toBe(404);
    const catalog = (await app.request("GET", "/api/services?pageSize=50")).body.data.items;
    expect(catalog.some((s: { id: number }) => s.id === id)).toBe(false);
    const list = (await app.request("GET", "/api/operator/services", { token: tokens.avacha })).body.data;
    expect(list.find((s: { id: number }) => s.id === id)).toMatchObject({ status: "draft", images: 0 });
    // Another supplier does not see it either.
    expect((await app.request("GET", `/api/operator/services/${id}`, { token: tokens.hunting })).status).toBe(
      404,
    );
  });

  it("refuses to publish without a photo (409 serviceIncomplete)", async () => {
    const res = await app.request("PUT", `/api/operator/services/${id}/status`, {
      token: tokens.avacha,
      body: { status: "active" },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "serviceIncomplete", missing: ["images"] });
  });

  it("publishes with a photo: travellers see it with its photo and its departures", async () => {
    expect((await upload(tokens.avacha, id, await png())).status).toBe(201);
    const res = await app.request("PUT", `/api/operator/services/${id}/status`, {
      token: tokens.avachaStaff,
      body: { status: "active" },
    });
    expect(res.status).toBe(200);
    // Published without a weekly schedule: it gets the default one (three departures a day).
    expect(res.body.data).toMatchObject({ status: "active", weeklySlots: 21 });
    const shown = await app.request("GET", `/api/services/${id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data.title).toBe("Mutnovsky fumaroles day trip");
    expect(shown.body.data.images[0]).toMatch(/^\/images\/uploads\/services\/\d+\/[0-9a-f]{16}\.webp$/);
    expect(shown.body.data.availability.some((d: { timeSlots: unknown[] }) => d.timeSlots.length > 0)).toBe(
      true,
    );
  });

  it("deactivates (it leaves the catalogue) and reactivates", async () => {
    const off = await app.request("PUT", `/api/operator/services/${id}/status`, {
      token: tokens.avacha,
      body: { status: "archived" },
    });
    expect(off.body.data.status).toBe("archived");
    expect((await app.request("GET", `/api/services/${id}`)).status).toBe(404);
    const on = await app.request("PUT", `/api/operator/services/${id}/status`, {
      token: tokens.avacha,
      body: { status: "active" },
    });
    expect(on.body.data.status).toBe("active");
    expect((await app.request("GET", `/api/services/${id}`)).status).toBe(200);
  });

  it("refuses an unknown status", async () => {
    const res = await app.request("PUT", `/api/operator/services/${id}/status`, {
      token: tokens.avacha,
      body: { status: "draft" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalidChoice", field: "status" });
  });
});

describe("instant confirmation", () => {
  it("off: a paid booking waits for the operator", async () => {
    const { booking } = await placeBooking(app, traveller, { serviceId: 5, daysAhead: 12 });
    expect(booking.status).toBe("pending");
  });

  it("on: a paid booking is confirmed at once", async () => {
    const res = await app.request("PUT", "/api/operator/services/5/instant-confirmation", {
      token: tokens.avachaStaff,
      body: { instantConfirmation: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.instantConfirmation).toBe(true);
    const { booking } = await placeBooking(app, traveller, { serviceId: 5, daysAhead: 13 });
    expect(booking.status).toBe("confirmed");
    const mine = await app.request("GET", `/api/bookings/${traveller.id}`, { token: traveller.token });
    expect(mine.status).toBe(200);
  });

  it("refuses a value that is not true or false", async () => {
    const res = await app.request("PUT", "/api/operator/services/5/instant-confirmation", {
      token: tokens.avacha,
      body: { instantConfirmation: "yes" },
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("instantConfirmation");
  });
});

describe("photos", () => {
  let uploaded: { id: number; url: string; alt: string; position: number };

  it("converts an upload to AVIF and WebP at both sizes and serves them", async () => {
    const res = await upload(tokens.avacha, 5, await png(2000, 1000), { alt: "The crater at dawn" });
    expect(res.status).toBe(201);
    uploaded = res.body.data;
    expect(uploaded).toMatchObject({ alt: "The crater at dawn", position: 4 });
    const base = uploaded.url.replace(/^\/images\/uploads/, uploads + "/uploads").replace(/\.webp$/, "");
    for (const [suffix, width, height] of [
      ["", 1280, 853],
      ["-640", 640, 427],
    ] as const) {
      for (const format of ["webp", "avif"]) {
        const meta = await sharp(`${base}${suffix}.${format}`).metadata();
        expect([meta.width, meta.height]).toEqual([width, height]);
        expect(meta.format).toBe(format === "webp" ? "webp" : "heif");
      }
    }
    const server = new Hono().use("/images/uploads/*", uploadedImages(uploads));
    const served = await server.request(uploaded.url.replace(".webp", "-640.avif"));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/avif");
    expect((await server.request("/images/uploads/services/5/../../../etc/passwd")).status).toBe(404);
    expect((await server.request("/images/uploads/services/5/nothing.webp")).status).toBe(404);
  });

  it("takes the service's title as the alt text when none is given", async () => {
    const res = await upload(tokens.avacha, 5, await png(300, 200));
    expect(res.status).toBe(201);
    expect(res.body.data.alt).toMatch(/, photo 5$/);
  });

  it.each([
    ["a text file named .png", Buffer.from("hello, this is not a picture"), "photo.png"],
    ["an SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), "x.svg"],
  ])("refuses %s with 400 imageNotSupported", async (_what, file, name) => {
    const res = await upload(tokens.avacha, 5, file, { name });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "imageNotSupported", field: "file" });
  });

  it("refuses a file over 10 MB with 400 imageTooLarge", async () => {
    const res = await upload(tokens.avacha, 5, Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "imageTooLarge", field: "file" });
  });

  it("refuses an upload with no file, and a body that is not a form", async () => {
    const none = await upload(tokens.avacha, 5, null);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: "required", field: "file" });
    const json = await app.request("POST", "/api/operator/services/5/images", {
      token: tokens.avacha,
      body: { file: "x" },
    });
    expect(json.status).toBe(400);
    expect(json.body.code).toBe("imageNotSupported");
  });

  it("changes the alt text", async () => {
    const res = await app.request("PUT", `/api/operator/services/5/images/${uploaded.id}`, {
      token: tokens.avacha,
      body: { alt: "Crater rim" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.alt).toBe("Crater rim");
    const empty = await app.request("PUT", `/api/operator/services/5/images/${uploaded.id}`, {
      token: tokens.avacha,
      body: { alt: " " },
    });
    expect(empty.status).toBe(400);
  });

  it("reorders: the first photo is the service's cover", async () => {
    const before = (await app.request("GET", "/api/operator/services/5", { token: tokens.avacha })).body.data
      .images;
    const ids = before.map((i: { id: number }) => i.id).reverse();
    const res = await app.request("PUT", "/api/operator/services/5/images", {
      token: tokens.avacha,
      body: { ids },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((i: { id: number }) => i.id)).toEqual(ids);
    const shown = (await app.request("GET", "/api/services/5")).body.data.images;
    expect(shown[0]).toBe(before[before.length - 1].url);
    // Not every photo, a photo twice, or another service's photo.
    const partial = await app.request("PUT", "/api/operator/services/5/images", {
      token: tokens.avacha,
      body: { ids: ids.slice(1) },
    });
    expect(partial.status).toBe(400);
    const [foreign] = await app.services.db
      .select({ id: serviceImages.id })
      .from(serviceImages)
      .where(eq(serviceImages.serviceId, 1));
    const other = await app.request("PUT", "/api/operator/services/5/images", {
      token: tokens.avacha,
      body: { ids: [...ids.slice(1), foreign!.id] },
    });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe("imageNotFound");
  });

  it("another service's photo is not found through this one", async () => {
    const [foreign] = await app.services.db
      .select({ id: serviceImages.id })
      .from(serviceImages)
      .where(eq(serviceImages.serviceId, 3));
    const res = await app.request("DELETE", `/api/operator/services/5/images/${foreign!.id}`, {
      token: tokens.avacha,
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("imageNotFound");
  });

  it("deletes a photo and its files", async () => {
    const file = uploaded.url.replace(/^\/images\/uploads/, uploads + "/uploads");
    expect(existsSync(file)).toBe(true);
    // Through the API whose uploads folder is this test's.
    const res = await api.request(`http://localhost:3000/api/operator/services/5/images/${uploaded.id}`, {
      method: "DELETE",
      headers: { origin: "http://localhost:3000", authorization: `Bearer ${tokens.avacha}` },
    });
    expect(res.status).toBe(200);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(file.replace(".webp", "-640.avif"))).toBe(false);
    const again = await app.request("DELETE", `/api/operator/services/5/images/${uploaded.id}`, {
      token: tokens.avacha,
    });
    expect(again.status).toBe(404);
  });

  it("keeps at most 12 photos (409 imageLimit)", async () => {
    const { length } = (await app.request("GET", "/api/operator/services/5", { token: tokens.avacha })).body
      .data.images;
    await app.services.db.insert(serviceImages).values(
      Array.from({ length: 12 - length }, (_, i) => ({
        serviceId: 5,
        position: 100 + i,
        url: `/images/services/5-1.webp`,
        alt: `Extra ${i}`,
      })),
    );
    const res = await upload(tokens.avacha, 5, await png(200, 100));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "imageLimit", field: "file" });
  });
});
