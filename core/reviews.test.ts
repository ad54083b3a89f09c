import { describe, expect, it } from "vitest";
import { reviewAuthor, runningAverage } from "./reviews.ts";

describe("reviews", () => {
  it("keeps a running average over every review", () => {
    expect(runningAverage(0, 0, 4)).toBe(4);
    expect(runningAverage(4.5, 2, 3)).toBe(4);
    expect(runningAverage(4.8, 127, 5)).toBeCloseTo((4.8 * 127 + 5) / 128, 10);
  });

  it("signs with the first name and the last initial, or nothing once the account is gone", () => {
    expect(reviewAuthor("Anna Petrova")).toBe("Anna P.");
    expect(reviewAuthor("  Jean Claude  van damme ")).toBe("Jean D.");
    expect(reviewAuthor("Alice")).toBe("Alice");
    expect(reviewAuthor("")).toBeNull();
    expect(reviewAuthor(null)).toBeNull();
  });
});
