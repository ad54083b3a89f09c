import { describe, expect, it } from "vitest";
import {
  ageRange,
  detailProblems,
  licenceAsked,
  participantDetailSchema,
  type DetailRules,
} from "./participant-details.ts";
import { validate } from "./validation.ts";

// The river float's rules: adults 12+, children 3–11, infants 0–2, a licence from 16.
const float: DetailRules = {
  types: [
    { code: "adult", minAge: 12, maxAge: null },
    { code: "child", minAge: 3, maxAge: 11 },
    { code: "infant", minAge: 0, maxAge: 2 },
  ],
  minAge: null,
  licenceFromAge: 16,
  startDate: "2027-07-10",
  endDate: "2027-07-12",
};

describe("ageRange", () => {
  it("says a type's ages as the messages show them", () => {
    expect(ageRange({ minAge: 3, maxAge: 11 })).toBe("3–11");
    expect(ageRange({ minAge: 12, maxAge: null })).toBe("12+");
    expect(ageRange({ minAge: null, maxAge: 2 })).toBe("0–2");
    expect(ageRange({ minAge: null, maxAge: null })).toBeNull();
    expect(ageRange(undefined)).toBeNull();
  });
});

describe("licenceAsked", () => {
  it("asks where the type's ages reach the licence age", () => {
    expect(licenceAsked({ maxAge: null }, 16)).toBe(true);
    expect(licenceAsked({ maxAge: 16 }, 16)).toBe(true);
    expect(licenceAsked({ maxAge: 11 }, 16)).toBe(false);
    expect(licenceAsked({ maxAge: null }, null)).toBe(false);
  });
});

describe("detailProblems", () => {
  const adult = { birthDate: "1990-03-01", licenceNumber: "K-1", licenceExpiry: "2027-07-12" };

  it("takes ages on the start date, both ends of a range included", () => {
    expect(detailProblems(float, "child", { birthDate: "2024-07-10" })).toEqual([]);
    expect(detailProblems(float, "child", { birthDate: "2015-07-11" })).toEqual([]);
    expect(detailProblems(float, "child", { birthDate: "2015-07-10" }, "participants.2.")).toEqual([
      { code: "ageOutOfRange", field: "participants.2.birthDate", params: { range: "3–11" } },
    ]);
    expect(detailProblems(float, "child", { birthDate: "2024-07-11" })).toEqual([
      { code: "ageOutOfRange", field: "birthDate", params: { range: "3–11" } },
    ]);
  });

  it("refuses a birth after the trip", () => {
    expect(detailProblems(float, "infant", { birthDate: "2027-08-01" })[0]).toMatchObject({
      code: "ageOutOfRange",
    });
  });

  it("puts the trip's minimum age before the type's range", () => {
    const heli: DetailRules = { ...float, minAge: 6, licenceFromAge: null };
    expect(detailProblems(heli, "child", { birthDate: "2022-01-01" })).toEqual([
      { code: "belowMinimumAge", field: "birthDate", params: { age: 6 } },
    ]);
  });

  it("asks a licence number and an expiry from the licence age, valid to the trip's end", () => {
    expect(detailProblems(float, "adult", adult)).toEqual([]);
    expect(detailProblems(float, "adult", { birthDate: "2011-07-11" })).toEqual([]);
    expect(detailProblems(float, "adult", { birthDate: "2011-07-10" }).map((p) => p.field)).toEqual([
      "licenceNumber",
      "licenceExpiry",
    ]);
    expect(detailProblems(float, "adult", { ...adult, licenceExpiry: "2027-07-11" })).toEqual([
      { code: "licenceExpired", field: "licenceExpiry" },
    ]);
  });
});

describe("participantDetailSchema", () => {
  it("takes birth dates from 1900, empty licence fields as absent, and no waiver by default", () => {
    const parsed = validate(participantDetailSchema, {
      name: " Olga ",
      birthDate: "1931-02-03",
      licenceNumber: "",
      licenceExpiry: "",
    });
    expect(parsed).toEqual({
      ok: true,
      data: { name: "Olga", birthDate: "1931-02-03", acceptWaiver: false },
    });
    const bad = validate(participantDetailSchema, { name: "", birthDate: "1899-12-31" });
    expect(bad.ok ? [] : bad.problems.map((p) => [p.field, p.code])).toEqual([
      ["name", "nameRequired"],
      ["birthDate", "dateOutOfBounds"],
    ]);
  });
});
