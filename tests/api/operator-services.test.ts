import { describe, expect, it } from "vitest";
import type { User } from "../support/accounts.ts";
import type { Sessions } from "../support/operators.ts";
import { newService, png, useServiceEditor, type ServiceEditor } from "../support/service-editor.ts";
import type { TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { EditedService, OwnServices, ServicePage, UpdatedService } from "../support/api-views.ts";

// The console's services: who may, and editing one. Drafts, publishing and instant confirmation:
// operator-service-drafts.test.ts; photos: operator-service-photos.test.ts.

let editor: ServiceEditor;
let app: TestApp;
let tokens: Sessions;
let traveller: User;
useServiceEditor((made) => ({ app, tokens, traveller } = editor = made));

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
    expect((await editor.upload(undefined, 3, file)).status).toBe(401);
    expect((await editor.upload(traveller.token, 3, file)).status).toBe(404);
    const other = await editor.upload(tokens.hunting, 3, file);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe("serviceNotFound");
  });

  it("lists only the supplier's own services, for the owner and the staff alike", async () => {
    for (const token of [tokens.avacha, tokens.avachaStaff]) {
      const res = await app.request<OwnServices>("GET", "/api/operator/services", { token });
      expect(res.status).toBe(200);
      expect(expectData(res).map((s: { id: number }) => s.id)).toEqual([3, 5]);
      expect(expectData(res)[0]).toMatchObject({
        status: "active",
        instantConfirmation: false,
        images: 3,
        weeklySlots: 28,
        image: "/images/services/3-1.webp",
      });
    }
    const hunting = await app.request<OwnServices>("GET", "/api/operator/services", {
      token: tokens.hunting,
    });
    expect(expectData(hunting).map((s: { id: number }) => s.id)).toEqual([1]);
  });

  it("refuses a bad id as 400", async () => {
    const res = await app.request<EditedService>("GET", "/api/operator/services/abc", {
      token: tokens.avacha,
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("id");
  });
});

describe("editing a service", () => {
  it("gives every field in three languages", async () => {
    const res = await app.request<EditedService>("GET", "/api/operator/services/3", { token: tokens.avacha });
    const s = expectData(res);
    expect(s.content.en.title).toBeTruthy();
    expect(s.content.ru!.title).toMatch(/[а-я]/i);
    expect(s.content.de!.title).toBeTruthy();
    expect(s.content.en.itinerary.length).toBe(s.durationDays);
    expect(s.images.map((i: { position: number }) => i.position)).toEqual([1, 2, 3]);
  });

  it("saves every field at once and travellers see it at once, in each language", async () => {
    const input = await editor.editable(3);
    input.priceCents = 123_400;
    input.originalPriceCents = 150_000;
    input.groupMax = 7;
    input.difficulty = "hard";
    input.content.en.title = "Avacha summit, edited";
    input.content.en.highlights = ["One", "Two"];
    input.content.en.tags = ["summit", "volcano"];
    input.content.en.itinerary = [{ title: "Only day", description: "Up and down." }];
    input.content.ru!.title = "Восхождение на Авачу (новое)";
    input.content.de = null;
    const res = await app.request<UpdatedService>("PUT", "/api/operator/services/3", {
      token: tokens.avachaStaff,
      body: input,
    });
    expect(res.status).toBe(200);
    expect(expectData(res).content.de).toBeNull();

    const en = expectData(await app.request<ServicePage>("GET", "/api/services/3"));
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
    const ru = expectData(await app.request<ServicePage>("GET", "/api/services/3?lang=ru"));
    expect(ru.title).toBe("Восхождение на Авачу (новое)");
    // Not translated: German readers get the English text.
    const de = expectData(await app.request<ServicePage>("GET", "/api/services/3?lang=de"));
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
    const before = expectData(await app.request<ServicePage>("GET", "/api/services/5"));
    const input = { ...(await editor.editable(5)), ...override };
    const res = await app.request<UpdatedService>("PUT", "/api/operator/services/5", {
      token: tokens.avacha,
      body: input,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code, field });
    expect(expectData(await app.request<ServicePage>("GET", "/api/services/5"))).toEqual(before);
  });

  it("refuses empty English text and repeated tags, naming the field", async () => {
    const input = await editor.editable(5);
    input.content.en.title = "  ";
    input.content.ru!.tags = ["медведь", "Медведь"];
    const res = await app.request<UpdatedService>("PUT", "/api/operator/services/5", {
      token: tokens.avacha,
      body: input,
    });
    expect(res.status).toBe(400);
    const problems = res.body.problems!.map((p) => `${p.field} ${p.code}`);
    expect(problems).toEqual(
      expect.arrayContaining(["content.en.title required", "content.ru.tags.1 duplicateTag"]),
    );
  });

  it("two saves at once both succeed, one after the other, never mixed", async () => {
    const a = await editor.editable(5);
    const b = structuredClone(a);
    a.content.en.highlights = ["A1", "A2", "A3"];
    a.content.en.title = "Version A";
    b.content.en.highlights = ["B1"];
    b.content.en.title = "Version B";
    const results = await Promise.all(
      [a, b].map((body) =>
        app.request<UpdatedService>("PUT", "/api/operator/services/5", { token: tokens.avacha, body }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const after = (await editor.editable(5)).content.en;
    expect([
      { title: "Version A", highlights: ["A1", "A2", "A3"] },
      { title: "Version B", highlights: ["B1"] },
    ]).toContainEqual({ title: after.title, highlights: after.highlights });
  });
});
