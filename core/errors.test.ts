import { describe, expect, it } from "vitest";
import { z } from "zod";
import de from "./locales/de/errors.json";
import en from "./locales/en/errors.json";
import ru from "./locales/ru/errors.json";
import { errorCodes, formatMessage } from "./errors.ts";
import { byField, validate } from "./validation.ts";

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("error messages", () => {
  it.each([
    ["en", en],
    ["ru", ru],
    ["de", de],
  ])("%s words every code, and only the codes", (_lang, messages: Record<string, string>) => {
    expect(Object.keys(messages).sort()).toEqual([...errorCodes].sort());
    for (const code of errorCodes) expect(messages[code]?.trim()).toBeTruthy();
  });

  it("ru and de use the same placeholders as en", () => {
    const english = en as Record<string, string>;
    for (const code of errorCodes) {
      expect(placeholders((ru as Record<string, string>)[code]!), code).toEqual(placeholders(english[code]!));
      expect(placeholders((de as Record<string, string>)[code]!), code).toEqual(placeholders(english[code]!));
    }
  });

  it("fills placeholders and leaves unknown ones", () => {
    expect(formatMessage("at most {{max}} of {{ what }}", { max: 5, what: "seats" })).toBe(
      "at most 5 of seats",
    );
    expect(formatMessage("at most {{max}}")).toBe("at most {{max}}");
  });
});

describe("validate", () => {
  const schema = z.strictObject({
    name: z.string().trim().min(1, "nameRequired").max(5),
    age: z.number().int().min(18),
    email: z.email(),
    kind: z.enum(["a", "b"]),
  });

  it("gives the data when the input is good", () => {
    expect(validate(schema, { name: " Ann ", age: 30, email: "a@b.co", kind: "a" })).toEqual({
      ok: true,
      data: { name: "Ann", age: 30, email: "a@b.co", kind: "a" },
    });
  });

  it("gives every problem as a code, a field and the numbers it needs", () => {
    const result = validate(schema, { name: "Annabel", age: 12.5, email: "nope", kind: "c", extra: 1 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { code: "tooLong", field: "name", params: { max: 5 } },
        { code: "invalidEmail", field: "email" },
        { code: "invalidChoice", field: "kind" },
        { code: "unknownField", field: "extra" },
      ]),
    );
    expect(byField(result.problems).age?.code).toBe("notWholeNumber");
  });

  it("uses the schema's own code, and says required for a missing field", () => {
    const result = validate(schema, { name: "  " });
    expect(result.ok ? {} : byField(result.problems)).toMatchObject({
      name: { code: "nameRequired" },
      age: { code: "required" },
      email: { code: "required" },
    });
  });
});
