import { describe, expect, it } from "vitest";
import { formFields, formInput } from "./form-input.ts";

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

  it("keeps a name posted more than once as the list of its values", () => {
    const form = new URLSearchParams("intent=confirmMany&ids=a&ids=b&note=x");
    expect(formFields(form)).toEqual({ intent: "confirmMany", ids: ["a", "b"], note: "x" });
  });

  it("reads a list from repeated, single or no fields, and numbered rows in order, blank rows out", () => {
    const shape = { lists: ["ids", "days"] };
    expect(formInput({ ids: ["1", "2"] }, shape)).toEqual({ ids: ["1", "2"], days: [] });
    expect(formInput({ ids: "7" }, shape)).toEqual({ ids: ["7"], days: [] });
    expect(
      formInput(
        {
          "days.10.title": "Last",
          "days.2.title": "Second",
          "days.2.note": "",
          "days.5.title": " ",
          "days.5.note": "",
        },
        shape,
      ),
    ).toEqual({ ids: [], days: [{ title: "Second", note: "" }, { title: "Last" }] });
  });

  it("reads amounts as cents, and a group left blank as null", () => {
    const shape = { cents: ["price", "was"], nullable: ["was"], blankGroups: ["ru"] };
    expect(formInput({ price: "12,50", was: "" }, shape)).toEqual({ price: 1250, was: null });
    expect(formInput({ price: "12.505" }, shape).price).toBeNaN();
    expect(formInput({ "ru.title": " ", "ru.tags.0": "" }, { ...shape, lists: ["ru.tags"] })).toEqual({
      ru: null,
    });
    expect(formInput({ "ru.title": "Тур" }, shape)).toEqual({ ru: { title: "Тур" } });
  });

  it("takes the last of a switch posted twice (a hidden false, then its box)", () => {
    expect(formInput({ on: ["false", "on"] }, { flags: ["on"] })).toEqual({ on: true });
  });
});
