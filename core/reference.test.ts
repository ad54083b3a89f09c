import { describe, expect, it } from "vitest";
import { makeReference, randomCode } from "./reference.ts";

describe("references", () => {
  it("makes PA- references from an unambiguous alphabet", () => {
    let i = 0;
    expect(makeReference(() => i++)).toBe("PA-234567");
    expect(randomCode(3, () => 31)).toBe("ZZZ");
  });
});
