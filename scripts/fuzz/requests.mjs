// The fuzz suite's requests (scripts/fuzz.mjs), as fast-check arbitraries: every operation of
// /api/openapi.json, every page route of app/routes.ts, and the pages' form actions. A request is
// plain data ({ kind, label, method, path, headers, body }); who sends it is decided when it is
// sent ($SELF in a path becomes the sender's user id). Each builder makes a clean case (valid
// values, real ids, our Origin: it reaches the code behind the checks) or, with ctx.hostile, a
// hostile one (any part may be wrong).
import fc from "fast-check";
import {
  RAW_SEGMENTS,
  fuzzValue,
  hostileString,
  hostileValue,
  isoDateNearNow,
  validValue,
} from "./values.mjs";

const FOREIGN_ORIGINS = ["https://evil.example", "null", "http://localhost", "http://localhost.evil.example"];
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** How the request says who it is: the sender's cookie mostly, its bearer token, or (hostile) a forged one. */
const authMode = (ctx) =>
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
function segment(ctx, valueArb) {
  if (!ctx.hostile) return valueArb.map((value) => percentEncode(toText(value)));
  return fc.oneof(
    { weight: 9, arbitrary: valueArb.map((value) => percentEncode(toText(value))) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );
}

/** A query string from [key, value] pairs: duplicates kept, (hostile) sometimes `key[]` or unencoded. */
function queryString(ctx, pairsArb) {
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
const extraPairs = (ctx) =>
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
function commonHeaders(ctx, method) {
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
function jsonBody(ctx, valueArb) {
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

/** The value of a path parameter: a real id (the sender's own user id for {userId}), a schema value, or hostile. */
function pathParam(ctx, name, schema, before) {
  const poolName =
    name === "id" ? ({ services: "serviceId", invitations: "invitationId" }[before] ?? "bookingId") : name;
  const pool = ctx.pool(poolName);
  if (!ctx.hostile) return segment(ctx, pool ?? validValue(schema ?? { type: "string" }, ctx, poolName));
  return segment(
    ctx,
    fc.oneof(
      ...(pool ? [{ weight: 6, arbitrary: pool }] : []),
      { weight: 2, arbitrary: validValue(schema ?? { type: "string" }, ctx, poolName) },
      { weight: 2, arbitrary: hostileValue },
    ),
  );
}

/** Every operation of the OpenAPI document, one arbitrary each. */
export function apiRequests(ctx, document) {
  const arbitraries = [];
  for (const [template, operations] of Object.entries(document.paths)) {
    for (const [lower, operation] of Object.entries(operations)) {
      const method = lower.toUpperCase();
      if (!["GET", "POST", "PUT", "PATCH", "DELETE"].includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const parts = template.split("/").map((part, index, all) => {
        const param = /^\{(.+)\}$/.exec(part)?.[1];
        if (!param) return fc.constant(part);
        const schema = parameters.find((p) => p.in === "path" && p.name === param)?.schema;
        return pathParam(ctx, param, schema, all[index - 1]);
      });
      const query = parameters.filter((p) => p.in === "query");
      const knownPairs = query.length
        ? fc.array(
            fc.oneof(...query.map((p) => fuzzValue(p.schema, ctx, p.name).map((value) => [p.name, value]))),
            { maxLength: 4 },
          )
        : fc.constant([]);
      const pairs = fc.tuple(knownPairs, extraPairs(ctx)).map(([known, extra]) => [...known, ...extra]);
      const bodySchema = operation.requestBody?.content?.["application/json"]?.schema;
      const none = fc.constant({ contentType: null, body: null });
      // The upload route takes a multipart form (not described as a JSON body).
      const upload = method === "POST" && template.endsWith("/images");
      const body = upload
        ? fc
            .tuple(
              files(ctx),
              fc.option(fc.oneof(fc.string({ maxLength: 40 }), ...(ctx.hostile ? [hostileString] : [])), {
                nil: null,
              }),
            )
            .map(([file, alt]) => ({
              ...multipart(alt === null ? [] : [["alt", alt]], file),
              chunked: false,
            }))
        : bodySchema
          ? jsonBody(ctx, fuzzValue(bodySchema, ctx, undefined))
          : ctx.hostile
            ? fc.oneof({ weight: 12, arbitrary: none }, { weight: 1, arbitrary: jsonBody(ctx, hostileValue) })
            : none;
      // Hostile: sometimes another method on the same path.
      const verb = ctx.hostile
        ? fc.oneof(
            { weight: 15, arbitrary: fc.constant(method) },
            { weight: 1, arbitrary: fc.constantFrom("PATCH", "OPTIONS", "HEAD", "TRACE", "PROPFIND") },
          )
        : fc.constant(method);
      arbitraries.push(
        fc
          .record({
            parts: fc.tuple(...parts),
            query: queryString(ctx, pairs),
            body,
            verb,
            headers: commonHeaders(ctx, method),
            auth: authMode(ctx),
          })
          .map(({ parts: segments, query: search, body: payload, verb: sent, headers, auth }) => ({
            kind: "api",
            label: `${method} ${template}`,
            method: sent,
            path: segments.join("/") + search,
            headers: payload.contentType ? { ...headers, "content-type": payload.contentType } : headers,
            body: payload.body,
            chunked: payload.chunked ?? false,
            auth,
          })),
      );
    }
  }
  return arbitraries;
}

/** Better Auth's routes under /api/auth that are not in the document (the pages and API clients use them). */
export function authRequests(ctx) {
  // Clean: the value; hostile: the value or anything.
  const or = (arb, hostile = hostileValue) => (ctx.hostile ? fc.oneof(arb, hostile) : arb);
  const fields = (record) => fc.record(record, { requiredKeys: ctx.hostile ? [] : Object.keys(record) });
  const email = or(fc.emailAddress(), hostileString);
  const signIn = fields({ email, password: or(fc.string({ maxLength: 30 })), rememberMe: fc.boolean() });
  const signUp = fields({
    name: or(fc.string({ minLength: 1, maxLength: 30 })),
    email,
    password: or(fc.string({ minLength: 8, maxLength: 30 })),
    callbackURL: or(
      fc.constantFrom("/", "/services", "//evil.example", "https://evil.example"),
      hostileString,
    ),
  });
  const routes = [
    ["POST", "/api/auth/sign-in/email", signIn],
    ["POST", "/api/auth/sign-up/email", signUp],
    [
      "POST",
      "/api/auth/sign-in/social",
      fields({
        provider: or(fc.constantFrom("google", "github")),
        callbackURL: or(fc.constantFrom("/", "/services"), hostileString),
      }),
    ],
    [
      "POST",
      "/api/auth/request-password-reset",
      fields({ email, redirectTo: or(fc.constant("/reset-password"), hostileString) }),
    ],
    [
      "POST",
      "/api/auth/reset-password",
      fields({
        token: or(fc.base64String({ minLength: 8, maxLength: 32 }), hostileString),
        newPassword: or(fc.string({ minLength: 8, maxLength: 30 })),
      }),
    ],
    [
      "POST",
      "/api/auth/update-user",
      fields({ name: or(fc.string({ minLength: 1, maxLength: 30 })), image: or(fc.webUrl()) }),
    ],
    ["POST", "/api/auth/change-email", fields({ newEmail: email })],
    ["POST", "/api/auth/sign-out", fc.constant({})],
    ["GET", "/api/auth/get-session", fc.constant(undefined)],
    ["GET", "/api/auth/list-sessions", fc.constant(undefined)],
    ["GET", "/api/auth/callback/google", fc.constant(undefined)],
    ["GET", "/api/auth/reset-password/{token}", fc.constant(undefined)],
  ];
  return routes.map(([method, template, valueArb]) =>
    fc
      .record({
        token: segment(ctx, or(fc.base64String({ minLength: 8, maxLength: 32 }), hostileString)),
        query: queryString(ctx, extraPairs(ctx)),
        body: method === "GET" ? fc.constant({ contentType: null, body: null }) : jsonBody(ctx, valueArb),
        headers: commonHeaders(ctx, method),
        auth: authMode(ctx),
      })
      .map(({ token, query, body, headers, auth }) => ({
        kind: "api",
        label: `${method} ${template}`,
        method,
        path: template.replace("{token}", token) + query,
        headers: body.contentType ? { ...headers, "content-type": body.contentType } : headers,
        body: body.body,
        chunked: body.chunked ?? false,
        auth,
        endsSession: template === "/api/auth/sign-out",
      })),
  );
}

/** Full page paths of app/routes.ts (`:param` kept), each with its route file, layouts walked. */
export function pageTemplates(routes, parent = "") {
  const found = [];
  for (const route of routes) {
    const path = route.index ? parent : [parent, route.path].filter(Boolean).join("/");
    if (route.children) found.push(...pageTemplates(route.children, path));
    if (route.path === undefined && !route.index) continue; // a pathless layout
    found.push({ path: `/${path}`, file: route.file, index: Boolean(route.index) });
  }
  return found;
}

const PAGE_QUERY_KEYS = [
  "q",
  "page",
  "sort",
  "category",
  "price",
  "duration",
  "availability",
  "view",
  "shown",
  "month",
  "day",
  "token",
  "all",
  "from",
  "to",
  "status",
  "amount",
  "lang",
  "currency",
  "serviceId",
  "date",
  "guests",
  "ref",
  "redirect",
  "callbackURL",
  "error",
  "tab",
  "_routes",
  "index",
];
const PAGE_QUERY_VALUES = [
  "1",
  "2",
  "50",
  "999999",
  "-1",
  "0",
  "1.5",
  "rating",
  "price-asc",
  "newest",
  "list",
  "grid",
  "fishing",
  "hunting",
  "budget",
  "long",
  "available",
  "pending",
  "confirmed",
  "cancelled",
  "card",
  "ru",
  "EUR",
  "dark",
  "routes/service",
];
const pageValue = (ctx) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...PAGE_QUERY_VALUES) },
    { weight: 2, arbitrary: isoDateNearNow },
    { weight: 1, arbitrary: ctx.anyId },
    ...(ctx.hostile ? [{ weight: 3, arbitrary: hostileValue }] : []),
  );

/** A page's path with its parameters filled in (real ids mostly), a suffix and a query string. */
function pagePath(ctx, template) {
  const hostile = (arb) => (ctx.hostile ? [{ weight: 2, arbitrary: arb }] : []);
  const parts = template.path.split("/").map((part) => {
    if (part === "*")
      return segment(
        ctx,
        fc.oneof(
          fc.constantFrom("admin", "api", "assets", ".env", "wp-admin", "no-such-page"),
          ...(ctx.hostile ? [hostileString] : []),
        ),
      );
    const param = /^:(.+)$/.exec(part)?.[1];
    if (!param) return fc.constant(part);
    if (param === "categoryName")
      return segment(
        ctx,
        fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom("hunting", "fishing", "recreation", "tours") },
          ...hostile(hostileValue),
        ),
      );
    const pool = ctx.pool(param);
    return segment(
      ctx,
      fc.oneof(...(pool ? [{ weight: 5, arbitrary: pool }] : []), ...hostile(hostileValue), {
        weight: 1,
        arbitrary: ctx.anyId,
      }),
    );
  });
  const pairs = fc.array(
    fc.tuple(
      fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...PAGE_QUERY_KEYS) }, ...hostile(hostileString)),
      pageValue(ctx),
    ),
    { maxLength: 4 },
  );
  // React Router's single fetch asks for `<path>.data` (`/_root.data` for /), index routes add `?index`.
  const suffix = fc.oneof(
    { weight: 10, arbitrary: fc.constant("") },
    { weight: 3, arbitrary: fc.constant(".data") },
    ...hostile(fc.constantFrom("/", "//", "/.", ".json", ".data.data")),
  );
  return fc
    .tuple(fc.tuple(...parts), suffix, queryString(ctx, pairs), fc.boolean())
    .map(([segments, end, search, index]) => {
      let path = segments.join("/") || "/";
      if (end === ".data") path = path === "/" ? "/_root.data" : `${path.replace(/\/$/, "")}.data`;
      else if (end) path = path + end;
      if (template.index && index) search = search ? `${search}&index` : "?index";
      return path + search;
    });
}

