import type { RouterContextProvider } from "react-router";
import { formInput } from "../../core/form-input.ts";
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  settingsForm,
} from "../../core/schemas.ts";
import { headersWithClientIp } from "../../server/client-ip.ts";
import { changeEmail, changePassword, deleteAccount } from "../../server/modules/profile/account.ts";
import { act, parseInput } from "../lib/action.server.ts";
import { intentInput } from "../lib/action.server.ts";
import { areaContext } from "../lib/guards.server.ts";
import { saveProfile } from "./dashboard.actions.server.ts";
import { settingsIntents } from "./dashboard.intents.ts";

type Context = Readonly<RouterContextProvider>;

/**
 * The settings page: its switches, a new password, a new e-mail address, or the account's end.
 * Better Auth's new session (after a password change) and the cleared cookies (after deletion)
 * travel as Set-Cookie on the action's answer.
 */
export async function settingsAction(request: Request, context: Context) {
  const cookies = new Headers();
  return act(async () => {
    const ctx = areaContext(context);
    const { intent, input } = await intentInput(request, settingsIntents);
    if (intent === "settings") {
      await saveProfile(formInput(input, settingsForm), context);
      return { intent };
    }
    if (intent === "password") {
      const passwords = parseInput(changePasswordSchema, input);
      const headers = headersWithClientIp(request.headers, ctx.clientIp);
      const changed = await changePassword(ctx, passwords, headers);
      // Every session ended, this one included; the new session replaces it in the cookie.
      for (const cookie of changed.setCookies) cookies.append("set-cookie", cookie);
      return { intent };
    }
    if (intent === "email") {
      await changeEmail(ctx, parseInput(changeEmailSchema, input));
      return { intent };
    }
    const deleted = await deleteAccount(ctx, parseInput(deleteAccountSchema, input));
    for (const cookie of deleted.setCookies) cookies.append("set-cookie", cookie);
    return { intent, deleted: true };
  }, cookies);
}
