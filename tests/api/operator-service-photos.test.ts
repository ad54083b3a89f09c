import { existsSync } from "node:fs";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { serviceImages } from "../../server/db/schema.ts";
import { uploadedImages } from "../../server/modules/operator/images.ts";
import type { Sessions } from "../support/operators.ts";
import { png, useServiceEditor, type ServiceEditor } from "../support/service-editor.ts";
import type { TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { EditedService, ImageAlt, ServiceImages, ServicePage } from "../support/api-views.ts";

// A service's photos: uploaded and converted, described, reordered, deleted, at most 12.

let editor: ServiceEditor;
let app: TestApp;
let tokens: Sessions;
useServiceEditor((made) => ({ app, tokens } = editor = made));

describe("photos", () => {
  let uploaded: { id: number; url: string; alt: string; position: number };

  it("converts an upload to AVIF and WebP at both sizes and serves them", async () => {
    const res = await editor.upload(tokens.avacha, 5, await png(2000, 1000), { alt: "The crater at dawn" });
    expect(res.status).toBe(201);
    uploaded = expectData(res);
    expect(uploaded).toMatchObject({ alt: "The crater at dawn", position: 4 });
    const base = uploaded.url
      .replace(/^\/images\/uploads/, editor.uploads + "/uploads")
      .replace(/\.webp$/, "");
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
    const server = new Hono().use("/images/uploads/*", uploadedImages(editor.uploads));
    const served = await server.request(uploaded.url.replace(".webp", "-640.avif"));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/avif");
    expect((await server.request("/images/uploads/services/5/../../../etc/passwd")).status).toBe(404);
    expect((await server.request("/images/uploads/services/5/nothing.webp")).status).toBe(404);
  });

  it("takes the service's title as the alt text when none is given", async () => {
    const res = await editor.upload(tokens.avacha, 5, await png(300, 200));
    expect(res.status).toBe(201);
    expect(expectData(res).alt).toMatch(/, photo 5$/);
  });

  it.each([
    ["a text file named .png", Buffer.from("hello, this is not a picture"), "photo.png"],
    ["an SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), "x.svg"],
  ])("refuses %s with 400 imageNotSupported", async (_what, file, name) => {
    const res = await editor.upload(tokens.avacha, 5, file, { name });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "imageNotSupported", field: "file" });
  });

  it("refuses a file over 10 MB with 400 imageTooLarge", async () => {
    const res = await editor.upload(tokens.avacha, 5, Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "imageTooLarge", field: "file" });
  });

  it("refuses an upload with no file, and a body that is not a form", async () => {
    const none = await editor.upload(tokens.avacha, 5, null);
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
    const res = await app.request<ImageAlt>("PUT", `/api/operator/services/5/images/${uploaded.id}`, {
      token: tokens.avacha,
      body: { alt: "Crater rim" },
    });
    expect(res.status).toBe(200);
    expect(expectData(res).alt).toBe("Crater rim");
    const empty = await app.request<ImageAlt>("PUT", `/api/operator/services/5/images/${uploaded.id}`, {
      token: tokens.avacha,
      body: { alt: " " },
    });
    expect(empty.status).toBe(400);
  });

  it("reorders: the first photo is the service's cover", async () => {
    const before = expectData(
      await app.request<EditedService>("GET", "/api/operator/services/5", { token: tokens.avacha }),
    ).images;
    const ids = before.map((i: { id: number }) => i.id).reverse();
    const res = await app.request<ServiceImages>("PUT", "/api/operator/services/5/images", {
      token: tokens.avacha,
      body: { ids },
    });
    expect(res.status).toBe(200);
    expect(expectData(res).map((i: { id: number }) => i.id)).toEqual(ids);
    const shown = expectData(await app.request<ServicePage>("GET", "/api/services/5")).images;
    expect(shown[0]).toBe(before[before.length - 1]!.url);
    // Not every photo, a photo twice, or another service's photo.
    const partial = await app.request<ServiceImages>("PUT", "/api/operator/services/5/images", {
      token: tokens.avacha,
      body: { ids: ids.slice(1) },
    });
    expect(partial.status).toBe(400);
    const [foreign] = await app.services.db
      .select({ id: serviceImages.id })
      .from(serviceImages)
      .where(eq(serviceImages.serviceId, 1));
    const other = await app.request<ServiceImages>("PUT", "/api/operator/services/5/images", {
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
    const file = uploaded.url.replace(/^\/images\/uploads/, editor.uploads + "/uploads");
    expect(existsSync(file)).toBe(true);
    // Through the API whose uploads folder is this test's.
    const res = await editor.api.request(
      `http://localhost:3000/api/operator/services/5/images/${uploaded.id}`,
      {
        method: "DELETE",
        headers: { origin: "http://localhost:3000", authorization: `Bearer ${tokens.avacha}` },
      },
    );
    expect(res.status).toBe(200);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(file.replace(".webp", "-640.avif"))).toBe(false);
    const again = await app.request("DELETE", `/api/operator/services/5/images/${uploaded.id}`, {
      token: tokens.avacha,
    });
    expect(again.status).toBe(404);
  });

  it("keeps at most 12 photos (409 imageLimit)", async () => {
    const { length } = expectData(
      await app.request<EditedService>("GET", "/api/operator/services/5", { token: tokens.avacha }),
    ).images;
    await app.services.db.insert(serviceImages).values(
      Array.from({ length: 12 - length }, (_, i) => ({
        serviceId: 5,
        position: 100 + i,
        url: `/images/services/5-1.webp`,
        alt: `Extra ${i}`,
      })),
    );
    const res = await editor.upload(tokens.avacha, 5, await png(200, 100));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "imageLimit", field: "file" });
  });
});
