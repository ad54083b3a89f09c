import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../server/db/schema.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type { ContactSent } from "../support/api-views.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const valid = {
  name: "Mila",
  email: "mila@example.com",
  phone: "",
  subject: "Private group",
  message: "Six of us in August?",
};

describe("POST /api/contact", () => {
  it("stores the message, linked to the signed-in user when there is one", async () => {
    const user = await app.signUp();
    const res = await app.request<ContactSent>("POST", "/api/contact", { body: valid, token: user.token });
    expect(res.status).toBe(201);
    const [row] = await app.services.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, expectData(res).id));
    expect(row).toMatchObject({
      name: "Mila",
      email: "mila@example.com",
      phone: null,
      subject: "Private group",
      userId: user.id,
    });
  });

  it.each([
    [{ name: " " }, "name: Name is required"],
    [{ email: "nope" }, "email: Please enter a valid email address"],
    [{ phone: "call me" }, "phone: Please enter a valid phone number"],
    [{ subject: "" }, "subject: Subject is required"],
    [{ message: "x".repeat(5001) }, "message: must be at most 5000 characters"],
  ])("refuses %j with a 400 naming the field", async (override, message) => {
    const res = await app.request<ContactSent>("POST", "/api/contact", { body: { ...valid, ...override } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });
});
