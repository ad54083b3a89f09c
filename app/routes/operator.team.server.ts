import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { inviteMemberSchema, teamIdSchema } from "../../core/team.ts";
import { validate } from "../../core/validation.ts";
import { AppError } from "../../server/errors.ts";
import {
  acceptTeamInvitation,
  invitationPreview,
  inviteMember,
  removeTeamMember,
  teamOverview,
  withdrawInvitation,
} from "../../server/modules/operator/team.ts";
import { requireOwner } from "../../server/access/roles.ts";
import { act, parseInput, readInput } from "../lib/action.server.ts";
import { actionUser } from "../lib/guards.server.ts";
import { pageMessages, translate } from "../lib/page-messages.server.ts";
import { appServices, currentUser } from "../lib/session.server.ts";
import { teamIntents } from "./operator.intents.ts";
import { operator } from "./operator.server.ts";

// The console's team page (the owner invites, withdraws and removes) and the invitation page.

type Context = Readonly<RouterContextProvider>;

export async function loadTeam(request: Request, context: Context) {
  const { scope, db, env, now } = operator(context);
  const { messages, meta } = pageMessages(request, "team");
  return { messages, meta, team: await teamOverview(db, scope, env.baseUrl, now()) };
}

/** The team's changes, all the owner's: staff get 403 whatever they send. */
export async function teamAction(request: Request, context: Context) {
  return act(async () => {
    const { scope, db, auth, env } = operator(context);
    requireOwner(scope);
    const { intent, ...input } = await readInput(request);
    const which = parseInput(z.enum(teamIntents), intent);
    if (which === "invite") {
      const { email } = parseInput(inviteMemberSchema, input);
      return {
        intent: which,
        invitation: await inviteMember(db, auth, scope, email, request.headers, env.baseUrl),
      };
    }
    const { id } = parseInput(z.object({ id: teamIdSchema }), input);
    if (which === "withdraw") {
      return { intent: which, ...(await withdrawInvitation(db, auth, scope, id, request.headers)) };
    }
    return { intent: which, ...(await removeTeamMember(db, auth, scope, id, request.headers)) };
  });
}

/**
 * The invitation page: what it is for, and whether the visitor can take it (signed out, signed in
 * with the invited e-mail, or with another). Unknown, used, withdrawn and expired alike are a 404
 * that the page words.
 */
export async function loadInvitation(request: Request, context: Context, invitationId: string) {
  const { db, now } = appServices(context);
  const { messages } = pageMessages(request, "team");
  const t = translate(request, "team");
  const user = await currentUser(request, context);
  const id = validate(teamIdSchema, invitationId);
  try {
    if (!id.ok) throw new AppError(404, "invitationNotFound");
    const invitation = await invitationPreview(db, id.data, now());
    const state = !user
      ? "signedOut"
      : user.email.toLowerCase() === invitation.email.toLowerCase()
        ? "ready"
        : "otherEmail";
    return {
      messages,
      title: t("invitation.title", { supplier: invitation.supplierName }),
      invitation,
      state,
      user: user ? { email: user.email } : null,
    } as const;
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 404) throw error;
    return data(
      {
        messages,
        title: t("invitation.notFoundTitle"),
        invitation: null,
        state: "notFound",
        user: null,
      } as const,
      { status: 404 },
    );
  }
}

/** Joins the team: the session's user, the invitation's e-mail. */
export async function acceptInvitationAction(request: Request, context: Context, invitationId: string) {
  return act(async () => {
    const user = await actionUser(request, context);
    const { db, auth, now } = appServices(context);
    const id = validate(teamIdSchema, invitationId);
    if (!id.ok) throw new AppError(404, "invitationNotFound");
    return await acceptTeamInvitation(db, auth, user, id.data, request.headers, now());
  });
}
