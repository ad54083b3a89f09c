import { describe, expect, it } from "vitest";
import { formInput } from "./form-input.ts";

describe("formInput", () => {
  it("reads a posted review as its schema does: the stars a number, an empty comment absent", () => {
    expect(formInput({ rating: "4", comment: "" }, { numbers: ["rating"], optional: ["comment"] })).toEqual({
      rating: 4,
    });
  });

  it("nests dotted names and reads switches, a hidden false before a checked box", () => {
    const shape = { flags: ["notifications.", "privacy."] };
    expect(
      formInput({ "notifications.email.marketing": "true", "privacy.profileVisible": "false" }, shape),
    ).toEqual({ notifications: { email: { marketing: true } }, privacy: { profileVisible: false } });
  });

  it("clears with null where the schema does, and leaves typed values (a JSON body) as they are", () => {
    expect(formInput({ checkIn: "" }, { nullable: ["checkIn"] })).toEqual({ checkIn: null });
    expect(formInput({ checkIn: null, rating: 5 }, { nullable: ["checkIn"], numbers: ["rating"] })).toEqual({
      checkIn: null,
      rating: 5,
    });
  });

  it("never writes through a prototype's name", () => {
    const out = formInput({ "__proto__.polluted": "yes" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(out).toEqual({ "__proto__.polluted": "yes" });
  });
});
