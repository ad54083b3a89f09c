import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contactSchema } from "./contact.ts";
import { EMAIL_PATTERN, emailField, optionalPhoneField, PHONE_PATTERN } from "./fields.ts";
import { signUpSchema } from "./schemas.ts";
import { validate } from "./validation.ts";

const code = (schema: z.ZodType, value: unknown) => {
  const result = validate(schema, value);
  return result.ok ? "ok" : result.problems[0]?.code;
};

describe("the one e-mail rule", () => {
  it("is zod's (and so Better Auth's) e-mail pattern", () => {
    // The same pattern, written without zod's needless escapes of "-" at the end of a class.
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll("\\-", "-"));
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it.each([
    ["mila@example.com", "ok"],
    ["  mila@example.com ", "ok"],
    ["", "emailRequired"],
    ["   ", "emailRequired"],
    [undefined, "emailRequired"],
    ["not-an-email", "invalidEmail"],
    ["friend@", "invalidEmail"],
    ["a@b.c", "invalidEmail"],
    ["mila@example..com", "invalidEmail"],
    [`${"a".repeat(250)}@b.co`, "invalidEmail"],
  ])("the field answers %j with %s", (value, expected) => {
    expect(code(emailField, value)).toBe(expected);
  });

  it("is the API's sign-up's and the contact form's too", () => {
    expect(code(signUpSchema, { name: "Mila", email: "a@b.c", password: "secret1" })).toBe("invalidEmail");
    const message = { name: "Mila", phone: "", subject: "Hi", message: "Hello" };
    expect(code(contactSchema, { ...message, email: "a@b.c" })).toBe("invalidEmail");
    expect(code(contactSchema, { ...message, email: " mila@example.com " })).toBe("ok");
  });
});

describe("the one phone rule", () => {
  it.each([
    ["+49 30 1234567", "ok"],
    [" (415) 220-00-00 ", "ok"],
    ["", "ok"],
    ["12", "invalidPhone"],
    ["call me", "invalidPhone"],
  ])("%j gives %s wherever a phone may be left empty", (value, expected) => {
    expect(code(optionalPhoneField, value)).toBe(expected);
    if (value) expect(PHONE_PATTERN.test(value.trim())).toBe(expected === "ok");
  });
});
