// The server's log: one JSON object per line, with the request's id when a request is being served.
// Nothing personal goes in (no addresses, e-mails, query strings, bodies, SQL parameters or tokens).
import type { MiddlewareHandler } from "hono";
import { tryGetContext } from "hono/context-storage";
import type { RequestIdVariables } from "hono/request-id";

type Level = "info" | "warn" | "error";
type Fields = Record<string, unknown>;

export interface Logger {
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
}

/** Where the lines go: standard output, warnings and errors standard error (a test fails on those). */
function writeLine(level: Level, line: string) {
  if (level === "info") console.log(line);
  else console.error(line);
}

/** The id of the request this code serves (X-Request-Id), when there is one. */
export function currentRequestId(): string | undefined {
  const id: unknown = tryGetContext<{ Variables: RequestIdVariables }>()?.get("requestId");
  return typeof id === "string" ? id : undefined;
}

function write(level: Level, message: string, fields: Fields = {}) {
  const requestId = currentRequestId();
  const entry = {
    time: new Date().toISOString(),
    level,
    msg: message,
    ...(requestId ? { requestId } : {}),
    ...fields,
  };
  writeLine(
    level,
    JSON.stringify(entry, (_key, value: unknown) => (value instanceof Error ? errorFields(value) : value)),
  );
}

export const log: Logger = {
  info: (message, fields) => write("info", message, fields),
  warn: (message, fields) => write("warn", message, fields),
  error: (message, fields) => write("error", message, fields),
};

/**
 * What an error may say in the log: its name, code and first line, and our stack. A failed query
 * (Drizzle's "Failed query: … params: …") keeps its statement and the database's message, never
 * the parameters, which hold people's data.
 */
export function errorFields(error: Error): Fields {
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const failedQuery = /^Failed query: ([\s\S]*?)\nparams:/.exec(error.message);
  const code = (error as { code?: unknown }).code ?? (cause as { code?: unknown } | undefined)?.code;
  return {
    name: error.name,
    ...(typeof code === "string" ? { code } : {}),
    message: failedQuery ? (cause?.message ?? "query failed") : firstLine(error.message),
    ...(failedQuery ? { query: firstLine(failedQuery[1] ?? "", 500) } : {}),
    ...(error.stack
      ? {
          stack: error.stack
            .split("\n")
            .slice(1, 8)
            .map((line) => line.trim()),
        }
      : {}),
  };
}

function firstLine(text: string, max = 300): string {
  const line = text.split("\n")[0] ?? "";
  return line.length > max ? `${line.slice(0, max)}…` : line;
}

/**
 * One line per answered request (LOG_REQUESTS=true): method, path, status and milliseconds. The query
 * string is left out (searches, e-mails), and a long path segment (a signed link's token) is masked.
 */
export function accessLog(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    log.info("request", {
      method: c.req.method,
      path: maskedPath(c.req.path),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}

export function maskedPath(path: string): string {
  return path
    .split("/")
    .map((segment) => (segment.length > 32 ? ":token" : segment))
    .join("/");
}
