import { describe, expect, it } from "vitest";
import { pageButtons, pageCount, pageRange } from "./pagination.ts";

describe("pagination", () => {
  it("shows 1..min(5, pages), then an ellipsis and the last page", () => {
    expect(pageButtons(1)).toEqual([1]);
    expect(pageButtons(5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(9)).toEqual([1, 2, 3, 4, 5, "ellipsis", 9]);
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(25, 12)).toBe(3);
    expect(pageRange(3, 12, 25)).toEqual({ start: 25, end: 25 });
    expect(pageRange(1, 12, 0)).toEqual({ start: 0, end: 0 });
  });
});