/** Every page of app/routes.ts, GET and HEAD. */
export function pageRequests(ctx, templates) {
  return templates.map((template) =>
    fc
      .record({
        path: pagePath(ctx, template),
        method: fc.oneof(
          { weight: 5, arbitrary: fc.constant("GET") },
          { weight: 1, arbitrary: fc.constant("HEAD") },
        ),
        headers: commonHeaders(ctx, "GET"),
        auth: authMode(ctx),
      })
      .map(({ path, method, headers, auth }) => ({
        kind: "page",
        label: `${method} ${template.path}`,
        method,
        path,
        headers,
        body: null,
        auth,
      })),
  );
}

/**
 * The forms of the page actions (app/routes/**): each route's intents, the API operations whose body
 * schema its form shares, and its other fields.
 */
const FORMS = {
  "routes/contact.tsx": { ops: ["POST /api/contact"] },
  "routes/resources/auth.ts": {
    intents: ["signin", "signup", "google"],
    ops: ["POST /api/signup"],
    fields: ["confirmPassword", "terms", "callbackURL"],
  },
  "routes/resources/cart.ts": {
    intents: ["add", "update", "remove", "clear"],
    ops: ["POST /api/cart/{userId}", "PUT /api/cart/{userId}/{itemId}"],
    fields: ["itemId"],
  },
  "routes/resources/checkout.ts": {
    intents: ["hold", "release", "order"],
    ops: ["POST /api/bookings"],
    fields: ["idempotencyKey"],
  },
  "routes/resources/favorites.ts": { intents: ["add", "remove"], fields: ["serviceId"] },
  "routes/preferences.ts": { fields: ["lang", "currency", "theme"] },
  "routes/sign-out.tsx": { endsSession: true },
  "routes/forgot-password.tsx": { fields: ["email"] },
  "routes/reset-password.tsx": { fields: ["token", "newPassword"] },
  "routes/unsubscribe.tsx": { fields: ["token"] },
  "routes/respond.tsx": { fields: ["reason", "decision"] },
  "routes/dashboard.booking.tsx": {
    intents: ["rate", "message", "cancel"],
    ops: ["POST /api/booking/{id}/review", "POST /api/booking/{id}/messages"],
    fields: ["reason"],
  },
  "routes/dashboard.balance.tsx": { ops: ["POST /api/points/{userId}/top-up"] },
  "routes/dashboard.referrals.tsx": { ops: ["POST /api/referrals/{userId}/invites"] },
  "routes/dashboard.profile.tsx": { ops: ["PUT /api/profile/{userId}"] },
  "routes/dashboard.settings.tsx": {
    intents: ["settings", "password", "email", "delete"],
    ops: [
      "PUT /api/profile/{userId}",
      "POST /api/profile/{userId}/password",
      "POST /api/profile/{userId}/email",
      "DELETE /api/profile/{userId}",
    ],
  },
  "routes/dashboard.notifications.tsx": { intents: ["readAll", "read", "open"], fields: ["id"] },
  "routes/operator.notifications.tsx": { intents: ["readAll", "read", "open"], fields: ["id"] },
  "routes/operator.requests.tsx": {
    intents: ["confirm", "reject", "confirmMany"],
    ops: ["POST /api/operator/bookings/confirm", "POST /api/operator/bookings/{id}/reject"],
    fields: ["id"],
  },
  "routes/operator.departure.tsx": {
    intents: ["checkIn", "cancel"],
    ops: ["POST /api/operator/bookings/{id}/check-in", "POST /api/operator/bookings/{id}/cancel"],
    fields: ["id"],
  },
  "routes/operator.service-edit.tsx": {
    intents: ["save", "status", "instant", "alt", "order", "deleteImage"],
    ops: [
      "POST /api/operator/services",
      "PUT /api/operator/services/{id}/status",
      "PUT /api/operator/services/{id}/instant-confirmation",
      "PUT /api/operator/services/{id}/images",
    ],
    fields: ["imageId", "alt"],
    upload: true,
  },
  "routes/operator.availability.tsx": {
    intents: [
      "addSlot",
      "slotCapacity",
      "removeSlot",
      "departureCapacity",
      "closeDeparture",
      "reopenDeparture",
      "addClosure",
      "removeClosure",
    ],
    ops: [
      "POST /api/operator/services/{serviceId}/schedule",
      "POST /api/operator/services/{serviceId}/closures",
      "POST /api/operator/departures/{departureId}/close",
    ],
    fields: ["slotId", "departure", "closureId", "capacity"],
  },
  "routes/operator.message.tsx": { ops: ["POST /api/operator/messages/{bookingId}"] },
  "routes/operator.team.tsx": { intents: ["invite", "withdraw", "remove"], fields: ["email", "id"] },
  "routes/operator.invitation.tsx": {},
  "routes/admin.suppliers.tsx": { intents: ["create"], ops: ["POST /api/admin/suppliers"] },
  "routes/admin.supplier.tsx": {
    intents: ["update", "invite", "suspend", "reactivate"],
    ops: ["PUT /api/admin/suppliers/{supplierId}", "POST /api/admin/suppliers/{supplierId}/invitations"],
  },
  "routes/admin.messages.tsx": { ops: ["POST /api/admin/messages/{messageId}/handled"], fields: ["id"] },
  "routes/admin.mail-detail.tsx": { intents: ["retry"] },
};

