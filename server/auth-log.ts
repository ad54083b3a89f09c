// Better Auth's lines in our JSON log. Better Auth logs some refusals of a client's request at
// level "error" (an invalid callback URL, an unknown provider): over HTTP those lines wait for the
// answer, and go out at info when it is a 4xx (the client's mistake) and at error when it is a 5xx.
import { AsyncLocalStorage } from "node:async_hooks";
import type { OutageMonitor } from "./db/outage.ts";
import { log } from "./log.ts";

interface HeldLine {
  message: string;
  fields: Record<string, unknown>;
}

const held = new AsyncLocalStorage<HeldLine[]>();

/** Runs Better Auth's handler for one HTTP request, its error lines logged by the answer's status. */
export async function withAuthLog(run: () => Promise<Response>): Promise<Response> {
  const lines: HeldLine[] = [];
  let status = 500;
  try {
    const response = await held.run(lines, run);
    status = response.status;
    return response;
  } finally {
    for (const { message, fields } of lines) {
      if (status >= 500) log.error(message, fields);
      else log.info(message, { ...fields, status });
    }
  }
}

/** Better Auth's `logger`: an unreachable database is the outage monitor's to tell (once). */
export function authLogger(outage?: OutageMonitor) {
  return {
    log(level: "debug" | "info" | "success" | "warn" | "error", message: string, ...args: unknown[]) {
      const error = args.find((arg) => arg instanceof Error);
      if (level === "error" && outage?.report(error)) return;
      // Its warnings are a wrong password or an unknown account: worth a line, not an alarm.
      if (level === "error") {
        const line = { message: `auth: ${message}`, fields: error ? { error } : {} };
        const lines = held.getStore();
        if (lines) lines.push(line);
        else log.error(line.message, line.fields);
      } else if (level !== "debug") log.info(`auth: ${message}`);
    },
  };
}
