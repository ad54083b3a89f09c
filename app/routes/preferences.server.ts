import type { RouterContextProvider } from "react-router";
import type { Preferences } from "../../core/preferences.ts";
import { updatePreferences } from "../../server/modules/profile/profile.ts";
import { appServices, currentUser } from "../lib/session.server.ts";

export async function savePreferences(
  request: Request,
  context: Readonly<RouterContextProvider>,
  preferences: Partial<Preferences>,
) {
  const user = await currentUser(request, context);
  if (user) await updatePreferences(appServices(context).db, user.id, preferences);
}