/** A form field's value when no schema names it. */
function fieldValue(ctx, name) {
  const pool = ctx.pool(name);
  if (pool) return pool;
  switch (name) {
    case "terms":
      return fc.constantFrom("on", "off", "");
    case "callbackURL":
      return fc.constantFrom("/", "/services", "//evil.example", "https://evil.example/", "/\\evil.example");
    case "lang":
      return fc.constantFrom("en", "ru", "de");
    case "currency":
      return fc.constantFrom("USD", "EUR", "RUB");
    case "theme":
      return fc.constantFrom("light", "dark", "system");
    case "checkIn":
      return fc.constantFrom("arrived", "noShow", "");
    case "decision":
      return fc.constantFrom("confirm", "reject");
    case "capacity":
      return fc.integer({ min: 0, max: 60 });
    default:
      return validValue({ type: "string", maxLength: 200 }, ctx, name);
  }
}

const formText = (value) =>
  value === null || value === undefined
    ? ""
    : typeof value === "object"
      ? JSON.stringify(value)
      : String(value);

/** Form fields as [name, value] pairs: arrays become repeated fields, as a browser sends them. */
function formPairs(fields) {
  const pairs = [];
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) pairs.push([name, formText(item)]);
    else pairs.push([name, formText(value)]);
  }
  return pairs;
}

