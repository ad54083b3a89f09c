import { z } from "zod";
import { errorCodes } from "../../core/errors.ts";
import { outageRetryAfterSeconds } from "../db/outage.ts";
import { bodyLimitFor, sizeText } from "../input-limits.ts";
import { routes } from "./openapi-routes.ts";

const success = {
  type: "object",
  properties: { success: { const: true }, data: {} },
  required: ["success", "data"],
};

/** Every failure: a stable code to branch on, the field at fault, and words in the request's language. */
const failure = {
  type: "object",
  properties: {
    success: { const: false },
    error: {
      type: "string",
      description:
        "The problem in words, in the request's language (lang cookie, else Accept-Language: en, ru, de)",
    },
    code: { type: "string", enum: [...errorCodes] },
    field: {
      type: "string",
      description: "The input at fault, as a dotted path (card.number, items.0.guests)",
    },
    lines: {
      type: "array",
      description: "A checkout hold's 409: each cart line that cannot be held, and why",
      items: { type: "object" },
    },
    problems: {
      type: "array",
      description: "Every problem, when a request has several",
      items: {
        type: "object",
        properties: {
          code: { type: "string", enum: [...errorCodes] },
          field: { type: "string" },
          params: {},
        },
        required: ["code"],
      },
    },
  },
  required: ["success", "error", "code"],
};

const failureResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Failure" } } },
});

/** The OpenAPI document, generated from the same zod schemas the routes validate with. */
export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1],
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    const queryParams = route.query
      ? Object.entries(z.toJSONSchema(route.query, { io: "input" }).properties ?? {}).map(
          ([name, schema]) => ({
            name,
            in: "query",
            required: false,
            schema,
          }),
        )
      : [];
    const headerParams = (route.headers ?? []).map((name) => ({
      name,
      in: "header",
      required: false,
      schema: { type: "string" },
    }));
    paths[route.path] ??= {};
    paths[route.path]![route.method] = {
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      parameters: [...pathParams, ...queryParams, ...headerParams],
      ...(route.auth ? { security: [{ cookie: [] }, { bearer: [] }] } : {}),
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { "application/json": { schema: z.toJSONSchema(route.body, { io: "input" }) } },
            },
          }
        : {}),
      responses: {
        ...Object.fromEntries(
          route.statuses.map((status) => [
            String(status),
            {
              description: String(status),
              content: {
                "application/json": {
                  schema: { $ref: `#/components/schemas/${status < 400 ? "Success" : "Failure"}` },
                },
              },
            },
          ]),
        ),
        // What every route may answer before its own code runs, or when the database is away.
        ...(route.body
          ? {
              "413": failureResponse(
                `The body is larger than ${sizeText(bodyLimitFor(route.path, "application/json"))} (bodyTooLarge); answered before it is read`,
              ),
              "415": failureResponse("The body is not application/json (unsupportedMediaType)"),
            }
          : {}),
        "503": {
          ...failureResponse(
            "The database cannot be reached (databaseUnavailable): try again after Retry-After",
          ),
          headers: {
            "Retry-After": {
              description: `Seconds to wait before trying again (${outageRetryAfterSeconds})`,
              schema: { type: "integer" },
            },
          },
        },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Peninsula Adventures API", version: "1.0.0" },
    servers: [{ url: serverUrl }],
    components: {
      schemas: { Success: success, Failure: failure },
      securitySchemes: {
        cookie: { type: "apiKey", in: "cookie", name: "better-auth.session_token" },
        bearer: {
          type: "http",
          scheme: "bearer",
          description: "A session token from sign-in (set-auth-token header)",
        },
      },
    },
    paths,
  };
}
