import { Check, Copy, Link2, Mail, Trash2, UserPlus } from "lucide-react";
import { useState } from "react";
import { inviteMemberSchema, type TeamInvitation, type TeamMember } from "../../../core/team.ts";
import { ActionForm, FormStatus } from "../../components/action-form.tsx";
import { useFormatters } from "../../components/app-context.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { toast } from "../../components/toast.tsx";
import { Button } from "../../components/ui/button.tsx";
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogRoot,
  DialogTitle,
} from "../../components/ui/dialog.tsx";
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
      <h3 className="flex items-center gap-2 font-display text-xl font-semibold">
        <UserPlus className="size-5 text-accent" aria-hidden />
        {t("invite.title")}
      </h3>
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

/** A question before a change that cannot be undone (withdraw an invitation, remove a member). */
function ConfirmButton({
  label,
  title,
  text,
  confirm,
  intent,
  id,
  done,
}: {
  label: string;
  title: string;
  text: string;
  confirm: string;
  intent: "withdraw" | "remove";
  id: string;
  done: string;
}) {
  const { t } = useTranslation("team");
  const { t: tc } = useTranslation();
  const [open, setOpen] = useState(false);
  const form = useActionForm({
    fields: [],
    onSuccess: () => {
      setOpen(false);
      toast.success(done);
    },
  });
  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <Button
        size="sm"
        variant="ghost"
        className="text-danger hover:bg-danger/10"
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden />
        {label}
      </Button>
      <DialogContent closeLabel={tc("actions.close")}>
        <DialogTitle className="pr-8 font-display text-xl font-semibold">{title}</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-muted-foreground">{text}</DialogDescription>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{t("keep")}</Button>
          </DialogClose>
          <Button
            className="bg-danger text-white hover:bg-danger/90"
            disabled={form.busy}
            onClick={() => form.submit(intent, { id })}
          >
            {confirm}
          </Button>
        </div>
      </DialogContent>
    </DialogRoot>
  );
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
              <Badge tone={m.role === "owner" ? "accent" : "muted"}>{t(`roles.${m.role}`)}</Badge>
              {m.you ? <Badge>{t("members.you")}</Badge> : null}
            </p>
            <p className="truncate text-sm text-muted-foreground">{m.email}</p>
          </div>
          <p className="text-sm text-muted-foreground">{t("members.joined", { date: date(m.joinedAt) })}</p>
          {canManage && m.role !== "owner" ? (
            <ConfirmButton
              label={t("members.remove")}
              title={t("members.removeTitle", { name: m.name })}
              text={t("members.removeText")}
              confirm={t("members.removeConfirm")}
              intent="remove"
              id={m.id}
              done={t("members.removed", { name: m.name })}
            />
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
                <Badge tone={i.role === "owner" ? "accent" : "muted"}>{t(`roles.${i.role}`)}</Badge>
              </p>
              <p className="text-sm text-muted-foreground">
                {t("invitations.expires", { date: date(i.expiresAt) })}
              </p>
            </div>
            <ConfirmButton
              label={t("invitations.withdraw")}
              title={t("invitations.withdrawTitle", { email: i.email })}
              text={t("invitations.withdrawText")}
              confirm={t("invitations.withdrawConfirm")}
              intent="withdraw"
              id={i.id}
              done={t("invitations.withdrawn", { email: i.email })}
            />
          </div>
          <CopyLink link={i.link} />
        </li>
      ))}
    </ul>
  );
}
