import { existsSync, mkdtempSync, readFileSync } from "node:fs";
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

  describe("in production", () => {
    const secret = "s".repeat(32);
    const production = (vars: Record<string, string>) =>
      parseEnv({ NODE_ENV: "production", DATA_DIR: mkdtempSync(path.join(tmpdir(), "pa-env-")), ...vars });

    it("stops without BETTER_AUTH_SECRET, saying how to set it or opt in to a generated one", () => {
      expect(() => production({})).toThrow(EnvError);
      expect(() => production({})).toThrow(/BETTER_AUTH_SECRET is required in production/);
      expect(() => production({})).toThrow(/ALLOW_GENERATED_AUTH_SECRET=true/);
      expect(() => production({ BETTER_AUTH_SECRET: "" })).toThrow(/BETTER_AUTH_SECRET/);
      expect(() => production({ ALLOW_GENERATED_AUTH_SECRET: "false" })).toThrow(/BETTER_AUTH_SECRET/);
    });

    it("keeps a generated secret in the data folder when the operator opts in", () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "pa-env-"));
      const env = parseEnv({
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        ALLOW_GENERATED_AUTH_SECRET: "true",
      });
      expect(env.nodeEnv).toBe("production");
      expect(env.authSecret).toBe(readFileSync(path.join(dataDir, "auth-secret"), "utf8"));
      expect(env.authSecret).toHaveLength(64);
    });

    it("uses BETTER_AUTH_SECRET when it is set, and writes no file", () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "pa-env-"));
      expect(
        parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir, BETTER_AUTH_SECRET: secret }).authSecret,
      ).toBe(secret);
      expect(existsSync(path.join(dataDir, "auth-secret"))).toBe(false);
      expect(production({ BETTER_AUTH_SECRET: secret, ALLOW_GENERATED_AUTH_SECRET: "true" }).authSecret).toBe(
        secret,
      );
    });
  });

  it.each([
    [{ ALLOW_GENERATED_AUTH_SECRET: "yes" }, "ALLOW_GENERATED_AUTH_SECRET"],
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