function multipart(pairs, file) {
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
const files = (ctx) =>
  ctx.hostile ? fc.constantFrom(...PICTURES, ...BAD_FILES) : fc.constantFrom(...PICTURES);

const GARBAGE_FORMS = [
  {
    contentType: "multipart/form-data; boundary=abc",
    body: '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end',
  },
  { contentType: "multipart/form-data; boundary=abc", body: "not multipart at all" },
  { contentType: "multipart/form-data", body: "--x\r\n\r\n--x--" },
  { contentType: "multipart/form-data; boundary=", body: "" },
  { contentType: "application/x-www-form-urlencoded", body: "%zz=%zz&a=%E0%A4%A&&=&intent" },
  { contentType: "application/x-www-form-urlencoded", body: "a=" + "b".repeat(70_000) },
  { contentType: "application/x-www-form-urlencoded; charset=utf-16", body: "intent=add" },
  { contentType: "application/json", body: "intent=add&serviceId=1" },
  { contentType: "application/json", body: "[1,2,3]" },
  { contentType: "text/plain", body: "intent=add" },
  { contentType: "application/xml", body: '<?xml version="1.0"?><a/>' },
  { contentType: null, body: "intent=add" },
  { contentType: "application/x-www-form-urlencoded", body: "" },
];

/** One route's form: its intents and fields generated, as urlencoded, multipart or JSON, or garbage. */
function formBody(ctx, spec, document) {
  const schemas = (spec.ops ?? []).map((op) => {
    const [method, path] = op.split(" ");
    return document.paths[path]?.[method.toLowerCase()]?.requestBody?.content?.["application/json"]?.schema;
  });
  const fieldNames = new Set(spec.fields ?? []);
  const record = {};
  for (const schema of schemas.filter(Boolean)) {
    for (const [name, property] of Object.entries(schema.properties ?? {}))
      record[name] ??= fuzzValue(property, ctx, name);
  }
  for (const name of fieldNames) {
    record[name] ??= ctx.hostile
      ? fc.oneof({ weight: 5, arbitrary: fieldValue(ctx, name) }, { weight: 1, arbitrary: hostileValue })
      : fieldValue(ctx, name);
  }
  const intents = spec.intents ?? [];
  const intent = !ctx.hostile
    ? intents.length
      ? fc.constantFrom(...intents)
      : fc.constant(undefined)
    : intents.length
      ? fc.oneof(
          { weight: 12, arbitrary: fc.constantFrom(...intents) },
          { weight: 1, arbitrary: hostileValue },
          { weight: 1, arbitrary: fc.constant(undefined) },
        )
      : fc.option(hostileString, { freq: 10, nil: undefined });
  const extra = ctx.hostile
    ? fc.option(fc.dictionary(fc.string({ maxLength: 6 }), hostileValue, { maxKeys: 2 }), {
        freq: 6,
        nil: {},
      })
    : fc.constant({});
  const fields = fc
    .tuple(intent, fc.record(record, { requiredKeys: [] }), extra)
    .map(([chosen, values, more]) => ({
      ...more,
      ...(chosen === undefined ? {} : { intent: chosen }),
      ...values,
    }));
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fields.map((values) => ({
        contentType: "application/x-www-form-urlencoded",
        body: new URLSearchParams(formPairs(values)).toString(),
      })),
    },
    {
      weight: 4,
      arbitrary: fc
        .tuple(fields, spec.upload ? fc.option(files(ctx), { freq: 2, nil: null }) : fc.constant(null))
        .map(([values, file]) => multipart(formPairs(values), file)),
    },
    {
      weight: 3,
      arbitrary: fields.map((values) => ({ contentType: "application/json", body: JSON.stringify(values) })),
    },
    ...(ctx.hostile ? [{ weight: 2, arbitrary: fc.constantFrom(...GARBAGE_FORMS) }] : []),
  );
}

/**
 * POSTs to the pages: the routes with an action get their form (and three times the share), the
 * others a form anyway. Weighted arbitraries, for fc.oneof.
 */
export function formRequests(ctx, templates, document) {
  return templates.map((template) => {
    const spec = FORMS[template.file] ?? {};
    const arbitrary = fc
      .record({
        path: pagePath(ctx, template),
        body: formBody(ctx, spec, document),
        headers: commonHeaders(ctx, "POST"),
        verb: ctx.hostile
          ? fc.oneof(
              { weight: 12, arbitrary: fc.constant("POST") },
              { weight: 1, arbitrary: fc.constantFrom("PUT", "DELETE", "PATCH") },
            )
          : fc.constant("POST"),
        auth: authMode(ctx),
      })
      .map(({ path, body, headers, verb, auth }) => ({
        kind: "form",
        label: `${verb} ${template.path}`,
        method: verb,
        path,
        headers: body.contentType ? { ...headers, "content-type": body.contentType } : headers,
        body: Buffer.from(body.body),
        auth,
        endsSession: spec.endsSession ?? false,
      }));
    return { weight: FORMS[template.file] ? 3 : 1, arbitrary };
  });
}
