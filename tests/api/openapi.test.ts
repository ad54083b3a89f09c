import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCodes } from "../../core/errors.ts";
import { createApi } from "../../server/api/app.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** "get /api/services/{id}" for each route the Hono app really serves. */
function servedRoutes(): string[] {
  const served = createApi(app.services)
    .routes.filter((route) => route.method !== "ALL")
    .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, "{$1}")}`);
  return [...new Set(served)].sort();
}

describe("the OpenAPI document", () => {
  // Each route is defined once, with its schemas (server/api/route.ts); one added with a bare
  // .get()/.post() would be served but not described, and this fails.
  it("describes every route the API serves", async () => {
    const res = await app.request("GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    const documented = Object.entries(res.body.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`))
      .sort();
    // The document describes itself too; Better Auth's own routes (/api/auth/*, with the social
    // sign-in's check in front) are its own, while our token endpoint beside them is described.
    const betterAuths = (route: string) =>
      route.endsWith(" /api/auth/*") || route === "post /api/auth/sign-in/social";
    expect(documented).toEqual(
      servedRoutes().filter((route) => route !== "get /api/openapi.json" && !betterAuths(route)),
    );
    expect(documented.length).toBeGreaterThan(30);
  });

  it("lists every error code a failure can carry", async () => {
    const { body } = await app.request("GET", "/api/openapi.json");
    expect(body.components.schemas.Failure).toMatchObject({
      properties: { code: { enum: [...errorCodes] } },
      required: ["success", "error", "code"],
    });
    expect(body.paths["/api/services/{id}"]?.get?.responses).toMatchObject({
      "404": { content: { "application/json": { schema: { $ref: "#/components/schemas/Failure" } } } },
    });
  });

  it("says what every route may answer before its own code: 413 and 415 with a body, 503 with Retry-After", async () => {
    const { paths } = (await app.request("GET", "/api/openapi.json")).body;
    expect(paths["/api/bookings"]?.post?.responses).toMatchObject({
      "413": { description: expect.stringMatching(/larger than 64 KB/) },
      "415": { description: expect.stringMatching(/application\/json/) },
    });
    expect(paths["/api/operator/services/{id}"]?.put?.responses).toMatchObject({
      "413": { description: expect.stringMatching(/larger than 4 MB/) },
    });
    expect(paths["/api/services"]?.get?.responses).not.toHaveProperty("413");
    expect(paths["/api/health"]?.get?.responses).toMatchObject({
      "503": { headers: { "Retry-After": { schema: { type: "integer" } } } },
    });
  });

  it("describes each route's input from the schema that validates it", async () => {
    const { paths } = (await app.request("GET", "/api/openapi.json")).body;
    expect(paths["/api/booking/{id}"]?.put).toMatchObject({
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } }],
      requestBody: {
        required: true,
        content: { "application/json": { schema: { properties: { status: { enum: ["cancelled"] } } } } },
      },
    });
  });
});
