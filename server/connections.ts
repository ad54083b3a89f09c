import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { errorText } from "./error-messages.ts";
import { bodyLimitFor } from "./input-limits.ts";

// What Node's HTTP server does before any middleware sees a request, made to answer cleanly
// (issue 25, item 15; decision 023):
// - `Expect: 100-continue` with a declared body over its route's limit gets the 413 at once, never
//   "100 Continue" first (the client would send the body only to be refused);
// - a request line or headers too large for Node's parser (16 KB) get 414 (the address) or 431
//   (the headers), written whole and the connection ended, not reset under the client.

/** How long a refused connection may keep sending what we will not read before it is cut. */
const DRAIN_MS = 2_000;

/** Node's own answers to its parser's other errors (what it writes without a listener). */
const NODE_ANSWERS: Record<string, string> = {
  HPE_CHUNK_EXTENSIONS_OVERFLOW: "413 Payload Too Large",
  ERR_HTTP_REQUEST_TIMEOUT: "408 Request Timeout",
};

/** Answers `Expect: 100-continue`: "100 Continue" only for a body its route would take. */
function onCheckContinue(server: Server) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const declared = Number(request.headers["content-length"]);
    const path = (request.url ?? "/").split("?", 1)[0] ?? "/";
    // Too large: no "100 Continue"; the input limits answer 413 from Content-Length, unread.
    if (!(declared > bodyLimitFor(path, request.headers["content-type"]))) response.writeContinue();
    server.emit("request", request, response);
  };
}

/** Our error shape as a whole HTTP answer, in English (the headers that would say more are unread). */
function rawAnswer(status: 414 | 431, code: "uriTooLong" | "headersTooLarge") {
  const body = JSON.stringify({ success: false, error: errorText("en", code), code });
  const reason = status === 414 ? "URI Too Long" : "Request Header Fields Too Large";
  return [
    `HTTP/1.1 ${status} ${reason}`,
    "Content-Type: application/json; charset=UTF-8",
    "X-Content-Type-Options: nosniff",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

/**
 * Node's parser gave up on a request. Too large a head is answered 414 when the request line
 * itself never ended (the address is what overflowed), else 431; the rest of what the client
 * sends is read and dropped until it closes, so our answer is not lost to a reset. Every other
 * parser error is answered as Node does by default.
 */
function onClientError(error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) {
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  if (error.code !== "HPE_HEADER_OVERFLOW") {
    socket.write(
      `HTTP/1.1 ${NODE_ANSWERS[error.code ?? ""] ?? "400 Bad Request"}\r\nConnection: close\r\n\r\n`,
    );
    socket.destroy();
    return;
  }
  const packet = error.rawPacket?.toString("latin1") ?? "";
  const firstLine = packet.split("\r\n", 1)[0] ?? "";
  const addressTooLong = /^[A-Z]+ /.test(packet) && !/ HTTP\/\d/.test(firstLine);
  socket.on("error", () => undefined);
  socket.resume();
  socket.end(addressTooLong ? rawAnswer(414, "uriTooLong") : rawAnswer(431, "headersTooLarge"));
  setTimeout(() => socket.destroy(), DRAIN_MS).unref();
}

/** Our rules for what reaches the server before its middleware: on every server we listen with. */
export function guardConnections(server: Server) {
  server.on("checkContinue", onCheckContinue(server));
  server.on("clientError", onClientError);
}
