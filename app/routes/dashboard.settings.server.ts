import { redirect, type RouterContextProvider } from "react-router";
import { formInput } from "../../core/form-input.ts";
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  settingsForm,
} from "../../core/schemas.ts";
import { headersWithClientIp } from "../../server/client-ip.ts";
import { changePassword, deleteAccount } from "../../server/modules/profile/account.ts";
import { deletionPreview, requestDeletionCode } from "../../server/modules/profile/deletion.ts";
import { pendingEmail, requestEmailChange } from "../../server/modules/profile/email-change.ts";
import { getProfile } from "../../server/modules/profile/profile.ts";
import { act, intentInput, parseInput } from "../lib/action.server.ts";
import { areaContext } from "../lib/guards.server.ts";
import { requestLanguage } from "../lib/i18n.server.ts";
import { saveProfile } from "./dashboard.actions.server.ts";
import { settingsIntents } from "./dashboard.intents.ts";

type Context = Readonly<RouterContextProvider>;

/**
 * The settings page's data: the profile, the address a confirmation link is out for, and what
 * deleting the account would do (its dialog lists it before anything happens).
 */
export async function loadSettings(request: Request, context: Context) {
  const ctx = areaContext(context);
  const [profile, pending, deletion] = await Promise.all([
    getProfile(ctx),
    pendingEmail(ctx),
    deletionPreview(ctx, { lang: requestLanguage(request) }),
  ]);
  return { userId: ctx.actor.id, profile, pendingEmail: pending, deletion };
}

/**
 * The settings page: its switches, a new password, a new e-mail address, a deletion code, or the
 * account's end. Better Auth's new session (after a password change) and the cleared cookies
 * (after deletion) travel as Set-Cookie on the action's answer.
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
      const { pending } = await requestEmailChange(ctx, parseInput(changeEmailSchema, input));
      return { intent, pending };
    }
    if (intent === "deletionCode") {
      const { sentTo } = await requestDeletionCode(ctx);
      return { intent, sentTo };
    }
    // Posted before the page's scripts ran, the form says where to go next (`then`): the account
    // is gone, so this page cannot be shown again; with scripts the dialog goes there itself.
    const { then, ...confirmation } = input;
    const deleted = await deleteAccount(ctx, parseInput(deleteAccountSchema, confirmation));
    for (const cookie of deleted.setCookies) cookies.append("set-cookie", cookie);
    if (then === "/") throw redirect("/", { headers: cookies });
    return { intent, deleted: true };
  }, cookies);
}
