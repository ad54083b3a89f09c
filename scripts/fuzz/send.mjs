// Sends one fuzz request exactly as generated (node:http, so a raw path such as `..` or `%zz` reaches
// the server unnormalised) and checks the answer: no 5xx, no stack trace, no SQL or database text,
// no reset and no hang.
import http from "node:http";

export const TIMEOUT_MS = 10_000;

/** Header values as Node sends them: no CR, LF or NUL, nothing past Latin-1. */
export const headerSafe = (value) => String(value).replace(/[^\t\x20-\x7e\x80-\xff]/g, "?");

/**
 * One request on a keep-alive agent. Resolves to `{ status, headers, body }` or `{ error }`
 * (a reset, a refused connection, or no answer within TIMEOUT_MS). A reset of a reused idle
 * connection is the keep-alive race Node documents (the server closed it as we sent), not an
 * answer: the request goes again on a new connection.
 */
export async function send(agent, port, request) {
  const result = await sendOnce(agent, port, request);
  return result.retry ? sendOnce(false, port, request) : result;
}

function sendOnce(agent, port, request) {
  return new Promise((resolve) => {
    const headers = Object.fromEntries(
      Object.entries(request.headers ?? {}).map(([key, value]) => [key, headerSafe(value)]),
    );
    const body = request.body ?? null;
    // Said outright: Node's client frames a body by itself only for POST, PUT and PATCH.
    if (body !== null) {
      if (request.chunked) headers["transfer-encoding"] = "chunked";
      else headers["content-length"] = String(body.length);
    }
    let settled = false;
    const done = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    let req;
    try {
      req = http.request({
        agent,
        host: "127.0.0.1",
        port,
        method: request.method,
        path: request.path,
        headers,
      });
    } catch (error) {
      // Node refuses to send it (an invalid path or header): not the server's fault, nothing sent.
      resolve({ skipped: String(error?.message ?? error) });
      return;
    }
    const timer = setTimeout(() => {
      req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`));
    }, TIMEOUT_MS);
    req.on("response", (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
      );
      res.on("error", (error) => done({ error: `reading the answer: ${error.message}` }));
    });
    req.on("error", (error) =>
      done(req.reusedSocket && error.code === "ECONNRESET" ? { retry: true } : { error: error.message }),
    );
    if (body === null) req.end();
    else if (request.chunked) {
      // Without Content-Length the server has to count what it reads.
      for (let at = 0; at < body.length; at += 16_384) req.write(body.subarray(at, at + 16_384));
      req.end();
    } else req.end(body);
  });
}

/** What no answer may contain: a stack trace, a path on the server, SQL or a database's error text. */
export const LEAKS = [
  { name: "stack trace", pattern: /(?:\n|\\n)\s*at .+\(.*:\d+:\d+\)/ },
  { name: "stack trace", pattern: /\bat (?:async )?[\w.$<>[\]]+ \((?:file:|node:|\/)/ },
  { name: "node_modules path", pattern: /node_modules/ },
  { name: "file URL", pattern: /file:\/\//i },
  { name: "server path", pattern: new RegExp(escapeRegExp(process.cwd())) },
  { name: "SQL", pattern: /\b(?:SELECT|INSERT INTO|DELETE FROM)\b/ },
  { name: "SQL", pattern: /\bUPDATE \S+ SET\b/ },
  // Drizzle writes its queries in lower case with quoted names.
  { name: "SQL", pattern: /\bselect (?:distinct )?(?:"[a-z_]+"(?:\."[a-z_]+")?, |\* from |count\()/i },
  { name: "SQL", pattern: /\b(?:insert into|delete from|update) "[a-z_]+"/i },
  { name: "SQL", pattern: /\bfrom "[a-z_]+"(?:\s|$)/ },
  { name: "SQL", pattern: /Failed query/i },
  { name: "database error", pattern: /syntax error at or near/i },
  { name: "database error", pattern: /violates (?:not-null|foreign key|unique|check|exclusion) constraint/i },
  { name: "database error", pattern: /duplicate key/i },
  { name: "database error", pattern: /relation "[^"]*"/i },
  { name: "database error", pattern: /column "[^"]*" (?:does not exist|of relation)/i },
  { name: "database error", pattern: /invalid (?:byte sequence|input syntax) for/i },
  { name: "database error", pattern: /out of range for type/i },
  { name: "database error", pattern: /\bPGlite\b/i },
  { name: "database error", pattern: /\bdrizzle\b/i },
  { name: "database error", pattern: /PostgresError|DatabaseError|ECONNREFUSED/ },
];

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const safeDecode = (text) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
};

/**
 * Everything the request itself said, lower-cased: a page may show what it was sent (a search
 * shows its words), and that is not a leak.
 */
function requestText(request) {
  const body = request.body ? request.body.toString("utf8") : "";
  const parts = [
    request.path,
    safeDecode(request.path),
    body,
    safeDecode(body),
    ...Object.values(request.headers ?? {}),
  ];
  const text = parts.join("\n");
  // As the answer would carry it: JSON- and HTML-escaped.
  return [text, JSON.stringify(text), text.replace(/'/g, "&#x27;").replace(/"/g, "&quot;")]
    .join("\n")
    .toLowerCase();
}

/**
 * What Node's own HTTP parser refuses before any of our code runs, closing the connection: a
 * request line and headers past its limit (16 KB; 431), or a request target with a raw byte
 * outside printable ASCII (400). While we are still sending a body, that arrives as a reset.
 * Either is the expected refusal.
 */
export function refusedByNode(request) {
  if (/[^\x21-\x7e]/.test(request.path)) return true;
  const head = Object.entries(request.headers ?? {}).reduce(
    (size, [key, value]) => size + key.length + Buffer.byteLength(headerSafe(value), "latin1") + 4,
    request.method.length + request.path.length + 12,
  );
  return head > http.maxHeaderSize;
}

/** The failure of an answer, or null when it is fine. */
export function judge(request, result) {
  if (
    refusedByNode(request) &&
    (result.status === 400 ||
      result.status === 431 ||
      /ECONNRESET|EPIPE|socket hang up/.test(result.error ?? ""))
  ) {
    return null;
  }
  if (result.error) return `no answer: ${result.error}`;
  if (result.status >= 500) return `status ${result.status}`;
  if (!result.body) return null;
  let said = null;
  for (const { name, pattern } of LEAKS) {
    const match = pattern.exec(result.body);
    if (!match) continue;
    said ??= requestText(request);
    if (said.includes(match[0].toLowerCase())) continue;
    const at = match.index;
    return `${name} in the body: …${result.body.slice(Math.max(0, at - 80), at + 120)}…`;
  }
  return null;
}

/** The request as a reader can replay it. */
export function describe(request, port) {
  const shown =
    request.path.length > 400
      ? `${request.path.slice(0, 400)}… (${request.path.length} characters)`
      : request.path;
  const lines = [`${request.method} http://127.0.0.1:${port}${shown}`];
  for (const [key, value] of Object.entries(request.headers ?? {})) {
    const text = headerSafe(value);
    lines.push(`${key}: ${text.length > 200 ? `${text.slice(0, 200)}… (${text.length} characters)` : text}`);
  }
  if (request.chunked) lines.push("(sent chunked, without Content-Length)");
  if (request.body) {
    const text = request.body.toString("utf8");
    lines.push(
      "",
      text.length > 600
        ? `${JSON.stringify(text.slice(0, 600))}… (${request.body.length} bytes)`
        : JSON.stringify(text),
    );
  }
  return lines.join("\n");
}
