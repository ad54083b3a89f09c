import { byField, validate } from "../../core/validation.ts";

type Schema = Parameters<typeof validate>[0];

/** Every problem a schema finds in the value, as "field:code" in its order; none when it is good. */
export function problemCodes(schema: Schema, value: unknown): string[] {
  const result = validate(schema, value);
  return result.ok ? [] : result.problems.map((p) => `${p.field}:${p.code}`);
}

/** The code of each field's problem, by field; {} when the value is good. */
export function problemsByField(schema: Schema, value: unknown): Record<string, string> {
  const result = validate(schema, value);
  return result.ok
    ? {}
    : Object.fromEntries(Object.entries(byField(result.problems)).map(([k, p]) => [k, p.code]));
}
