import { Check, Copy, Gift, Link2, Mail, UserCheck, UserPlus, Users } from "lucide-react";
import { useFormatters, useMoney } from "../components/app-context.tsx";
import { IconHeading } from "../components/icon-heading.tsx";
import { InitialAvatar } from "../components/initial-avatar.tsx";
import { Button } from "../components/ui/button.tsx";
import { Badge } from "../components/ui/misc.tsx";
import { settle } from "../lib/client-action.ts";
import { InviteForm } from "../features/dashboard/invite-form.tsx";
import { Stat } from "../components/stat.tsx";
import { SectionTitle } from "../features/dashboard/layout.tsx";
import { useTranslation } from "../lib/i18n-react.tsx";
import { openSharePopup, shareTargets, shareUrl } from "../lib/share.ts";
import { useCopy } from "../lib/use-copy.ts";
import type { Route } from "./+types/dashboard.referrals";
import { referralsAction } from "./dashboard.actions.server.ts";
import { loadReferrals } from "./dashboard.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadReferrals(request, context);
}

/** An invitation to a friend by e-mail. */
export async function action({ request, context }: Route.ActionArgs) {
  return referralsAction(request, context);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

/** Copies a text; the button shows a tick for 2 seconds. */
function CopyButton({ text, label, done }: { text: string; label: string; done: string }) {
  const { t } = useTranslation("dashboard");
  const { copied, copy } = useCopy();
  return (
    <Button variant="outline" onClick={() => copy(text, { done, failed: t("referrals.copyFailed") })}>
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {label}
    </Button>
  );
}

export default function Referrals({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("dashboard");
  const { t: tc } = useTranslation();
  const money = useMoney();
  const { date } = useFormatters();
  const { referrals: r } = loaderData;
  const shareText = t("referrals.shareText");
  return (
    <div className="space-y-10">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Stat icon={<Gift />} label={t("referrals.totalEarnings")} value={money(r.totalEarningsCents)} />
        <Stat icon={<UserCheck />} label={t("referrals.active")} value={String(r.active)} />
        <Stat icon={<UserPlus />} label={t("referrals.pending")} value={String(r.pending)} />
        <Stat icon={<Users />} label={t("referrals.thisMonth")} value={String(r.thisMonth)} />
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <section className="rounded-2xl border bg-card p-5">
          <h2 className="font-display text-xl font-semibold">{t("referrals.codeTitle")}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("referrals.codeHint")}</p>
          <p className="mt-4 rounded-xl bg-muted px-4 py-3 text-center font-mono text-2xl font-semibold tracking-[0.2em]">
            {r.code}
          </p>
          <p className="mt-3 flex items-center gap-2 text-sm break-all text-muted-foreground">
            <Link2 className="size-4 shrink-0" aria-hidden />
            {r.link}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <CopyButton text={r.code} label={t("referrals.copyCode")} done={t("referrals.codeCopied")} />
            <CopyButton text={r.link} label={t("referrals.copyLink")} done={t("referrals.linkCopied")} />
          </div>
          <h3 className="mt-6 text-sm font-semibold">{t("referrals.share")}</h3>
          <div className="mt-2 flex flex-wrap gap-2">
            {shareTargets.map((target) => (
              <Button
                key={target}
                size="sm"
                variant="subtle"
                onClick={() => openSharePopup(shareUrl(target, r.link, shareText))}
              >
                {tc(`share.targets.${target}`)}
              </Button>
            ))}
          </div>
        </section>
        <section className="rounded-2xl border bg-card p-5">
          <IconHeading icon={Mail}>{t("referrals.inviteTitle")}</IconHeading>
          <div className="mt-4">
            <InviteForm />
          </div>
          {r.invites.length > 0 ? (
            <p className="mt-3 text-sm text-muted-foreground">
              {t("referrals.invitesSent", { count: r.invites.length })}
            </p>
          ) : null}
          <h3 className="mt-6 font-semibold">{t("referrals.howTitle")}</h3>
          <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm text-muted-foreground">
            {(t("referrals.how", { returnObjects: true }) as string[]).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </section>
      </div>

      <section>
        <SectionTitle>{t("referrals.list")}</SectionTitle>
        {r.referrals.length === 0 ? (
          <p className="mt-4 text-muted-foreground">{t("referrals.none")}</p>
        ) : (
          <ul className="mt-4 divide-y rounded-2xl border bg-card">
            {r.referrals.map((friend) => (
              <li key={friend.id} className="flex flex-wrap items-center gap-3 p-4">
                <InitialAvatar name={friend.name} size="md" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{friend.name}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {t("referrals.joined", { date: date(friend.joinDate) })} ·{" "}
                    {t("referrals.bookings", { count: friend.bookings })}
                  </p>
                </div>
                <Badge tone={friend.status === "active" ? "success" : "accent"}>
                  {friend.status === "active" ? t("referrals.statusActive") : t("referrals.statusPending")}
                </Badge>
                <strong className="w-20 text-right">{money(friend.earnedCents)}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
