import { isErrorCode, type ErrorCode, type ErrorParams, type Problem } from "./errors.ts";
import { controlCharacterPath } from "./text.ts";

// Works for zod and zod/mini alike: both report issues of this shape.
interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  keys?: string[];
}
interface SafeParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
}

/** The code for an issue: the schema's own code when it gave one, else one for the kind of issue. */
function codeOf(issue: Issue, input: unknown): ErrorCode {
  if (isErrorCode(issue.message)) return issue.message;
  const min = Number(issue.minimum);
  switch (issue.code) {
    case "invalid_type":
      if (input === undefined || input === null) return "required";
      if (issue.expected === "int") return "notWholeNumber";
      return issue.expected === "number" ? "notANumber" : "invalid";
    case "too_small":
      if (issue.origin === "string") return min <= 1 ? "required" : "tooShort";
      if (issue.origin === "array") return min <= 1 ? "required" : "tooSmall";
      return "tooSmall";
    case "too_big":
      if (issue.origin === "string") return "tooLong";
      if (issue.origin === "array") return "tooManyItems";
      return "tooLarge";
    case "invalid_format":
      return issue.format === "email" ? "invalidEmail" : "invalid";
    case "invalid_value":
    case "invalid_enum":
    case "invalid_union":
      return "invalidChoice";
    case "unrecognized_keys":
      return "unknownField";
    default:
      return "invalid";
  }
}

/** The value an issue is about (zod does not report it unless asked to). */
function valueAt(value: unknown, path: PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

export function problemOf(issue: Issue, value?: unknown): Problem {
  const path = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys?.[0] ?? ""] : issue.path;
  const params: ErrorParams = {};
  if (issue.minimum !== undefined) params.min = Number(issue.minimum);
  if (issue.maximum !== undefined) params.max = Number(issue.maximum);
  const field = path.map(String).join(".");
  return {
    code: codeOf(issue, issue.input ?? valueAt(value, issue.path)),
    ...(field ? { field } : {}),
    ...(Object.keys(params).length > 0 ? { params } : {}),
  };
}

export type Validation<T> = { ok: true; data: T } | { ok: false; problems: Problem[] };

/**
 * Parses with one of core's schemas: the data, or every problem as a code and a field. Whatever the
 * schema, no string in the input (a field, a path parameter, a key) may hold control characters
 * (core/text.ts): that one rule covers every string field of every schema.
 */
export function validate<T>(schema: SafeParser<T>, value: unknown): Validation<T> {
  const unreadable = controlCharacterPath(value);
  if (unreadable !== null) {
    return {
      ok: false,
      problems: [{ code: "controlCharacters", ...(unreadable ? { field: unreadable } : {}) }],
    };
  }
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, problems: result.error.issues.map((issue) => problemOf(issue, value)) };
}

/** Problems keyed by field, the first of each: what a form shows under its inputs. */
export function byField(problems: readonly Problem[]): Record<string, Problem> {
  const out: Record<string, Problem> = {};
  for (const problem of problems) out[problem.field ?? ""] ??= problem;
  return out;
}
