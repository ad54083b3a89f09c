// A reference for npm run bench: the least React Router's server rendering does for a page, on the
// same Node and machine. One root route with a loader and a small component, rendered through
// renderToPipeableStream as app/entry.server.tsx does, behind Hono on @hono/node-server, with the
// request handler created once. Our pages are measured against it. No Vite, no JSX: a hand-built
// ServerBuild.
import { PassThrough } from "node:stream";
import { serve } from "@hono/node-server";
import { createReadableStreamFromReadable } from "@react-router/node";
import { Hono } from "hono";
import { createElement as h } from "react";
import { renderToPipeableStream } from "react-dom/server";
import {
  Links,
  Meta,
  RouterContextProvider,
  Scripts,
  ServerRouter,
  createRequestHandler,
  useLoaderData,
} from "react-router";

const port = Number(process.env.PORT ?? 3202);

function handleRequest(request, status, headers, routerContext) {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(h(ServerRouter, { context: routerContext, url: request.url }), {
      onShellReady() {
        const body = new PassThrough();
        headers.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
      },
      onShellError: reject,
    });
  });
}

function loader() {
  return {
    title: "Volcano day trip",
    priceCents: 450000,
    currency: "USD",
    days: ["Monday", "Wednesday", "Friday"],
  };
}

function Page() {
  const data = useLoaderData();
  return h(
    "html",
    { lang: "en" },
    h(
      "head",
      null,
      h("meta", { charSet: "utf-8" }),
      h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      h(Meta),
      h(Links),
    ),
    h(
      "body",
      null,
      h("header", null, h("a", { href: "/" }, "Reference")),
      h(
        "main",
        null,
        h("h1", null, data.title),
        h("p", null, `${(data.priceCents / 100).toFixed(2)} ${data.currency}`),
        h(
          "ul",
          null,
          data.days.map((day) => h("li", { key: day }, day)),
        ),
      ),
      h(Scripts),
    ),
  );
}

const meta = () => [{ title: "Reference" }];

/** The one route, as both the server's routes and the browser's manifest name it. */
const rootRoute = { id: "root", parentId: undefined, path: "", index: undefined, caseSensitive: undefined };

/** What `react-router build` would write for an app of one route (virtual:react-router/server-build). */
const build = {
  entry: { module: { default: handleRequest } },
  routes: {
    root: {
      ...rootRoute,
      module: { default: Page, loader, meta },
    },
  },
  assets: {
    entry: { module: "/assets/entry.client.js", imports: [], css: [] },
    routes: {
      root: {
        ...rootRoute,
        hasAction: false,
        hasLoader: true,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasDefaultExport: true,
        hasErrorBoundary: false,
        module: "/assets/root.js",
        imports: [],
        css: [],
      },
    },
    url: "/assets/manifest.js",
    version: "reference",
  },
  assetsBuildDirectory: "build/client",
  basename: "/",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  publicPath: "/",
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  allowedActionOrigins: false,
};

const handler = createRequestHandler(build, "production");
const app = new Hono();
app.use((c) => handler(c.req.raw, new RouterContextProvider()));

serve({ fetch: app.fetch, port });
