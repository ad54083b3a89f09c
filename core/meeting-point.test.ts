import { describe, expect, it } from "vitest";
import { mapLink, pointOf } from "./meeting-point.ts";

describe("mapLink", () => {
  it("marks the point on OpenStreetMap", () => {
    expect(mapLink({ lat: 53.0467, lon: 158.6496 })).toBe(
      "https://www.openstreetmap.org/?mlat=53.0467&mlon=158.6496#map=16/53.0467/158.6496",
    );
    expect(mapLink({ lat: -12.3456789, lon: 0 })).toBe(
      "https://www.openstreetmap.org/?mlat=-12.34568&mlon=0#map=16/-12.34568/0",
    );
  });

  it("has none without both coordinates", () => {
    expect(mapLink(pointOf(null, 158.6))).toBeNull();
    expect(mapLink(pointOf(53, null))).toBeNull();
    expect(mapLink(pointOf(53, 158))).toContain("mlat=53&mlon=158");
  });
});
