import { Info } from "lucide-react";
import { consoleTitle } from "../features/operator/page-title.ts";
import { InvitationList, InviteForm, MemberList } from "../features/operator/team.tsx";
import { settle } from "../lib/client-action.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { privatePage } from "../lib/seo.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/operator.team";
import { loadTeam, teamAction } from "./operator.team.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return privatePage(consoleTitle(loaderData?.meta.title, matches));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadTeam(request, context);
}

/** Invite, withdraw an invitation, remove a member: the owner's (the form's intent says which). */
export async function action({ request, context }: Route.ActionArgs) {
  return teamAction(request, context);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

/** Who works in the console; the owner invites staff and removes them. */
export default function OperatorTeam({ loaderData }: Route.ComponentProps) {
  useRouteMessages("team", loaderData.messages);
  const { t } = useTranslation("team");
  const { team } = loaderData;
  return (
    <div className="space-y-8">
      <div>
        <h2 className="font-display text-2xl font-semibold">{t("title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{t("intro")}</p>
      </div>
      {team.canManage ? (
        <InviteForm />
      ) : (
        <p className="flex items-start gap-2 rounded-2xl bg-muted p-4 text-sm">
          <Info className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
          {t("staffNote")}
        </p>
      )}
      <section className="space-y-3">
        <h3 className="font-display text-xl font-semibold">
          {t("members.title", { count: team.members.length })}
        </h3>
        <MemberList members={team.members} canManage={team.canManage} />
      </section>
      {team.canManage ? (
        <section className="space-y-3">
          <h3 className="font-display text-xl font-semibold">{t("invitations.title")}</h3>
          <p className="text-sm text-muted-foreground">{t("invitations.hint")}</p>
          <InvitationList invitations={team.invitations} />
        </section>
      ) : null}
    </div>
  );
}
