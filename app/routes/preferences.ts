import { data } from "react-router";
import { z } from "zod";
import { currencies } from "../../core/money.ts";
import { languages, PREFERENCE_COOKIE_MAX_AGE, themes } from "../../core/preferences.ts";
import type { Route } from "./+types/preferences";
import { savePreferences } from "./preferences.server.ts";

const schema = z.object({
  lang: z.enum(languages).optional(),
  currency: z.enum(currencies).optional(),
  theme: z.enum(themes).optional(),
});

/** Stores language, currency or theme in cookies (and in the profile when signed in). */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = schema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ ok: false }, { status: 400 });
  const headers = new Headers();
  for (const [name, value] of Object.entries(parsed.data)) {
    if (value)
      headers.append(
        "set-cookie",
        `${name}=${value}; Path=/; Max-Age=${PREFERENCE_COOKIE_MAX_AGE}; SameSite=Lax`,
      );
  }
  await savePreferences(request, context, parsed.data);
  return data({ ok: true }, { headers });
}
