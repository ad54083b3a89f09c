import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { inviteMemberSchema, teamIdSchema } from "../../core/team.ts";
import { validate } from "../../core/validation.ts";
import { AppError } from "../../server/errors.ts";
import {
  acceptTeamInvitation,
  invitationForVisitor,
  inviteMember,
  removeTeamMember,
  teamOverview,
  withdrawInvitation,
} from "../../server/modules/operator/team.ts";
import { act, parseInput, readInput } from "../lib/action.server.ts";
import {
  actionContext,
  operatorAreaContext,
  ownerAreaContext,
  sessionContext,
} from "../lib/guards.server.ts";
import { pageMessages, translate } from "../lib/page-messages.server.ts";
import { teamIntents } from "./operator.intents.ts";

// The console's team page (the owner invites, withdraws and removes) and the invitation page.

type Context = Readonly<RouterContextProvider>;

export async function loadTeam(request: Request, context: Context) {
  const ctx = operatorAreaContext(context);
  const { messages, meta } = pageMessages(request, "team");
  return { messages, meta, team: await teamOverview(ctx) };
}

/** The team's changes, all the owner's: staff get 403 whatever they send. */
export async function teamAction(request: Request, context: Context) {
  return act(async () => {
    const ctx = ownerAreaContext(context);
    const { intent, ...input } = await readInput(request);
    const which = parseInput(z.enum(teamIntents), intent);
    const { headers } = request;
    if (which === "invite") {
      const invitation = await inviteMember(ctx, parseInput(inviteMemberSchema, input), headers);
      return { intent: which, invitation };
    }
    const { id } = parseInput(z.object({ id: teamIdSchema }), input);
    if (which === "withdraw") {
      return { intent: which, ...(await withdrawInvitation(ctx, { invitationId: id }, headers)) };
    }
    return { intent: which, ...(await removeTeamMember(ctx, { memberId: id }, headers)) };
  });
}

/**
 * The invitation page: what it is for, and whether the visitor can take it (signed out, signed in
 * with the invited e-mail, or with another). Unknown, used, withdrawn and expired alike are a 404
 * that the page words.
 */
export async function loadInvitation(request: Request, context: Context, invitationId: string) {
  const ctx = await sessionContext(request, context);
  const { messages } = pageMessages(request, "team");
  const t = translate(request, "team");
  const user = ctx.actor;
  const id = validate(teamIdSchema, invitationId);
  try {
    if (!id.ok) throw new AppError(404, "invitationNotFound");
    const { invitation, state } = await invitationForVisitor(ctx, { invitationId: id.data });
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
    const ctx = await actionContext(request, context);
    const id = validate(teamIdSchema, invitationId);
    if (!id.ok) throw new AppError(404, "invitationNotFound");
    return await acceptTeamInvitation(ctx, { invitationId: id.data }, request.headers);
  });
}
