// The JSON API's requests (scripts/fuzz.mjs): every operation of /api/openapi.json, as the served
// document describes it, and Better Auth's routes under /api/auth. A request is plain data ({ kind,
// label, method, path, headers, body }); who sends it is decided when it is sent ($SELF in a path
// becomes the sender's user id).
import fc from "fast-check";
import { fuzzValue, hostileString, hostileValue, validValue } from "./values.mjs";
import {
  authMode,
  commonHeaders,
  extraPairs,
  files,
  jsonBody,
  multipart,
  queryString,
  segment,
} from "./parts.mjs";

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
