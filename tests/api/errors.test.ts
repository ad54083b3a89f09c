import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import type { ContactSent, ServicePage } from "../support/api-views.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const badContact = { name: "Mila", email: "nope", phone: "", subject: "Hi", message: "Hello" };

describe("error answers", () => {
  it("carry a stable code and the field, worded in English by default", async () => {
    const res = await app.request<ContactSent>("POST", "/api/contact", { body: badContact });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      error: "email: Please enter a valid email address",
      code: "invalidEmail",
      field: "email",
    });
  });

  it.each([
    ["ru", "email: Введите корректный адрес электронной почты"],
    ["de-DE,de;q=0.9", "email: Bitte geben Sie eine gültige E-Mail-Adresse ein"],
    ["fr-FR, en;q=0.5", "email: Please enter a valid email address"],
  ])("follow Accept-Language %s", async (acceptLanguage, error) => {
    const res = await app.request<ContactSent>("POST", "/api/contact", {
      body: badContact,
      headers: { "accept-language": acceptLanguage },
    });
    expect(res.body).toMatchObject({ error, code: "invalidEmail", field: "email" });
  });

  it("follow the lang cookie before Accept-Language", async () => {
    const res = await app.request<ServicePage>("GET", "/api/services/999", {
      headers: { cookie: "lang=de", "accept-language": "ru" },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: "Angebot nicht gefunden", code: "serviceNotFound" });
  });

  it("list every problem of a form when there are several", async () => {
    const res = await app.request<ContactSent>("POST", "/api/contact", {
      body: { ...badContact, name: " ", subject: "" },
    });
    expect(res.body.code).toBe("nameRequired");
    expect(res.body.problems!.map(({ code, field }) => ({ code, field }))).toEqual([
      { code: "nameRequired", field: "name" },
      { code: "invalidEmail", field: "email" },
      { code: "subjectRequired", field: "subject" },
    ]);
  });

  it("word numbers into the message", async () => {
    const res = await app.request<ContactSent>("POST", "/api/contact", {
      body: { ...badContact, email: "a@b.co", message: "x".repeat(5001) },
      headers: { "accept-language": "ru" },
    });
    expect(res.body).toMatchObject({
      error: "message: должно содержать не более 5000 символов",
      code: "tooLong",
      field: "message",
    });
  });

  it("answer an unknown API path with a code too", async () => {
    const res = await app.request("GET", "/api/nothing-here");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: "Page not found", code: "pageNotFound" });
  });
});
