import { Check, Copy, ExternalLink, Mail, Send, ShieldOff, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ownerInviteSchema, type AdminSupplier } from "../../../core/admin.ts";
import { ActionForm, FormStatus } from "../../components/action-form.tsx";
import { useFormatters } from "../../components/app-context.tsx";
import { AskDialog, dangerButtonClass, DialogAnswers } from "../../components/ask-dialog.tsx";
import { InitialAvatar } from "../../components/initial-avatar.tsx";
import { ServiceStatusBadge } from "../../components/service-status-badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { FieldError, Input, Label } from "../../components/ui/input.tsx";
import { Badge } from "../../components/ui/misc.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useActionForm } from "../../lib/use-action-form.ts";
import { useCopy } from "../../lib/use-copy.ts";

/** A panel of the supplier's page. */
export function Panel({ title, children, id }: { title: string; children: React.ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border bg-card p-4 shadow-sm sm:p-6">
      <h3 id={id} className="font-display text-lg font-semibold">
        {title}
      </h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function SupplierStatusBadge({ status }: { status: AdminSupplier["status"] }) {
  const { t } = useTranslation("admin");
  return <Badge tone={status === "active" ? "success" : "danger"}>{t(`status.${status}`)}</Badge>;
}

/** Suspend (after a confirmation naming what happens) or reactivate. */
export function SupplierStatus({ supplier }: { supplier: Pick<AdminSupplier, "name" | "status"> }) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(false);
  const suspended = supplier.status === "suspended";
  // Reactivating is a form of its own; suspending asks first, in a dialog that opens with scripts.
  const reactivate = useActionForm({
    fields: [],
    intent: "reactivate",
    success: () => t("supplier.reactivated", { name: supplier.name }),
  });
  const suspend = useActionForm({
    fields: [],
    intent: "suspend",
    success: () => t("supplier.suspended", { name: supplier.name }),
    onSuccess: () => setOpen(false),
  });
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="max-w-xl">
        <SupplierStatusBadge status={supplier.status} />
        {/* What a post without scripts came back with (the switch moved the form away). */}
        <FormStatus status={reactivate.status ?? suspend.status} className="mt-2" />
        <p className="mt-2 text-sm text-muted-foreground">
          {suspended ? t("supplier.suspendedText") : t("supplier.activeText")}
        </p>
      </div>
      {suspended ? (
        <ActionForm form={reactivate} status={false}>
          <Button type="submit" disabled={reactivate.busy}>
            <ShieldCheck aria-hidden />
            {t("supplier.reactivate")}
          </Button>
        </ActionForm>
      ) : (
        <AskDialog
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button
              variant="outline"
              className="border-danger/50 text-danger hover:bg-danger/10"
              onClick={() => setOpen(true)}
            >
              <ShieldOff aria-hidden />
              {t("supplier.suspend")}
            </Button>
          }
          title={t("supplier.suspendTitle", { name: supplier.name })}
          description={t("supplier.suspendDescription")}
        >
          <ActionForm form={suspend} status={false}>
            <DialogAnswers keep={t("form.cancel")} keepType="button" className="mt-6">
              <Button type="submit" className={dangerButtonClass} disabled={suspend.busy}>
                {t("supplier.suspendConfirm")}
              </Button>
            </DialogAnswers>
          </ActionForm>
        </AskDialog>
      )}
    </div>
  );
}

