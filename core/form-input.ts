/**
 * How a form's fields map onto its schema's input. A browser posts every field as a string; a
 * schema reads numbers, switches, and optional fields that are absent rather than empty. Both the
 * form (before it posts) and the page's action (after) read the fields with the same shape, so the
 * one schema parses the same input on both sides. Names match exactly, or by a prefix ending in ".".
 */
export interface FormShape {
  /** Fields holding a number ("" is absent). */
  numbers?: readonly string[];
  /** Switches: "true" or "on" is true, "false" is false (a hidden "false" before a checkbox). */
  flags?: readonly string[];
  /** Fields left out when empty. */
  optional?: readonly string[];
  /** Fields that are null when empty (the schema clears with null). */
  nullable?: readonly string[];
}

const listed = (names: readonly string[] | undefined, name: string) =>
  names?.some((listedName) =>
    listedName.endsWith(".") ? name.startsWith(listedName) : listedName === name,
  ) ?? false;

const UNSAFE = new Set(["__proto__", "prototype", "constructor"]);

function typed(name: string, value: unknown, shape: FormShape): unknown {
  if (typeof value !== "string") return value;
  if (value === "" && listed(shape.optional, name)) return undefined;
  if (value === "" && listed(shape.nullable, name)) return null;
  if (listed(shape.numbers, name)) return value.trim() === "" ? undefined : Number(value);
  if (listed(shape.flags, name)) {
    if (value === "true" || value === "on") return true;
    if (value === "false") return false;
  }
  return value;
}

/**
 * A form's fields in the shape its schema reads: dotted names nest ("privacy.profileVisible"), and
 * the shape's numbers, switches and empty fields take their types. A value that already has its
 * type (a JSON body from a script) passes unchanged, so a page's action reads both alike.
 */
export function formInput(fields: Record<string, unknown>, shape: FormShape = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(fields)) {
    const value = typed(name, raw, shape);
    if (value === undefined) continue;
    const path = name.split(".");
    if (path.some((key) => UNSAFE.has(key) || key === "")) {
      out[name] = value;
      continue;
    }
    let target = out;
    for (const key of path.slice(0, -1)) {
      const next = target[key];
      target = (target[key] = next && typeof next === "object" && !Array.isArray(next) ? next : {}) as Record<
        string,
        unknown
      >;
    }
    target[path.at(-1)!] = value;
  }
  return out;
}
