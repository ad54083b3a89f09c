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
  /** Amounts typed in whole units ("12.50"), read as integer cents (NaN when not an amount). */
  cents?: readonly string[];
  /**
   * Lists (exact names): a repeated field (`ids`), or numbered names (`days.0.title`). Absent is an
   * empty list; rows left blank are dropped rather than refused, as the service editor does.
   */
  lists?: readonly string[];
  /** Groups (exact names) that are null when every field in them is blank (a translation left out). */
  blankGroups?: readonly string[];
}

const listed = (names: readonly string[] | undefined, name: string) =>
  names?.some((listedName) =>
    listedName.endsWith(".") ? name.startsWith(listedName) : listedName === name,
  ) ?? false;

const UNSAFE = new Set(["__proto__", "prototype", "constructor"]);

/** Cents from an amount typed in whole units ("12", "12.5", "12,50"): NaN for anything else. */
export function centsOf(amount: string): number {
  const trimmed = amount.trim().replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed) * 100);
}

/**
 * A posted form's fields as an object (FormData's entries): a name posted more than once (checked
 * boxes named `ids`) holds the list of its values, any other its one value.
 */
export function formFields(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    if (!Object.hasOwn(out, name)) out[name] = value;
    else if (Array.isArray(out[name])) (out[name] as unknown[]).push(value);
    else out[name] = [out[name], value];
  }
  return out;
}

function typed(name: string, value: unknown, shape: FormShape): unknown {
  if (Array.isArray(value)) {
    // A switch posted twice (a hidden "false" and its box) is the last; a list's values each typed.
    if (listed(shape.flags, name)) return typed(name, value.at(-1), shape);
    return value.map((item) => typed(name, item, shape));
  }
  if (typeof value !== "string") return value;
  if (value === "" && listed(shape.optional, name)) return undefined;
  if (value === "" && listed(shape.nullable, name)) return null;
  if (listed(shape.numbers, name)) return value.trim() === "" ? undefined : Number(value);
  if (listed(shape.cents, name)) return centsOf(value);
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
  for (const name of shape.lists ?? []) asList(out, name);
  for (const name of shape.blankGroups ?? []) {
    const { parent, key } = at(out, name);
    if (parent && isBlank(parent[key]) && isRecord(parent[key])) parent[key] = null;
  }
  return out;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Nothing written: blank text, or lists and groups holding only that. */
const isBlank = (value: unknown): boolean =>
  typeof value === "string"
    ? value.trim() === ""
    : Array.isArray(value)
      ? value.every(isBlank)
      : isRecord(value)
        ? Object.values(value).every(isBlank)
        : false;

/** The object holding a dotted name's value, when every step to it is an object. */
function at(out: Record<string, unknown>, name: string) {
  const path = name.split(".");
  let parent: Record<string, unknown> | undefined = out;
  for (const key of path.slice(0, -1)) parent = isRecord(parent?.[key]) ? parent[key] : undefined;
  return { parent, key: path.at(-1)! };
}

/** A list's value as an array: numbered entries in their order, one value a list of one, blank rows out. */
function asList(out: Record<string, unknown>, name: string) {
  const { parent, key } = at(out, name);
  if (!parent) return;
  const value = parent[key];
  let items: unknown[];
  if (value === undefined) items = [];
  else if (Array.isArray(value)) items = value;
  else if (isRecord(value) && Object.keys(value).every((index) => /^\d+$/.test(index)))
    items = Object.entries(value)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, item]) => item);
  else if (typeof value === "string") items = [value];
  else return;
  parent[key] = items.filter((item) => !isBlank(item));
}
