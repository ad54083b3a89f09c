import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.ts";

describe("environment", () => {
  it("uses the defaults and keeps a generated secret in the data folder", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "pa-env-"));
    const env = parseEnv({ DATA_DIR: dataDir });
    expect(env.port).toBe(3000);
    expect(env.baseUrl).toBe("http://localhost:3000");
    expect(env.google).toBeUndefined();
    expect(env.authSecret).toBe(readFileSync(path.join(dataDir, "auth-secret"), "utf8"));
    expect(parseEnv({ DATA_DIR: dataDir }).authSecret).toBe(env.authSecret);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ BASE_URL: "not a url" }, "BASE_URL"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ BETTER_AUTH_SECRET: "short" }, "BETTER_AUTH_SECRET"],
    [{ GOOGLE_CLIENT_ID: "id-only" }, "GOOGLE_CLIENT_ID"],
  ])("stops with a message naming the bad variable: %j", (vars, name) => {
    expect(() => parseEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "pa-env-")), ...vars })).toThrow(
      EnvError,
    );
    expect(() => parseEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "pa-env-")), ...vars })).toThrow(name);
  });
});
