import { describe, expect, it } from "vitest";
import { formInput } from "./form-input.ts";
import { emptyServiceText, serviceEditForm, serviceEditSchema } from "./service-editor.ts";
import { validate } from "./validation.ts";

// The service editor posts its fields by name, as strings; serviceEditForm reads them into the
// schema's input as the editor's script once built it.

/** A service's form as the browser posts it: English written, German left blank. */
const posted: Record<string, string> = {
  category: "tours",
  difficulty: "moderate",
  priceCents: "120.50",
  originalPriceCents: "",
  durationDays: "2",
  groupMin: "1",
  groupMax: "8",
  "content.en.title": "Glacier walk",
  "content.en.location": "Avacha",
  "content.en.description": "A day on the ice.",
  "content.en.highlights.0": "Crampons",
  "content.en.highlights.1": " ",
  "content.en.highlights.2": "Lunch",
  "content.en.tags.0": "ice",
  "content.en.itinerary.0.title": "Day one",
  "content.en.itinerary.0.description": "Up",
  "content.en.itinerary.1.title": "",
  "content.en.itinerary.1.description": "",
  "content.de.title": "",
  "content.de.location": "",
  "content.de.description": " ",
  "content.de.highlights.0": "",
};

describe("the service editor's form", () => {
  it("reads prices as cents, numbers, lists in order without blank rows, and a blank language as null", () => {
    const input = formInput(posted, serviceEditForm);
    expect(input).toEqual({
      category: "tours",
      difficulty: "moderate",
      priceCents: 12050,
      originalPriceCents: null,
      durationDays: 2,
      groupMin: 1,
      groupMax: 8,
      content: {
        en: {
          ...emptyServiceText(),
          title: "Glacier walk",
          location: "Avacha",
          description: "A day on the ice.",
          highlights: ["Crampons", "Lunch"],
          tags: ["ice"],
          itinerary: [{ title: "Day one", description: "Up" }],
        },
        de: null,
      },
    });
    expect(validate(serviceEditSchema, input).ok).toBe(true);
  });

  it("gives the codes a script's post gave: an amount that is not one, an empty number", () => {
    const result = validate(
      serviceEditSchema,
      formInput(
        { ...posted, priceCents: "12.345", groupMax: "", originalPriceCents: "100" },
        serviceEditForm,
      ),
    );
    const codes = result.ok ? [] : result.problems.map((p) => `${p.field}:${p.code}`);
    expect(codes).toEqual(expect.arrayContaining(["priceCents:notANumber", "groupMax:notANumber"]));
  });

  it("leaves a script's JSON as it is", () => {
    const json = { priceCents: 500, originalPriceCents: null, content: { en: emptyServiceText(), ru: null } };
    expect(formInput(json, serviceEditForm)).toEqual(json);
  });
});
