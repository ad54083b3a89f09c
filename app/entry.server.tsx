// React Router's default Node entry (@react-router/dev's entry.server.node.tsx), plus the CSP nonce:
// the server's security headers (server/security-headers.ts) make one per request and put it in the
// load context; it goes to React Router's inline scripts (hydration, streamed data), React's own
// and our theme script in root.tsx. Between React and the response, lib/document-stream.server.ts
// marks the head's script preloads low priority and sends React's writes in batches.
import { PassThrough, pipeline } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "./lib/nonce.ts";
import { requestNonce } from "./lib/nonce.server.ts";
import { logStreamError } from "./lib/handle-error.server.ts";
import { documentStream } from "./lib/document-stream.server.ts";

export const streamTimeout = 5_000;

// A loader's, action's or render's failure: a 503 when the database is away, else one log line.
export { handleError } from "./lib/handle-error.server.ts";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = requestNonce(loadContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Bots and SPA mode wait for all content to load before the answer starts.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort the rendering stream after `streamTimeout`, leaving it time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce ?? ""}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          // A client gone mid-stream closes both, and React stops rendering.
          const html = documentStream();
          pipeline(html, body, () => {});
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html");
          pipe(html);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors while rendering the shell reject and are logged by React Router; these are later.
          if (shellRendered) logStreamError(request, error);
        },
      },
    );
  });
}
