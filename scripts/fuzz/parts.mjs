// The parts every fuzz request is made of (scripts/fuzz.mjs): who it says it is, its path segments
// and query string, its headers, a JSON or multipart body and the files it uploads. Each builder
// makes a clean part (valid values, our Origin) or, with ctx.hostile, a hostile one.
import fc from "fast-check";
import { RAW_SEGMENTS, hostileString, hostileValue } from "./values.mjs";

const FOREIGN_ORIGINS = ["https://evil.example", "null", "http://localhost", "http://localhost.evil.example"];
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** How the request says who it is: the sender's cookie mostly, its bearer token, or (hostile) a forged one. */
export const authMode = (ctx) =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant("cookie") },
    { weight: 3, arbitrary: fc.constant("bearer") },
    ...(ctx.hostile ? [{ weight: 2, arbitrary: fc.constantFrom("garbageCookie", "garbageBearer") }] : []),
  );

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) goes out as its three
 * WTF-8 bytes: an invalid UTF-8 sequence for the server to decode.
 */
export function percentEncode(text) {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0);
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join("");
    } else out += encodeURIComponent(char);
  }
  return out;
}

const toText = (value) =>
  typeof value === "string" ? value : value === undefined ? "" : JSON.stringify(value);

/** A path segment: a value percent-encoded (as a browser would), or (hostile) a raw one as it is. */
export function segment(ctx, valueArb) {
  if (!ctx.hostile) return valueArb.map((value) => percentEncode(toText(value)));
  return fc.oneof(
    { weight: 9, arbitrary: valueArb.map((value) => percentEncode(toText(value))) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );
}

/** A query string from [key, value] pairs: duplicates kept, (hostile) sometimes `key[]` or unencoded. */
export function queryString(ctx, pairsArb) {
  const styles = ctx.hostile ? ["encoded", "encoded", "encoded", "brackets", "raw"] : ["encoded"];
  return fc.tuple(pairsArb, fc.constantFrom(...styles)).map(([pairs, style]) => {
    if (pairs.length === 0) return "";
    const parts = pairs.map(([key, value]) => {
      const text = toText(value);
      if (style === "raw")
        return `${key.replace(/[^\x21-\x7e]/gu, percentEncode)}=${text.replace(/[^\x21-\x7e]|[#&]/gu, percentEncode)}`;
      const name = style === "brackets" ? `${key}[]` : key;
      return `${percentEncode(name)}=${percentEncode(text)}`;
    });
    return `?${parts.join("&")}`;
  });
}

/** (Hostile) unknown or repeated query keys with hostile values. */
export const extraPairs = (ctx) =>
  ctx.hostile
    ? fc.array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom("page", "limit", "lang", "__proto__", "a[b]", "_routes", "index"),
            hostileString,
          ),
          hostileValue,
        ),
        { maxLength: 2 },
      )
    : fc.constant([]);

/**
 * Headers every kind shares. Clean: our Origin on writes, sometimes a language or preference
 * cookie. Hostile: also foreign or missing origins, fetch metadata, odd languages and cookies,
 * proxy headers and a foreign Host.
 */
export function commonHeaders(ctx, method) {
  const writes = STATE_CHANGING.has(method);
  if (!ctx.hostile) {
    return fc
      .record({
        origin: fc.constant(writes ? ctx.baseUrl : null),
        "accept-language": fc.option(fc.constantFrom("ru", "de-DE,de;q=0.9", "en-US,en;q=0.8"), {
          freq: 4,
          nil: null,
        }),
        cookie: fc.option(fc.constantFrom("lang=ru", "currency=EUR", "theme=dark", "lang=de; currency=RUB"), {
          freq: 4,
          nil: null,
        }),
      })
      .map((headers) => Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== null)));
  }
  const origin = writes
    ? fc.oneof(
        { weight: 16, arbitrary: fc.constant(ctx.baseUrl) },
        { weight: 2, arbitrary: fc.constantFrom(...FOREIGN_ORIGINS) },
        { weight: 1, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: hostileString },
      )
    : fc.oneof(
        { weight: 9, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.constantFrom(...FOREIGN_ORIGINS) },
      );
  const rare = (arb, freq = 8) => fc.option(arb, { freq, nil: null });
  return fc
    .record({
      origin,
      "sec-fetch-site": rare(
        fc.constantFrom("same-origin", "same-site", "cross-site", "none", "SAME-ORIGIN", "x"),
      ),
      "accept-language": rare(
        fc.oneof(fc.constantFrom("ru", "de-DE,de;q=0.9", "*", "zz", "en;q=abc", "ru-RU,"), hostileString),
      ),
      cookie: rare(
        fc.oneof(
          fc.constantFrom(
            "lang=ru",
            "currency=EUR",
            "theme=dark",
            "lang=xx",
            "currency=%00",
            "pa_ref=ABC123",
            "lang=de; lang=ru",
            "=; ;;",
          ),
          hostileString.map((text) => `lang=${text}`),
          hostileString.map((text) => `pa_ref=${text}`),
        ),
      ),
      accept: rare(
        fc.constantFrom(
          "application/json",
          "text/html",
          "*/*",
          "text/x-component",
          "\u00ff",
          "application/json;q=x",
        ),
      ),
      "x-forwarded-for": rare(
        fc.oneof(
          fc.constantFrom("1.2.3.4", "1.2.3.4, 5.6.7.8", "::1", "999.1.1.1", "unknown"),
          hostileString,
        ),
        12,
      ),
      host: rare(
        fc.constantFrom(
          "evil.example",
          "[::1]",
          "a:b:c",
          "localhost:99999",
          "localhost:0",
          "%00",
          "x".repeat(300),
        ),
        30,
      ),
      "idempotency-key": rare(fc.oneof(fc.uuid(), hostileString), 20),
    })
    .map((headers) => Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== null)));
}

