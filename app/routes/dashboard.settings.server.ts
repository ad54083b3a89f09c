import type { RouterContextProvider } from "react-router";
import { formInput } from "../../core/form-input.ts";
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  settingsForm,
} from "../../core/schemas.ts";
import { headersWithClientIp } from "../../server/client-ip.ts";
import { clientIpContext } from "../../server/context.ts";
import { enforceLimit, limits } from "../../server/modules/limits/limits.ts";
import { changeEmail, changePassword, deleteAccount } from "../../server/modules/profile/account.ts";
import { act, parseInput } from "../lib/action.server.ts";
import { intentInput } from "../lib/action.server.ts";
import { saveProfile } from "./dashboard.actions.server.ts";
import { traveller } from "./dashboard.server.ts";

type Context = Readonly<RouterContextProvider>;

/**
 * A stolen session must not become a way to guess the password: checks are counted per user, in
 * the same counter as the API's (same name, same numbers as server/api/profile-routes.ts).
 */

/**
 * The settings page: its switches, a new password, a new e-mail address, or the account's end.
 * Better Auth's new session (after a password change) and the cleared cookies (after deletion)
 * travel as Set-Cookie on the action's answer.
 */
export async function settingsAction(request: Request, context: Context) {
  const cookies = new Headers();
  return act(async () => {
    const { user, db, auth, now } = traveller(context);
    const { intent, input } = await intentInput(request, [
      "settings",
      "password",
      "email",
      "delete",
    ] as const);
    if (intent === "settings") {
      await saveProfile(formInput(input, settingsForm), context);
      return { intent };
    }
    // A stolen session must not become a way to guess the password: the API's counter, per user.
    const checkPassword = () => enforceLimit(db, limits.passwordCheck, user.id, now().getTime());
    if (intent === "password") {
      const passwords = parseInput(changePasswordSchema, input);
      await checkPassword();
      const headers = headersWithClientIp(request.headers, context.get(clientIpContext));
      const changed = await changePassword(auth, headers, passwords);
      // Every session ended, this one included; the new session replaces it in the cookie.
      for (const cookie of changed.setCookies) cookies.append("set-cookie", cookie);
      return { intent };
    }
    if (intent === "email") {
      const change = parseInput(changeEmailSchema, input);
      await checkPassword();
      await changeEmail(db, auth, user.id, change);
      return { intent };
    }
    const { password } = parseInput(deleteAccountSchema, input);
    await checkPassword();
    const deleted = await deleteAccount(db, auth, user.id, password);
    for (const cookie of deleted.setCookies) cookies.append("set-cookie", cookie);
    return { intent, deleted: true };
  }, cookies);
}
