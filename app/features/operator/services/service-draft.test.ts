import { describe, expect, it } from "vitest";
import { draftFromPosted } from "./service-draft.ts";

describe("a refused save posted without scripts", () => {
  it("comes back as the draft that was typed, blank rows dropped as the action dropped them", () => {
    const draft = draftFromPosted(
      {
        intent: "save",
        category: "tours",
        difficulty: "hard",
        priceCents: "12.5x",
        originalPriceCents: "",
        durationDays: "2",
        groupMin: "1",
        groupMax: "",
        "content.en.title": "Glacier walk",
        "content.en.highlights.0": "Crampons",
        "content.en.highlights.1": "",
        "content.en.highlights.2": "Lunch",
        "content.en.itinerary.0.title": "",
        "content.en.itinerary.0.description": "",
        "content.en.itinerary.1.title": "Day one",
        "content.en.itinerary.1.description": "",
      },
      null,
    );
    expect(draft).toMatchObject({ difficulty: "hard", price: "12.5x", originalPrice: "", groupMax: "" });
    expect(draft.content.en).toMatchObject({
      title: "Glacier walk",
      highlights: ["Crampons", "Lunch"],
      itinerary: [{ title: "Day one", description: "" }],
    });
    expect(draft.content.ru.title).toBe("");
  });
});