/** The supplier's services, each with its status; those on sale link to their page. */
export function SupplierServices({ supplier }: { supplier: AdminSupplier }) {
  const { t } = useTranslation("admin");
  if (supplier.services.length === 0)
    return <p className="text-sm text-muted-foreground">{t("supplier.noServices")}</p>;
  const onSale = supplier.status === "active";
  return (
    <ul className="divide-y">
      {supplier.services.map((service) => (
        <li
          key={service.id}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 first:pt-0 last:pb-0"
        >
          <span className="min-w-0 flex-1 font-medium break-words">{service.title}</span>
          <ServiceStatusBadge
            status={service.status}
            label={t(`serviceStatus.${service.status}`)}
            onSale={onSale}
          />
          {service.status === "active" && onSale ? (
            <Link
              to={`/service/${service.id}`}
              className="inline-flex size-9 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
              aria-label={t("supplier.view", { title: service.title })}
            >
              <ExternalLink className="size-4" aria-hidden />
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Who is on the team, and in which role. */
export function SupplierTeam({ supplier }: { supplier: AdminSupplier }) {
  const { t } = useTranslation("admin");
  const { date } = useFormatters();
  if (supplier.members.length === 0)
    return <p className="text-sm text-muted-foreground">{t("supplier.noMembers")}</p>;
  return (
    <ul className="divide-y">
      {supplier.members.map((person) => (
        <li key={person.id} className="flex items-start gap-3 py-2.5 first:pt-0 last:pb-0">
          <InitialAvatar name={person.name || person.email} size="sm" />
          <div className="min-w-0 flex-1">
            <p className="font-medium break-words">{person.name}</p>
            <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">{person.email}</p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <Badge tone={person.role === "owner" ? "accent" : "muted"}>{t(`roles.${person.role}`)}</Badge>
              {t("supplier.joined", { date: date(person.joinedAt) })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function CopyLink({ link, email }: { link: string; email: string }) {
  const { t } = useTranslation("admin");
  const { copied, copy } = useCopy();
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => copy(link, { done: t("supplier.linkCopied"), failed: t("supplier.copyFailed") })}
      aria-label={`${t("supplier.copyLink")}: ${email}`}
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {t("supplier.copyLink")}
    </Button>
  );
}

/** The owner's invitation by e-mail, and the pending invitations with their links to copy. */
export function SupplierInvitations({ supplier }: { supplier: AdminSupplier }) {
  const { t } = useTranslation("admin");
  const { date } = useFormatters();
  const form = useActionForm({
    fields: ["email"],
    intent: "invite",
    schema: ownerInviteSchema,
    reset: true,
    success: (answer) => t("supplier.invited", { email: String(answer.email) }),
  });
  const error = form.error("email");
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm text-muted-foreground">{t("supplier.inviteHint")}</p>
        <ActionForm form={form} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start">
          <div className="flex-1">
            <Label htmlFor="invite-owner" className="sr-only">
              {t("supplier.inviteLabel")}
            </Label>
            <Input
              {...form.field("email", "invite-owner")}
              type="email"
              autoComplete="off"
              placeholder={t("supplier.invitePlaceholder")}
              defaultValue={form.value("email")}
            />
            <FieldError id="invite-owner-error">{error}</FieldError>
          </div>
          <Button type="submit" disabled={form.busy}>
            <Send aria-hidden />
            {t("supplier.invite")}
          </Button>
        </ActionForm>
      </div>
      {supplier.invitations.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold">{t("supplier.invitationsTitle")}</h4>
          <ul className="mt-2 space-y-3">
            {supplier.invitations.map((invitation) => (
              <li key={invitation.id} className="rounded-xl border p-3">
                <p className="flex items-start gap-2">
                  <Mail className="mt-1 size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <span className="min-w-0 flex-1 font-medium [overflow-wrap:anywhere]">
                    {invitation.email}
                  </span>
                </p>
                <p className="mt-1 flex flex-wrap items-center gap-2 pl-6 text-xs text-muted-foreground">
                  <Badge tone="accent">
                    {t(`roles.${invitation.role === "owner" ? "owner" : "member"}`)}
                  </Badge>
                  {invitation.expired ? (
                    <Badge tone="danger">{t("supplier.expired")}</Badge>
                  ) : (
                    t("supplier.expires", { date: date(invitation.expiresAt) })
                  )}
                </p>
                {invitation.expired ? null : (
                  <div className="mt-2 flex flex-wrap items-center gap-2">
                    <Input
                      readOnly
                      value={invitation.link}
                      aria-label={t("supplier.linkLabel", { email: invitation.email })}
                      className="h-9 min-w-0 flex-1 basis-56 font-mono text-xs sm:text-xs"
                      onFocus={(event) => event.currentTarget.select()}
                    />
                    <CopyLink link={invitation.link} email={invitation.email} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
