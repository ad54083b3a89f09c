import { z } from "zod";
import { currencies } from "../../core/money.ts";
import { act, parseInput, readInput } from "../lib/action.server.ts";
import { languages, PREFERENCE_COOKIE_MAX_AGE, themes } from "../../core/preferences.ts";
import type { Route } from "./+types/preferences";
import { savePreferences } from "./preferences.server.ts";

const schema = z.object({
  lang: z.enum(languages).optional(),
  currency: z.enum(currencies).optional(),
  theme: z.enum(themes).optional(),
});

/**
 * Stores language, currency or theme in cookies (and in the profile when signed in). Like every
 * action it reads a form or JSON (anything else is a 415) and answers a bad choice with a 400.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const headers = new Headers();
  return act(async () => {
    const choices = parseInput(schema, await readInput(request));
    for (const [name, value] of Object.entries(choices)) {
      if (value)
        headers.append(
          "set-cookie",
          `${name}=${value}; Path=/; Max-Age=${PREFERENCE_COOKIE_MAX_AGE}; SameSite=Lax`,
        );
    }
    await savePreferences(request, context, choices);
    return {};
  }, headers);
}
