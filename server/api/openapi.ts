import type { OpenAPIHono } from "@hono/zod-openapi";
import { errorCodes } from "../../core/errors.ts";
import { outageRetryAfterSeconds } from "../db/outage.ts";
import { bodyLimitFor, sizeText } from "../input-limits.ts";

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

type Operation = { requestBody?: { content?: Record<string, unknown> }; responses?: Record<string, unknown> };

/**
 * The OpenAPI document of the routes `api` serves (each defined once, in its router, with its
 * schemas: server/api/route.ts), with what every route may answer before its own code runs.
 */
export function openApiDocument(api: Pick<OpenAPIHono, "getOpenAPI31Document">, serverUrl: string) {
  const generated = api.getOpenAPI31Document({
    openapi: "3.1.0",
    info: { title: "Peninsula Adventures API", version: "1.0.0" },
    servers: [{ url: serverUrl }],
  });
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [path, operations] of Object.entries(generated.paths ?? {})) {
    const full = `/api${path}`;
    paths[full] = {};
    for (const [method, operation] of Object.entries(operations as Record<string, Operation>)) {
      const content = operation.requestBody?.content ?? {};
      const type = Object.keys(content)[0];
      paths[full][method] = {
        ...operation,
        responses: {
          ...operation.responses,
          ...(type
            ? {
                "413": failureResponse(
                  `The body is larger than ${sizeText(bodyLimitFor(full, type))} (bodyTooLarge); answered before it is read, with Connection: close, and without "100 Continue" to Expect: 100-continue`,
                ),
                ...(type === "application/json"
                  ? { "415": failureResponse("The body is not application/json (unsupportedMediaType)") }
                  : {}),
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
  }
  return {
    ...generated,
    components: {
      ...generated.components,
      schemas: { ...generated.components?.schemas, Success: success, Failure: failure },
      securitySchemes: {
        cookie: { type: "apiKey", in: "cookie", name: "better-auth.session_token" },
        bearer: {
          type: "http",
          scheme: "bearer",
          description:
            "An API token from POST /api/auth/token or POST /api/signup (a browser's session is not one)",
        },
      },
    },
    paths,
  };
}