const PROTO_BODY = '{"__proto__":{"isAdmin":true,"role":"admin"},"constructor":{"prototype":{"polluted":1}}}';
const INVALID_JSON = [
  "",
  "{",
  '{"a":',
  "[1,2",
  "nul",
  "\u0000",
  '{"a":1}}',
  "{'a':1}",
  "NaN",
  "1e999999",
  '"\\ud800"',
  "\ufeff{}",
  "{}\u0000",
  '{"a":"\\u0000"}',
];
const WRONG_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/octet-stream",
  "application/jsonx",
  "application/json-patch+json",
  "application/json; charset=utf-16",
  "*/*",
  ";",
];

/** A JSON route's body: the schema's JSON; hostile, sometimes broken, mistyped, nested deep or too large. */
export function jsonBody(ctx, valueArb) {
  const json = (text, contentType, chunked = false) => ({ contentType, body: Buffer.from(text), chunked });
  if (!ctx.hostile) return valueArb.map((value) => json(JSON.stringify(value ?? {}), "application/json"));
  return fc.oneof(
    {
      weight: 14,
      arbitrary: fc
        .tuple(
          valueArb,
          fc.constantFrom(
            "application/json",
            "application/json",
            "application/json; charset=utf-8",
            "Application/JSON",
          ),
        )
        .map(([value, type]) => json(JSON.stringify(value ?? {}), type)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valueArb, fc.constantFrom(...WRONG_TYPES, null))
        .map(([value, type]) => json(JSON.stringify(value ?? {}), type)),
    },
    { weight: 1, arbitrary: fc.constantFrom(...INVALID_JSON).map((text) => json(text, "application/json")) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom("[]", "null", "42", '"text"', "true", "[{}]")
        .map((text) => json(text, "application/json")),
    },
    { weight: 1, arbitrary: fc.constant(json(PROTO_BODY, "application/json")) },
    {
      weight: 1,
      // Nesting that a recursive walk over the body would not survive, small enough to be read.
      arbitrary: fc
        .constantFrom(5_000, 20_000)
        .map((depth) => json(`${"[".repeat(depth)}${"]".repeat(depth)}`, "application/json")),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(5_000, 15_000)
        .map((depth) => json(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`, "application/json")),
    },
    {
      weight: 1,
      // Past the 64 KB limit, with and without Content-Length.
      arbitrary: fc
        .boolean()
        .map((chunked) => json(JSON.stringify({ name: "x".repeat(80_000) }), "application/json", chunked)),
    },
    { weight: 1, arbitrary: fc.constant({ contentType: null, body: null, chunked: false }) },
  );
}

/** A form field's text: objects as JSON, nothing as empty. */
const formText = (value) =>
  value === null || value === undefined
    ? ""
    : typeof value === "object"
      ? JSON.stringify(value)
      : String(value);

/** Form fields as [name, value] pairs: arrays become repeated fields, as a browser sends them. */
export function formPairs(fields) {
  const pairs = [];
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) pairs.push([name, formText(item)]);
    else pairs.push([name, formText(value)]);
  }
  return pairs;
}

export function multipart(pairs, file) {
  const boundary = "----fuzz" + "7MA4YWxkTrZu0gW";
  const chunks = [];
  for (const [name, value] of pairs) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, "_")}"\r\n\r\n`,
      ),
      Buffer.from(value),
      Buffer.from("\r\n"),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(chunks) };
}

/** Real pictures (2x2 pixels), for uploads that should go through. */
const PICTURES = [
  {
    name: "photo.png",
    type: "image/png",
    bytes: Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWMwTjtjnHaGAUIBACS2BZUFBQd/AAAAAElFTkSuQmCC",
      "base64",
    ),
  },
  {
    name: "photo.jpg",
    type: "image/jpeg",
    bytes: Buffer.from(
      "/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAH/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIAHH7//2Q==",
      "base64",
    ),
  },
];

/** Files an attacker uploads: truncated or lying pictures, scripts, traversal and NUL in names. */
const BAD_FILES = [
  {
    name: "a.jpg",
    type: "image/jpeg",
    bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
  },
  { name: "a.png", type: "image/png", bytes: Buffer.from("\x89PNG\r\n\x1a\n garbage", "latin1") },
  {
    name: "../../x.svg",
    type: "image/svg+xml",
    bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  },
  { name: "x.php", type: "application/x-php", bytes: Buffer.from("<?php echo 1; ?>") },
  { name: "\u0000.jpg", type: "image/jpeg", bytes: Buffer.alloc(0) },
  {
    name: "big.png",
    type: "image/png",
    bytes: Buffer.concat([PICTURES[0].bytes.subarray(0, 16), Buffer.alloc(60_000, 0xff)]),
  },
];
export const files = (ctx) =>
  ctx.hostile ? fc.constantFrom(...PICTURES, ...BAD_FILES) : fc.constantFrom(...PICTURES);
