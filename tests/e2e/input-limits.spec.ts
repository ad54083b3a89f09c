import { request as httpRequest } from "node:http";
import { expect, test, type APIRequestContext } from "./fixtures.ts";
import { e2eBase, e2ePort } from "../support/e2e-base.ts";

// Issue 14, items 1 and 3, on the production build: the pages and their actions refuse what the
// API refuses (a body too large, control characters, a content type that is not a form, another
// site's request), with a 4xx and never a 500.

const BASE = e2eBase;
const PASSWORD = "Volcano-trail-2026";

/** A browser's sign-up (Better Auth's, which sets the session cookie; the API's answers a token). */
async function signUpThroughApi(request: APIRequestContext) {
  const email = `limits-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await request.post("/api/auth/sign-up/email", {
    data: { name: "Limits Tester", email, password: PASSWORD },
    headers: { origin: BASE },
  });
  expect(res.status(), await res.text()).toBe(200);
  return email;
}

/**
 * Posts a body of `size` bytes: with a Content-Length, only the headers go out (the server must
 * answer without waiting for the body); chunked, 64 KB at a time until the answer comes. Either
 * way the client stops sending once answered. A server that refuses a chunked body mid-stream may
 * also reset the connection before its answer is read: that counts as refused when it came before
 * the whole body was sent (`sent`).
 */
function sendLarge(path: string, size: number, chunked: boolean) {
  return new Promise<{ status: number; ms: number; sent: number }>((resolve, reject) => {
    const started = performance.now();
    let answered = false;
    let sent = 0;
    const req = httpRequest(
      {
        host: "localhost",
        port: e2ePort,
        path,
        method: "POST",
        agent: false,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: BASE,
          ...(chunked ? {} : { "content-length": String(size) }),
        },
      },
      (res) => {
        answered = true;
        const status = res.statusCode ?? 0;
        const ms = performance.now() - started;
        res.resume();
        res.on("end", () => {
          req.destroy();
          resolve({ status, ms, sent });
        });
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (answered) return;
      if (chunked && (error.code === "EPIPE" || error.code === "ECONNRESET")) {
        resolve({ status: 0, ms: performance.now() - started, sent });
      } else reject(error);
    });
    if (!chunked) {
      req.flushHeaders();
      return;
    }
    const chunk = Buffer.alloc(64 * 1024, "a");
    const pump = () => {
      if (answered || req.destroyed) return;
      if (sent >= size) return void req.end();
      sent += chunk.length;
      req.write(chunk, () => setImmediate(pump));
    };
    pump();
  });
}

test("a page action refuses a 10 MB body with 413 before reading it, declared or chunked", async () => {
  for (const chunked of [false, true]) {
    const answer = await sendLarge("/contact", 10 * 1024 * 1024, chunked);
    console.log(
      `page action, 10 MB ${chunked ? "chunked" : "with Content-Length"}: ${answer.status} in ${answer.ms.toFixed(1)} ms`,
    );
    // Answered 413, or (chunked) cut off long before the 10 MB were through.
    if (answer.status !== 413) expect(chunked && answer.sent < 10 * 1024 * 1024).toBe(true);
    expect(answer.ms).toBeLessThan(1000);
  }
});

test("page actions refuse control characters and bodies that are not forms, never with a 500", async ({
  request,
}) => {
  const contact = await request.post("/contact", {
    form: { name: "Mila", email: "mila@example.com", subject: "Hello", message: "Hi\u0000there" },
    headers: { origin: BASE },
  });
  expect(contact.status()).toBe(400);
  const text = await request.post("/contact", {
    data: "name=Mila",
    headers: { origin: BASE, "content-type": "text/plain" },
  });
  expect(text.status()).toBe(415);
  for (const path of [
    "/service/%00",
    "/services?q=%00",
    "/operator/invitations/%00",
    "/reset-password?token=%1f",
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(400);
  }
});

test("/preferences takes a form or JSON, refuses anything else, and only from our pages", async ({
  request,
}) => {
  const json = await request.post("/preferences", { data: { theme: "dark" }, headers: { origin: BASE } });
  expect(json.status()).toBe(200);
  expect(json.headers()["set-cookie"]).toContain("theme=dark");
  const form = await request.post("/preferences", { form: { lang: "de" }, headers: { origin: BASE } });
  expect(form.status()).toBe(200);
  const wrong = await request.post("/preferences", { data: { theme: "plaid" }, headers: { origin: BASE } });
  expect(wrong.status()).toBe(400);
  const text = await request.post("/preferences", {
    data: "theme=dark",
    headers: { origin: BASE, "content-type": "text/plain" },
  });
  expect(text.status()).toBe(415);
  const foreign = await request.post("/preferences", {
    form: { theme: "dark" },
    headers: { origin: "https://evil.example" },
  });
  expect(foreign.status()).toBe(403);
});

test("sign-out is a POST from our own pages: a GET, another site or a missing Origin leave the session", async ({
  page,
}) => {
  await signUpThroughApi(page.request);
  const signedIn = async () =>
    (await (await page.request.get("/api/auth/get-session")).json()) as { user?: { name: string } } | null;
  expect((await signedIn())?.user?.name).toBe("Limits Tester");

  await page.goto("/sign-out");
  await expect(page).toHaveURL(`${BASE}/`);
  expect(await signedIn()).not.toBeNull();

  const foreign = await page.request.post("/sign-out", { headers: { origin: "https://evil.example" } });
  expect(foreign.status()).toBe(403);
  // Playwright's request sends the context's cookies and no Origin: not one of our pages.
  const noOrigin = await page.request.post("/sign-out");
  expect(noOrigin.status()).toBe(403);
  const sibling = await page.request.post("/sign-out", {
    headers: { origin: BASE, "sec-fetch-site": "same-site" },
  });
  expect(sibling.status()).toBe(403);
  expect(await signedIn()).not.toBeNull();

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Sign in" }).first()).toBeVisible();
  expect(await signedIn()).toBeNull();
});
