// The production server for one fuzz run (scripts/fuzz.mjs), on a free port of its own.
import { spawn } from "node:child_process";
import { createServer } from "node:net";

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The production server on its own port, its output kept for a failure's report. */
export async function startServer(env) {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const output = [];
  const child = spawn(process.execPath, ["build/server/index.js"], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      BASE_URL: baseUrl,
      LOG_REQUESTS: "false",
      // Throwaway data: a generated auth secret is enough (production requires the opt-in).
      ALLOW_GENERATED_AUTH_SECRET: "true",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk) => {
    output.push(...chunk.toString().split("\n").filter(Boolean));
    if (output.length > 400) output.splice(0, output.length - 400);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited during start-up:\n${output.join("\n")}`);
    if (i > 300) throw new Error(`the server did not become healthy:\n${output.join("\n")}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once("exit", resolve)));
    }
  };
  return { port, baseUrl, output, stop };
}

/**
 * The session a sign-in or sign-up answered with: its cookie (a browser's sign-in), its API token
 * (the API's sign-up; a browser's answers carry none, decision 032) and user id.
 */
export function sessionOf(result) {
  const cookies = [].concat(result.headers["set-cookie"] ?? []);
  const token = cookies.map((c) => /^better-auth\.session_token=([^;]+)/.exec(c)?.[1]).find(Boolean);
  const body = JSON.parse(result.body);
  const user = body.user ?? body.data?.user;
  return {
    cookie: `better-auth.session_token=${token}`,
    token: body.data?.token,
    userId: user.id,
  };
}

/** Works through the items `width` at a time. */
export async function inParallel(items, width, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}
