import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll } from "vitest";
import { createApi } from "../../server/api/app.ts";
import { guardConnections } from "../../server/connections.ts";
import { inputLimits } from "../../server/input-limits.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * The file's test app served over a real socket on 127.0.0.1, with the input limits in front as
 * server/index.ts serves it (react-router-hono-server leaves Node's own Request global, so this does
 * too): made before its tests (the app and its port handed to `use`), closed after them. For what
 * only a socket shows: how a body is framed, a connection closed on a body too large.
 */
export function useSocketApp(use: (made: { app: TestApp; port: number }) => unknown) {
  let app: TestApp | undefined;
  let server: ServerType | undefined;
  beforeAll(async () => {
    const made = await createTestApp();
    app = made;
    const stack = new Hono().use(inputLimits()).route("/", createApi(made.services));
    const listening = await new Promise<ServerType>((resolve) => {
      const started = serve(
        { fetch: stack.fetch, port: 0, hostname: "127.0.0.1", overrideGlobalObjects: false },
        () => resolve(started),
      );
    });
    // As server/index.ts listens: Expect: 100-continue and too large a head answered cleanly.
    guardConnections(listening as Server);
    server = listening;
    await use({ app: made, port: (listening.address() as AddressInfo).port });
  });
  afterAll(async () => {
    const open = server;
    if (open) await new Promise((resolve) => open.close(resolve));
    await app?.close();
  });
}
