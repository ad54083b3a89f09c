import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import type { Context } from "hono";
import { z } from "zod";
import { emailField, nameField } from "../core/fields.ts";
import { controlCharacterPath } from "../core/text.ts";
import { validate } from "../core/validation.ts";
import { authRefusal } from "./auth-passwords.ts";
import { badRequest, notFound } from "./errors.ts";

// Better Auth's own routes under /api/auth take input our schemas never see (issue 14, decision
// 014). Two rules keep its writes to ours:
// - over HTTP, only the routes we use are open (the rest, `update-user`, `change-email`,
//   `delete-user`, the session lists and every organisation and admin route, answer 404: our pages
//   and /api call them in-process after our own schemas), and no body string holds a control
//   character;
// - in-process or not, a name, an e-mail or a picture Better Auth stores passes our fields.

/** `METHOD /path` (after /api/auth) of what the pages, Google and API clients call over HTTP. */
const OPEN_ROUTES: readonly RegExp[] = [
  /^GET \/(?:get-session|ok|error)$/,
  /^POST \/(?:sign-in\/email|sign-in\/social|sign-up\/email|sign-out)$/,
  // Google's redirect back (a GET; a provider using form_post would POST).
  /^(?:GET|POST) \/callback\/[^/]+$/,
  // The reset link in the mail, and the reset itself (the pages call it in-process too).
  /^GET \/reset-password\/[^/]+$/,
  /^POST \/(?:request-password-reset|reset-password)$/,
];

export const isOpenAuthRoute = (method: string, path: string) =>
  OPEN_ROUTES.some((route) => route.test(`${method.toUpperCase()} ${path}`));

/**
 * For /api/auth/* before Better Auth sees it: a route we do not use is not found, and a body whose
 * strings hold control characters is refused (400) in our error shape.
 */
export async function checkAuthRequest(c: Context, basePath = "/api/auth"): Promise<void> {
  const path = c.req.path.slice(basePath.length) || "/";
  if (!isOpenAuthRoute(c.req.method, path)) throw notFound("pageNotFound");
  if (c.req.method !== "POST" || !c.req.raw.body) return;
  const body: unknown = await c.req.raw
    .clone()
    .json()
    .catch(() => null);
  const unreadable = controlCharacterPath(body);
  if (unreadable !== null) throw badRequest("controlCharacters", { field: unreadable || undefined });
}

/** What Better Auth stores of a person, held to our fields (the profile's own rules). */
const personFields = z.object({
  name: nameField.optional(),
  email: emailField.optional(),
  // We show no pictures of people; a link, if one is given, is a short http(s) address.
  image: z
    .url({ protocol: /^https?$/ })
    .max(2048, "tooLong")
    .nullish(),
});

/** Better Auth's endpoints that write a name, an e-mail or a picture from the caller's input. */
const WRITES_PERSON = new Set(["/sign-up/email", "/update-user", "/change-email", "/admin/create-user"]);

/**
 * A Better Auth plugin whose before-hook applies our rules to every call, over HTTP or in-process:
 * no control characters in any string of the body, and a person's name, e-mail and picture as our
 * schemas take them. The failure is Better Auth's 400 with our code and words.
 */
export function inputRules(): BetterAuthPlugin {
  return {
    id: "input-rules",
    hooks: {
      before: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const body: unknown = ctx.body;
            const unreadable = controlCharacterPath(body);
            if (unreadable !== null) {
              throw authRefusal(ctx.headers, badRequest("controlCharacters", { field: unreadable || undefined }));
            }
            if (!ctx.path || !WRITES_PERSON.has(ctx.path) || typeof body !== "object" || body === null)
              return;
            const { name, email, image } = body as Record<string, unknown>;
            const checked = validate(personFields, { name, email, image });
            if (!checked.ok) {
              const [problem] = checked.problems;
              throw authRefusal(
                ctx.headers,
                badRequest(problem!.code, { field: problem!.field, params: problem!.params }),
              );
            }
          }),
        },
      ],
    },
  };
}
