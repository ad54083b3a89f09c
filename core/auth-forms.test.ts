import { describe, expect, it } from "vitest";
import {
  forgotPasswordSchema,
  googleSignInSchema,
  resetPasswordSchema,
  signInSchema,
  signUpFormSchema,
} from "./auth-forms.ts";
import { problemsByField as problems } from "../tests/support/problems.ts";
import { validate } from "./validation.ts";

describe("sign-in form", () => {
  it("asks for both fields and nothing more", () => {
    expect(problems(signInSchema, { email: " ", password: "" })).toEqual({
      email: "emailRequired",
      password: "passwordRequired",
    });
    expect(problems(signInSchema, { email: "someone", password: "x" })).toEqual({});
  });
});

describe("sign-up form", () => {
  const good = {
    name: "Mila",
    email: "mila@example.com",
    password: "secret-12",
    confirmPassword: "secret-12",
    terms: "on",
  };

  it("takes a complete form, trimmed", () => {
    const result = validate(signUpFormSchema, { ...good, name: " Mila ", email: " mila@example.com " });
    expect(result).toMatchObject({ ok: true, data: { name: "Mila", email: "mila@example.com" } });
  });

  it("names every field of an empty form", () => {
    expect(problems(signUpFormSchema, { name: "", email: "", password: "", confirmPassword: "" })).toEqual({
      name: "nameRequired",
      email: "emailRequired",
      password: "passwordRequired",
      terms: "termsRequired",
    });
  });

  it("says a short password, a bad address and a mismatch at once", () => {
    const result = validate(signUpFormSchema, {
      name: "",
      email: "not-an-email",
      password: "12345",
      confirmPassword: "54321",
    });
    expect(result.ok ? [] : result.problems).toEqual(
      expect.arrayContaining([
        { field: "email", code: "invalidEmail" },
        { field: "password", code: "passwordLength", params: { min: 8 } },
        { field: "confirmPassword", code: "passwordsMismatch" },
      ]),
    );
  });
});

describe("Google sign-in", () => {
  it("returns to a path on this site only", () => {
    expect(googleSignInSchema.parse({ callbackURL: "/service/3?x=1" }).callbackURL).toBe("/service/3?x=1");
    expect(googleSignInSchema.parse({ callbackURL: "//evil.example" }).callbackURL).toBe("/");
    expect(googleSignInSchema.parse({ callbackURL: "https://evil.example" }).callbackURL).toBe("/");
    expect(googleSignInSchema.parse({}).callbackURL).toBe("/");
  });
});

describe("password reset forms", () => {
  it("asks for a well-formed address", () => {
    expect(problems(forgotPasswordSchema, { email: "" })).toEqual({ email: "emailRequired" });
    expect(problems(forgotPasswordSchema, { email: "not-an-address" })).toEqual({ email: "invalidEmail" });
    expect(validate(forgotPasswordSchema, { email: " anna@example.com " })).toEqual({
      ok: true,
      data: { email: "anna@example.com" },
    });
  });

  it("takes the new password by the sign-up's rule, and a missing token as the link's fault", () => {
    expect(problems(resetPasswordSchema, { token: "abc", newPassword: "" })).toEqual({
      newPassword: "passwordRequired",
    });
    expect(problems(resetPasswordSchema, { token: "abc", newPassword: "short" })).toEqual({
      newPassword: "passwordLength",
    });
    expect(problems(resetPasswordSchema, { newPassword: "secret-12" })).toEqual({
      token: "resetLinkInvalid",
    });
    expect(problems(resetPasswordSchema, { token: " ", newPassword: "secret-12" })).toEqual({
      token: "resetLinkInvalid",
    });
    expect(problems(resetPasswordSchema, { token: "abc", newPassword: "secret-12" })).toEqual({});
  });
});
