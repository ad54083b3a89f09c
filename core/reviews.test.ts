import { describe, expect, it } from "vitest";
import { reviewAuthor } from "./reviews.ts";

describe("reviews", () => {
  it("signs with the first name and the last initial, or nothing once the account is gone", () => {
    expect(reviewAuthor("Anna Petrova")).toBe("Anna P.");
    expect(reviewAuthor("  Jean Claude  van damme ")).toBe("Jean D.");
    expect(reviewAuthor("Alice")).toBe("Alice");
    expect(reviewAuthor("")).toBeNull();
    expect(reviewAuthor(null)).toBeNull();
  });
});
