import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headersWithClientIp } from "../../server/client-ip.ts";
import { AppError } from "../../server/errors.ts";
import { limits } from "../../server/modules/limits/limits.ts";
import { signInWithPassword, signUpWithPassword } from "../../server/modules/profile/sign-in.ts";
import { createTestApp, useCaseContext, type TestApp } from "../support/test-app.ts";

// What the sign-in dialog's action (app/routes/resources/auth.ts) calls: Better Auth in-process,
// which its own rate limiter does not see, so the function counts attempts itself.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ now: new Date("2026-06-01T10:00:01Z") });
});
afterAll(() => app.close());

const from = (client: string, now = app.clock.now) => ({
  headers: headersWithClientIp(new Headers({ origin: "http://localhost:3000" }), client),
  visitor: { ...useCaseContext(app, null, client), now },
});
/** The page's sign-in as its action calls it: a visitor from `client`, with their headers. */
const signIn = (input: { email: string; password: string }, client: string, now?: Date) => {
  const { visitor, headers } = from(client, now);
  return signInWithPassword(visitor, input, headers);
};
const failure = (promise: Promise<unknown>) => promise.then(() => null).catch((error: unknown) => error);

describe("sign-up and sign-in for the pages", () => {
  it("signs up with the session cookie, and refuses the same address twice", async () => {
    const input = { name: "Mila", email: "mila.pages@example.com", password: "Kamchatka-2026" };
    const created = await signUpWithPassword(app.services.auth, input, from("198.51.100.40").headers);
    expect(created.user).toMatchObject({ email: input.email, name: "Mila" });
    expect(created.setCookies.join("\n")).toContain("session_token");
    expect(
      await failure(signUpWithPassword(app.services.auth, input, from("198.51.100.40").headers)),
    ).toMatchObject({ status: 409, code: "accountExists" });
  });

  it("answers an unknown address and a wrong password alike, and signs in with the right one", async () => {
    const user = await app.signUp("Rita");
    const unknown = await failure(signIn({ email: "nobody@example.com", password: "x" }, "198.51.100.41"));
    const wrong = await failure(signIn({ email: user.email, password: "wrong" }, "198.51.100.42"));
    expect(unknown).toBeInstanceOf(AppError);
    expect(unknown).toMatchObject({ status: 401, code: "signInFailed" });
    expect(wrong).toMatchObject({ status: 401, code: "signInFailed" });
    const signedIn = await signIn({ email: user.email, password: "secret-password" }, "198.51.100.43");
    expect(signedIn.user.id).toBe(user.id);
    expect(signedIn.setCookies.join("\n")).toContain("session_token");
  });

  it("counts attempts per client address: past the limit, tooManyRequests until the window ends", async () => {
    const user = await app.signUp("Oleg");
    const attempt = (client: string, password = "wrong", now = app.clock.now) =>
      failure(signIn({ email: user.email, password }, client, now));
    for (let i = 0; i < limits.signIn.max; i++) {
      expect(await attempt("198.51.100.50")).toMatchObject({ code: "signInFailed" });
    }
    expect(await attempt("198.51.100.50")).toMatchObject({ status: 429, code: "tooManyRequests" });
    // Even the right password waits: the limit is counted before the password is checked.
    expect(await attempt("198.51.100.50", "secret-password")).toMatchObject({ code: "tooManyRequests" });
    // Another address is not held back, and the next window starts afresh.
    expect(await attempt("198.51.100.51")).toMatchObject({ code: "signInFailed" });
    const later = new Date(app.clock.now.getTime() + limits.signIn.windowMs);
    expect(await attempt("198.51.100.50", "secret-password", later)).toBeNull();
  });
});
