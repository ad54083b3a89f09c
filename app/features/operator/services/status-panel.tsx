import { CalendarRange, Eye, EyeOff, ExternalLink, Send } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import type { Problem } from "../../../../core/errors.ts";
import type { OperatorService, ServiceStatus } from "../../../../core/service-editor.ts";
import { ServiceStatusBadge } from "../../../components/service-status-badge.tsx";
import { toast } from "../../../components/toast.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Toggle } from "../../../components/ui/switch.tsx";
import { useActionAnswer, type ActionResult } from "../../../lib/action-result.ts";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import { useErrorText } from "../../../lib/use-error-text.ts";

type Answer = ActionResult<{ intent?: string }>;

export function StatusBadge({ status }: { status: ServiceStatus }) {
  const { t } = useTranslation("serviceEditor");
  return <ServiceStatusBadge status={status} label={t(`status.${status}`)} />;
}

/** Publish, deactivate or reactivate; instant confirmation; the way to the schedule and the public page. */
export function StatusPanel({ service }: { service: OperatorService }) {
  const { t } = useTranslation("serviceEditor");
  const errorText = useErrorText();
  const status = useFetcher<Answer>();
  const instant = useFetcher<Answer>();
  const [problem, setProblem] = useState<Problem | null>(null);
  const target = (status.json as { status?: ServiceStatus } | undefined)?.status;
  useActionAnswer(status, (answer) => {
    if (answer.ok) {
      setProblem(null);
      toast.success(target === "archived" ? t("publishing.deactivated") : t("publishing.published"));
    } else setProblem(answer.error);
  });
  const lastInstant = useRef(service.instantConfirmation);
  useActionAnswer(instant, (answer) => {
    if (answer.ok)
      toast.success(lastInstant.current ? t("publishing.instantOn") : t("publishing.instantOff"));
    else toast.error(errorText(answer.error)!);
  });
  const sent = instant.json as { instantConfirmation?: boolean } | undefined;
  const instantOn =
    instant.state !== "idle" && sent ? Boolean(sent.instantConfirmation) : service.instantConfirmation;
  const setStatus = (next: "active" | "archived") =>
    void status.submit({ intent: "status", status: next }, { method: "post", encType: "application/json" });
  const busy = status.state !== "idle";

  return (
    <section aria-labelledby="service-status" className="rounded-2xl border bg-card p-4 sm:p-6">
      <h3 id="service-status" className="font-display text-lg font-semibold">
        {t("publishing.title")}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{t(`publishing.${service.status}`)}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {service.status === "active" ? (
          <Button type="button" variant="outline" disabled={busy} onClick={() => setStatus("archived")}>
            <EyeOff aria-hidden />
            {t("publishing.deactivate")}
          </Button>
        ) : (
          <Button type="button" disabled={busy} onClick={() => setStatus("active")}>
            {service.status === "draft" ? <Send aria-hidden /> : <Eye aria-hidden />}
            {service.status === "draft" ? t("publishing.publish") : t("publishing.reactivate")}
          </Button>
        )}
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
          {errorText(problem)}
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
        <Toggle
          id="service-instant"
          checked={instantOn}
          aria-describedby="service-instant-hint"
          disabled={instant.state !== "idle"}
          onCheckedChange={(checked) => {
            lastInstant.current = checked;
            void instant.submit(
              { intent: "instant", instantConfirmation: checked },
              { method: "post", encType: "application/json" },
            );
          }}
        />
      </div>
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
