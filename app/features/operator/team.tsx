import { Check, Copy, Link2, Mail, Trash2, UserPlus } from "lucide-react";
import { useState } from "react";
import { inviteMemberSchema, type TeamInvitation, type TeamMember } from "../../../core/team.ts";
import { ActionForm, FormStatus } from "../../components/action-form.tsx";
import { useFormatters } from "../../components/app-context.tsx";
import { AskDialog, dangerButtonClass, DialogAnswers } from "../../components/ask-dialog.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { IconHeading } from "../../components/icon-heading.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { Badge } from "../../components/ui/misc.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useActionForm } from "../../lib/use-action-form.ts";
import { useCopy } from "../../lib/use-copy.ts";

/** The invitation link with a button that copies it. */
export function CopyLink({ link }: { link: string }) {
  const { t } = useTranslation("team");
  const { copied, copy } = useCopy();
  return (
    <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center">
      <p className="flex w-full min-w-0 flex-1 items-center gap-2 rounded-xl bg-muted px-3 py-2 font-mono text-xs break-all">
        <Link2 className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        {link}
      </p>
      <Button
        size="sm"
        variant="outline"
        onClick={() => copy(link, { done: t("invitations.copied"), failed: t("invitations.copyFailed") })}
      >
        {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
        {t("invitations.copy")}
      </Button>
    </div>
  );
}

/** The owner invites someone by e-mail; the new link shows at once to copy. */
export function InviteForm() {
  const { t } = useTranslation("team");
  const [created, setCreated] = useState<TeamInvitation | null>(null);
  const form = useActionForm({
    fields: ["email"],
    place: { alreadyMember: "email" },
    intent: "invite",
    schema: inviteMemberSchema,
    reset: true,
    success: (answer) => t("invite.created", { email: (answer.invitation as TeamInvitation).email }),
    onSuccess: (answer) => setCreated(answer.invitation as TeamInvitation),
  });
  // The new link: kept once the scripts run, or in the page a post without them came back with.
  const shown =
    created ??
    (form.answer?.ok && form.answer.invitation ? (form.answer.invitation as TeamInvitation) : null);
  return (
    <section className="rounded-2xl border bg-card p-5">
      <IconHeading as="h3" icon={UserPlus}>
        {t("invite.title")}
      </IconHeading>
      <p className="mt-1 text-sm text-muted-foreground">{t("invite.hint")}</p>
      <ActionForm form={form} status={false} className="mt-4 flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 basis-60">
          <TextField
            {...form.field("email", "invite-email")}
            label={t("invite.emailLabel")}
            type="email"
            autoComplete="off"
            placeholder={t("invite.emailPlaceholder")}
            defaultValue={form.value("email")}
            error={form.error("email")}
          />
        </div>
        <Button type="submit" className="sm:mt-7" disabled={form.busy}>
          <Mail aria-hidden />
          {form.busy ? t("invite.sending") : t("invite.submit")}
        </Button>
      </ActionForm>
      {form.status?.tone === "error" ? <FormStatus status={form.status} className="mt-3" /> : null}
      {shown ? (
        <div
          className="mt-5 space-y-2 rounded-xl border border-accent/40 bg-accent-soft/40 p-4"
          role="status"
        >
          <p className="text-sm font-medium">{t("invite.linkHint", { email: shown.email })}</p>
          <CopyLink link={shown.link} />
        </div>
      ) : null}
    </section>
  );
}

/** Where each confirmation's words are in the team namespace, and what it says once done. */
const confirmations = {
  remove: { words: "members", done: "members.removed" },
  withdraw: { words: "invitations", done: "invitations.withdrawn" },
} as const;

/**
 * A question before a change that cannot be undone (withdraw an invitation, remove a member): the
 * words are `<group>.<intent>`, `…Title`, `…Text` and `…Confirm`, with `names` (who or which address).
 */
function ConfirmButton({
  intent,
  id,
  names,
}: {
  intent: keyof typeof confirmations;
  id: string;
  names: Record<string, string>;
}) {
  const { t } = useTranslation("team");
  const [open, setOpen] = useState(false);
  const { words, done } = confirmations[intent];
  const key = `${words}.${intent}`;
  const form = useActionForm({
    fields: [],
    intent,
    match: { id },
    success: () => t(done, names),
    onSuccess: () => setOpen(false),
  });
  return (
    <AskDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          size="sm"
          variant="ghost"
          className="text-danger hover:bg-danger/10"
          onClick={() => setOpen(true)}
        >
          <Trash2 aria-hidden />
          {t(key)}
        </Button>
      }
      title={t(`${key}Title`, names)}
      description={t(`${key}Text`)}
    >
      <ActionForm form={form}>
        <input type="hidden" name="id" value={id} />
        <DialogAnswers keep={t("keep")} keepType="button" className="mt-6">
          <Button type="submit" className={dangerButtonClass} disabled={form.busy}>
            {t(`${key}Confirm`)}
          </Button>
        </DialogAnswers>
      </ActionForm>
    </AskDialog>
  );
}

/** A member's or an invitation's role; the owner's stands out. */
function RoleBadge({ role }: { role: TeamMember["role"] }) {
  const { t } = useTranslation("team");
  return <Badge tone={role === "owner" ? "accent" : "muted"}>{t(`roles.${role}`)}</Badge>;
}

export function MemberList({ members, canManage }: { members: TeamMember[]; canManage: boolean }) {
  const { t } = useTranslation("team");
  const { date } = useFormatters();
  return (
    <ul className="divide-y overflow-hidden rounded-2xl border bg-card">
      {members.map((m) => (
        <li key={m.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-4 sm:px-5">
          <div className="min-w-0 flex-1 basis-56">
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              <span className="break-words">{m.name}</span>
              <RoleBadge role={m.role} />
              {m.you ? <Badge>{t("members.you")}</Badge> : null}
            </p>
            <p className="truncate text-sm text-muted-foreground">
              <a href={`mailto:${m.email}`} className="underline-offset-4 hover:underline">
                {m.email}
              </a>
            </p>
          </div>
          <p className="text-sm text-muted-foreground">{t("members.joined", { date: date(m.joinedAt) })}</p>
          {canManage && m.role !== "owner" ? (
            <ConfirmButton intent="remove" id={m.id} names={{ name: m.name }} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function InvitationList({ invitations }: { invitations: TeamInvitation[] }) {
  const { t } = useTranslation("team");
  const { date } = useFormatters();
  if (invitations.length === 0) {
    return <EmptyState size="section" text={t("invitations.empty")} />;
  }
  return (
    <ul className="divide-y overflow-hidden rounded-2xl border bg-card">
      {invitations.map((i) => (
        <li key={i.id} className="space-y-3 px-4 py-4 sm:px-5">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <div className="min-w-0 flex-1 basis-56">
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                <span className="break-all">{i.email}</span>
                <RoleBadge role={i.role} />
              </p>
              <p className="text-sm text-muted-foreground">
                {t("invitations.expires", { date: date(i.expiresAt) })}
              </p>
            </div>
            <ConfirmButton intent="withdraw" id={i.id} names={{ email: i.email }} />
          </div>
          <CopyLink link={i.link} />
        </li>
      ))}
    </ul>
  );
}
