import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  bookingCreateSchema,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  inviteSchema,
  pointsQuerySchema,
  profileUpdateSchema,
  signUpSchema,
  topUpSchema,
} from "./schemas.ts";
import { validate } from "./validation.ts";

/** "field: code" of the first problem the API would answer, or "ok". */
function verdict(schema: z.ZodType, value: unknown): string {
  const result = validate(schema, value);
  if (result.ok) return "ok";
  const [first] = result.problems;
  return `${first!.field}: ${first!.code}`;
}

describe("profileUpdateSchema", () => {
  it("accepts an empty change and every field at once", () => {
    expect(verdict(profileUpdateSchema, {})).toBe("ok");
    const all = {
      name: "  Mila Kovacs ",
      phone: "+49 30 1234567",
      country: "Germany",
      language: "de",
      currency: "EUR",
      theme: "dark",
      notifications: {
        email: { bookingUpdates: false, paymentAlerts: false, marketing: true },
        inApp: { bookingUpdates: true, paymentAlerts: false, marketing: true },
      },
      privacy: { profileVisible: false, shareBookingHistory: true },
    };
    const parsed = profileUpdateSchema.parse(all);
    expect(parsed.name).toBe("Mila Kovacs");
    expect(parsed.notifications).toEqual(all.notifications);
  });

  it("lets an empty phone or country through so that they can be cleared", () => {
    expect(profileUpdateSchema.parse({ phone: "  ", country: "" })).toEqual({ phone: "", country: "" });
    expect(profileUpdateSchema.parse({ phone: null, country: null })).toEqual({ phone: null, country: null });
  });

  it("takes part of the notifications or privacy flags", () => {
    expect(profileUpdateSchema.parse({ notifications: { email: { marketing: true } } })).toEqual({
      notifications: { email: { marketing: true } },
    });
    expect(profileUpdateSchema.parse({ notifications: { inApp: {} } })).toEqual({
      notifications: { inApp: {} },
    });
    expect(profileUpdateSchema.parse({ privacy: {} })).toEqual({ privacy: {} });
  });

  it.each([
    [{ name: "   " }, "name: nameRequired"],
    [{ name: "x".repeat(101) }, "name: tooLong"],
    [{ phone: "call me" }, "phone: invalidPhone"],
    [{ phone: "12" }, "phone: invalidPhone"],
    [{ country: "x".repeat(101) }, "country: tooLong"],
    [{ language: "fr" }, "language:"],
    [{ currency: "GBP" }, "currency:"],
    [{ theme: "blue" }, "theme:"],
    [{ notifications: { email: "yes" } }, "notifications.email:"],
    [{ notifications: { email: { marketing: "yes" } } }, "notifications.email.marketing:"],
    [{ privacy: { profileVisible: 1 } }, "privacy.profileVisible:"],
  ])("refuses %j naming the field", (value, message) => {
    expect(verdict(profileUpdateSchema, value)).toContain(message);
  });

  it.each([
    [{ nickname: "M" }, "nickname: unknownField"],
    [{ email: "new@example.com" }, "email: unknownField"],
    [{ referralCode: "MINE" }, "referralCode: unknownField"],
    [{ notifications: { carrierPigeon: true } }, "notifications.carrierPigeon: unknownField"],
    [{ notifications: { sms: { marketing: true } } }, "notifications.sms: unknownField"],
    [{ notifications: { inApp: { push: true } } }, "notifications.inApp.push: unknownField"],
    [{ privacy: { sellMyData: false } }, "privacy.sellMyData: unknownField"],
  ])("refuses the unknown key of %j by name", (value, message) => {
    expect(verdict(profileUpdateSchema, value)).toBe(message);
  });
});

describe("account schemas", () => {
  it("password change: the current one is required, the new one has at least 8 characters", () => {
    expect(verdict(changePasswordSchema, { currentPassword: "old-one", newPassword: "new-one-8" })).toBe(
      "ok",
    );
    expect(verdict(changePasswordSchema, { currentPassword: "", newPassword: "new-one" })).toBe(
      "currentPassword: passwordRequired",
    );
    expect(verdict(changePasswordSchema, { newPassword: "new-one" })).toContain("currentPassword:");
    expect(verdict(changePasswordSchema, { currentPassword: "old-one", newPassword: "1234567" })).toBe(
      "newPassword: passwordLength",
    );
  });

  it("e-mail change: a well-formed address and the password", () => {
    expect(verdict(changeEmailSchema, { email: "new@example.com", password: "secret" })).toBe("ok");
    expect(verdict(changeEmailSchema, { email: "nope", password: "secret" })).toBe("email: invalidEmail");
    expect(verdict(changeEmailSchema, { email: "new@example.com" })).toContain("password:");
  });

  it("account deletion: the password and the typed word DELETE", () => {
    expect(verdict(deleteAccountSchema, { password: "secret", confirm: "DELETE" })).toBe("ok");
    expect(verdict(deleteAccountSchema, { password: "secret" })).toBe("confirm: confirmDelete");
    expect(verdict(deleteAccountSchema, { password: "secret", confirm: "delete" })).toBe(
      "confirm: confirmDelete",
    );
    expect(verdict(deleteAccountSchema, { password: "", confirm: "DELETE" })).toBe(
      "password: passwordRequired",
    );
  });
});

describe("sign-up, booking, top-up, invite and ledger schemas", () => {
  it("names the failing field", () => {
    expect(verdict(signUpSchema, { name: "A", email: "a@b.co", password: "123" })).toBe(
      "password: passwordLength",
    );
    expect(verdict(bookingCreateSchema, { items: [], paymentMethod: "card", customerInfo: {} })).toBe(
      "items: cartEmpty",
    );
  });

  it("takes top-ups of $10 to $5,000 in whole cents, naming the amount otherwise", () => {
    const issue = (amount: unknown) => verdict(topUpSchema, { amount, paymentToken: "tok_visa" });
    expect(issue(10)).toBe("ok");
    expect(issue(5000)).toBe("ok");
    expect(issue(10.1)).toBe("ok");
    expect(issue(9.99)).toBe("amount: topUpMin");
    expect(issue(5000.01)).toBe("amount: topUpMax");
    expect(issue(10.001)).toBe("amount: wholeCents");
    expect(issue("50")).toBe("amount: amountRequired");
  });

  it("asks for an invitee's address, then a well-formed one", () => {
    const issue = (email: unknown) => verdict(inviteSchema, { email });
    expect(issue("  ")).toBe("email: emailRequired");
    expect(issue(undefined)).toBe("email: emailRequired");
    expect(issue("friend@")).toBe("email: invalidEmail");
    expect(issue(" friend@example.com ")).toBe("ok");
  });

  it("pages the ledger 10 at a time by default, at most 50", () => {
    expect(pointsQuerySchema.parse({})).toEqual({ offset: 0, limit: 10, lang: "en" });
    expect(pointsQuerySchema.parse({ offset: "20", limit: "50", lang: "ru" })).toEqual({
      offset: 20,
      limit: 50,
      lang: "ru",
    });
    expect(pointsQuerySchema.safeParse({ limit: "51" }).success).toBe(false);
    expect(pointsQuerySchema.safeParse({ offset: "-1" }).success).toBe(false);
  });
});
