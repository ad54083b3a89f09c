import { CalendarRange, Eye, EyeOff, ExternalLink, Send } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import {
  instantConfirmationForm,
  instantConfirmationSchema,
  serviceStatusSchema,
  type OperatorService,
  type ServiceStatus,
} from "../../../../core/service-editor.ts";
import { ActionForm, FormStatus } from "../../../components/action-form.tsx";
import { ServiceStatusBadge } from "../../../components/service-status-badge.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Toggle } from "../../../components/ui/switch.tsx";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import { useActionForm } from "../../../lib/use-action-form.ts";

export function StatusBadge({ status }: { status: ServiceStatus }) {
  const { t } = useTranslation("serviceEditor");
  return <ServiceStatusBadge status={status} label={t(`status.${status}`)} />;
}

/**
 * Publish, deactivate or reactivate; instant confirmation; the way to the schedule and the public page.
 * The status is a real form (its button posts the status it sets). Instant confirmation is a switch
 * that posts its new state at once with scripts; without them a submit button in <noscript> posts it.
 */
export function StatusPanel({ service }: { service: OperatorService }) {
  const { t } = useTranslation("serviceEditor");
  const target = service.status === "active" ? "archived" : "active";
  const said = (status: ServiceStatus) =>
    status === "archived" ? t("publishing.deactivated") : t("publishing.published");
  const status = useActionForm({
    fields: ["status"],
    // A refusal (a title, a photo missing) is said under the buttons, not in a toast.
    place: { serviceIncomplete: "status" },
    intent: "status",
    schema: serviceStatusSchema,
    // Said for the status this form posted, before the page reloads with it.
    success: () => said(target),
  });
  // Without scripts the page comes back with the new status: the words follow it.
  const statusLine =
    status.status?.tone === "success" ? { ...status.status, text: said(service.status) } : status.status;
  const lastInstant = useRef(service.instantConfirmation);
  const instant = useActionForm({
    fields: [],
    intent: "instant",
    schema: instantConfirmationSchema,
    shape: instantConfirmationForm,
    success: () => (lastInstant.current ? t("publishing.instantOn") : t("publishing.instantOff")),
  });
  const instantOn = instant.busy ? lastInstant.current : service.instantConfirmation;
  const problem = status.error("status");

  return (
    <section aria-labelledby="service-status" className="rounded-2xl border bg-card p-4 sm:p-6">
      <h3 id="service-status" className="font-display text-lg font-semibold">
        {t("publishing.title")}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{t(`publishing.${service.status}`)}</p>
      <FormStatus status={statusLine} className="mt-3" />
      <div className="mt-4 flex flex-wrap gap-2">
        <ActionForm form={status} status={false}>
          <input type="hidden" name="status" value={target} />
          {service.status === "active" ? (
            <Button type="submit" variant="outline" disabled={status.busy}>
              <EyeOff aria-hidden />
              {t("publishing.deactivate")}
            </Button>
          ) : (
            <Button type="submit" disabled={status.busy}>
              {service.status === "draft" ? <Send aria-hidden /> : <Eye aria-hidden />}
              {service.status === "draft" ? t("publishing.publish") : t("publishing.reactivate")}
            </Button>
          )}
        </ActionForm>
        {service.status === "active" ? (
          <Link
            to={`/service/${service.id}`}
            className="inline-flex h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-accent hover:underline"
          >
            <ExternalLink className="size-4" aria-hidden />
            {t("publishing.view")}
          </Link>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {problem}
        </p>
      ) : service.status === "draft" ? (
        <p className="mt-3 text-xs text-muted-foreground">{t("publishing.needs")}</p>
      ) : null}
      <div className="mt-5 flex items-start justify-between gap-4 border-t pt-4">
        <div>
          <label htmlFor="service-instant" className="text-sm font-medium">
            {t("publishing.instant")}
          </label>
          <p id="service-instant-hint" className="mt-0.5 text-xs text-muted-foreground">
            {t("publishing.instantHint")}
          </p>
        </div>
        <ActionForm form={instant} status={false} className="flex flex-col items-end gap-2">
          {/* The state the switch turns to, posted as a field (instantConfirmationForm reads it). */}
          <input type="hidden" name="instantConfirmation" value={String(!service.instantConfirmation)} />
          <Toggle
            id="service-instant"
            checked={instantOn}
            aria-describedby="service-instant-hint"
            disabled={instant.busy}
            onCheckedChange={(checked) => {
              lastInstant.current = checked;
              instant.props.ref.current?.requestSubmit();
            }}
          />
          <noscript>
            <Button type="submit" size="sm" variant="outline">
              {service.instantConfirmation ? t("publishing.turnInstantOff") : t("publishing.turnInstantOn")}
            </Button>
          </noscript>
        </ActionForm>
      </div>
      <FormStatus status={instant.status} className="mt-3" />
      <ButtonLink
        to={`/operator/services/${service.id}/availability`}
        variant="subtle"
        className="mt-5 w-full sm:w-auto"
      >
        <CalendarRange aria-hidden />
        {t("publishing.availability")}
      </ButtonLink>
    </section>
  );
}
