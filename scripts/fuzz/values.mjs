// The fuzz suite's values (scripts/fuzz.mjs): what an attacker types, and values that follow a JSON
// schema of /api/openapi.json, mixed with those in a hostile case (ctx.hostile) and alone in a clean
// one. Every arbitrary is fast-check's, so a run is reproduced by its seed.
import fc from "fast-check";

/** Strings tried first: SQL, traversal, markup, templates, numbers in words, odd unicode and control characters. */
export const HOSTILE_TEXT = [
  "' OR '1'='1",
  "1; DROP TABLE users;--",
  '" OR 1=1 --',
  "1' UNION SELECT password FROM account--",
  "'; DELETE FROM booking; --",
  "admin'--",
  "%' AND 1=0 UNION SELECT NULL--",
  "1)); UPDATE account SET password = 'x' --",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "/etc/passwd",
  "....//....//etc/passwd",
  "%2e%2e%2f%2e%2e%2f",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}",
  "${7*7}",
  "__proto__",
  "constructor",
  "toString",
  "NaN",
  "Infinity",
  "-Infinity",
  "-0",
  "1e309",
  "0x10",
  "9007199254740993",
  "-9223372036854775809",
  "1.5",
  "-1",
  "0",
  "00001",
  " 1 ",
  "1,000",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "",
  " ",
  "\t",
  "\n",
  "\r\n",
  "\u0000",
  "a\u0000b",
  "\u0007",
  "\u001b[31m",
  "\u007f",
  "\u0085",
  "\u2028\u2029",
  "\ufeff",
  "\ud800",
  "\udfff\ud800",
  "\u202e\u0644\u0627",
  "𝕳𝖊𝖑𝖑𝖔",
  "👨‍👩‍👧‍👦",
  "Z̴̢͍a̷l̵g̶o̵",
  "ＳＥＬＥＣＴ",
  "İı",
  "\\",
  "\\u0000",
  "%00",
  "%",
  "%zz",
  "2026-02-30",
  "2026-13-01",
  "0000-00-00",
  "9999-12-31",
  "+275760-09-13",
  "25:61",
  "2026-11-25T00:00:00Z",
  "a@b",
  "@",
  "x@[127.0.0.1]",
  '"a b"@example.com',
  "http://169.254.169.254/",
  "//evil.example",
  "https://evil.example/",
  "/\\evil.example",
];

/** Raw path segments, sent as they are (no further encoding): traversal, broken escapes, encoded NUL. */
export const RAW_SEGMENTS = [
  "..",
  ".",
  "%2e%2e",
  "%2E%2E%2F%2E%2E",
  "..%2f..%2fetc%2fpasswd",
  "%zz",
  "%",
  "%E0%A4%A",
  "%ED%A0%80",
  "%C0%AE%C0%AE",
  "%FF%FE",
  "%00",
  "a%00b",
  "%0d%0aSet-Cookie:x=1",
  "%1b",
  "%7f",
  "a%2Fb",
  "%5C..%5C",
  ";",
  "~",
  "",
  "*",
  "\u00e9",
  "\u00ff\u00fe",
  "x".repeat(3000),
];

const CONTROL_UNITS = fc.constantFrom(
  "\u0000",
  "\u0001",
  "\b",
  "\u000b",
  "\f",
  "\u001f",
  "\u007f",
  "\t",
  "\n",
  "\r",
  "\u2028",
  "\ufeff",
  "a",
  "'",
  '"',
);

export const hostileString = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: CONTROL_UNITS, minLength: 1, maxLength: 8 }) },
  { weight: 1, arbitrary: fc.constantFrom(101, 1001, 5001, 20_000).map((n) => "ы".repeat(n)) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...HOSTILE_TEXT), fc.string({ maxLength: 6 }))
      .map(([text, around]) => around + text + around),
  },
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    -0.5,
    0.5,
    1.5,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31),
    2 ** 53,
    2 ** 53 + 2,
    1e21,
    1e308,
    -1e308,
    5e-324,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Anything but what the field expects. */
export const hostileValue = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [null], [[]], { "": "" }, [1, "a", {}]) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), hostileString, { maxKeys: 3 }) },
);

/** Keys an attacker adds to an object: mass assignment and prototype names. */
export const extraKeys = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      "id",
      "userId",
      "role",
      "status",
      "isAdmin",
      "priceCents",
      "supplierId",
      "createdAt",
      "constructor",
    ),
    fc.string({ maxLength: 8 }),
  ),
  hostileValue,
  { minKeys: 1, maxKeys: 3 },
);

