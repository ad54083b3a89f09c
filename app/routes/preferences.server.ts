import type { RouterContextProvider } from "react-router";
import type { Preferences } from "../../core/preferences.ts";
import { updatePreferences } from "../../server/modules/profile/profile.ts";
import { sessionContext } from "../lib/guards.server.ts";

export async function savePreferences(
  request: Request,
  context: Readonly<RouterContextProvider>,
  preferences: Partial<Preferences>,
) {
  await updatePreferences(await sessionContext(request, context), preferences);
}