const DAY_MS = 86_400_000;
const isoDay = (offset) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** A date from a month ago to a year and a half ahead (where departures are), as YYYY-MM-DD. */
export const isoDateNearNow = fc.integer({ min: -40, max: 550 }).map(isoDay);

/** A well-formed date: mostly near now, sometimes at the ends of the calendar or on a leap day. */
const isoDate = fc.oneof(
  { weight: 8, arbitrary: isoDateNearNow },
  {
    weight: 1,
    arbitrary: fc.constantFrom("0001-01-01", "1970-01-01", "2000-02-29", "2028-02-29", "9999-12-31"),
  },
);

/** A string that the name of a field suggests, when its schema says no more than "string". */
function stringByName(name, schema, ctx) {
  const lower = (name ?? "").toLowerCase();
  const pool = ctx.pool(name);
  if (pool) return pool;
  if (/date$|^from$|^to$|^day$/.test(lower)) return isoDate;
  if (/email/.test(lower)) return fc.oneof(fc.emailAddress(), fc.constantFrom(...ctx.emails));
  if (/password/.test(lower)) return fc.string({ unit: "grapheme-ascii", minLength: 8, maxLength: 24 });
  if (lower === "time" || lower === "selectedtime")
    return fc.constantFrom("08:00", "14:00", "18:00", "22:00");
  if (lower === "month") return isoDate.map((day) => day.slice(0, 7));
  return null;
}

/** Values that satisfy a JSON schema (mostly: the generator does not try to meet every refinement). */
export function validValue(schema, ctx, name, depth = 0) {
  if (!schema || typeof schema !== "object" || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  if (schema.$ref) return validValue(ctx.resolve(schema.$ref), ctx, name, depth + 1);
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(union))
    return fc.oneof(...union.map((branch) => validValue(branch, ctx, name, depth + 1)));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? "object"];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => validValue({ ...schema, type }, ctx, name, depth)));
  switch (types[0]) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
    case "number": {
      const pool = ctx.pool(name);
      if (pool) return pool;
      const min =
        schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
      const max = Math.min(schema.maximum ?? min + 100_000, min + 10_000_000);
      const range = fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) });
      return fc.oneof({ weight: 4, arbitrary: range }, { weight: 1, arbitrary: fc.constantFrom(min, max) });
    }
    case "string": {
      if (schema.format === "uuid") return fc.uuid();
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern);
        return fc.stringMatching(pattern).filter((s) => s.length <= (schema.maxLength ?? 200));
      }
      const byName = stringByName(name, schema, ctx);
      if (byName) return byName;
      const minLength = schema.minLength ?? 0;
      const maxLength = schema.maxLength ?? 200;
      const normal = fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 40)) });
      // The limits themselves: exactly the longest allowed, and (hostile) one more.
      const lengths = ctx.hostile ? [maxLength, maxLength + 1] : [maxLength];
      const edges = fc.constantFrom(...lengths).map((n) => "w".repeat(Math.min(n, 70_000)));
      return fc.oneof({ weight: 6, arbitrary: normal }, { weight: 1, arbitrary: edges });
    }
    case "array": {
      const items = validValue(schema.items ?? {}, ctx, singular(name), depth + 1);
      const minLength = schema.minItems ?? 0;
      return fc.array(items, {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)),
      });
    }
    default: {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, fuzzValue(value, ctx, key, depth + 1)]),
      );
      const required = (schema.required ?? []).filter((key) => key in properties);
      if (!ctx.hostile) return fc.record(record, { requiredKeys: required });
      return fc.oneof(
        { weight: 8, arbitrary: fc.record(record, { requiredKeys: required }) },
        // Missing fields, and fields nobody asked for.
        { weight: 1, arbitrary: fc.record(record, { requiredKeys: [] }) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(fc.record(record, { requiredKeys: required }), extraKeys)
            .map(([value, extra]) => ({ ...extra, ...value })),
        },
      );
    }
  }
}

const singular = (name) => (name?.endsWith("s") ? name.slice(0, -1) : name);

/**
 * A hostile case's value: mostly a valid one, sometimes anything at all (wrong type, huge, negative,
 * control characters). A clean case's: a valid one.
 */
export function fuzzValue(schema, ctx, name, depth = 0) {
  if (!ctx.hostile) return validValue(schema, ctx, name, depth);
  return fc.oneof(
    { weight: 5, arbitrary: validValue(schema, ctx, name, depth) },
    { weight: 1, arbitrary: hostileValue },
  );
}
