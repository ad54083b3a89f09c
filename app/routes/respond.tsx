import { CalendarCheck, CalendarX, CheckCircle2, Clock } from "lucide-react";
import { useState } from "react";
import { ActionForm } from "../components/action-form.tsx";
import { useFormatters } from "../components/app-context.tsx";
import { Button, ButtonLink } from "../components/ui/button.tsx";
import { ReasonField } from "../features/operator/end-booking.tsx";
import { settle } from "../lib/client-action.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { privatePage } from "../lib/seo.ts";
import { useActionForm } from "../lib/use-action-form.ts";
import { useErrorText } from "../lib/use-error-text.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import { rejectSchema } from "../../core/operator.ts";
import type { Route } from "./+types/respond";
import { loadRespond, respondAction } from "./respond.server.ts";
import { guestLabel } from "../features/operator/guest-label.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePage(loaderData?.title ?? "");
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadRespond(request, context, params.token);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return respondAction(request, context, params.token);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

/** Confirm or reject a request from the operator's mail, without signing in. */
export default function RespondPage({ loaderData }: Route.ComponentProps) {
  useRouteMessages("respond", loaderData.messages);
  const { t } = useTranslation("respond");
  const { date, dateTime, time } = useFormatters();
  const errorText = useErrorText();
  const found = loaderData.request;
  const form = useActionForm({
    fields: ["reason"],
    // A rejection says why (the guest reads it); a confirmation posts nothing but itself.
    schema: found?.decision === "reject" ? rejectSchema : undefined,
  });
  const [reason, setReason] = useState(() => form.value("reason"));
  // Answered here: the fetcher's answer, or the page's own when posted before the scripts ran.
  const done = form.answer?.ok ? String(form.answer.status) : null;

  if (!found) {
    return (
      <Card>
        <h1 className="font-display text-2xl font-semibold sm:text-3xl">{t("invalid.title")}</h1>
        <p className="mt-3 text-muted-foreground">{errorText({ code: "linkInvalid" })}</p>
        <ButtonLink className="mt-6" to="/operator">
          {t("openConsole")}
        </ButtonLink>
      </Card>
    );
  }

  const { decision } = found;
  const status = done ?? found.status;
  const answered = status !== "pending";
  const Icon = decision === "confirm" ? CalendarCheck : CalendarX;
  return (
    <Card>
      <span
        className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent"
        aria-hidden
      >
        {answered ? <CheckCircle2 className="size-7" /> : <Icon className="size-7" />}
      </span>
      <h1 className="mt-5 font-display text-2xl font-semibold break-words sm:text-3xl">
        {t(`${decision}.title`, { reference: found.reference })}
      </h1>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-left text-sm">
        <dt className="text-muted-foreground">{t("trip")}</dt>
        <dd className="font-medium break-words">{found.serviceTitle}</dd>
        <dt className="text-muted-foreground">{t("when")}</dt>
        <dd>{t("whenValue", { date: date(found.startDate), time: time(found.time) })}</dd>
        <dt className="text-muted-foreground">{t("guest")}</dt>
        <dd className="break-words">
          {t("guestValue", {
            name: guestLabel(t, found.guestName, found.reference),
            count: found.guests,
          })}
        </dd>
        <dt className="text-muted-foreground">{t("supplier")}</dt>
        <dd className="break-words">{found.supplierName}</dd>
      </dl>
      {answered ? (
        <p role="status" className="mt-6 rounded-xl bg-muted px-4 py-3 text-sm">
          {done
            ? t(`${decision}.done`)
            : t("answered", { status: t(`status.${status}`, { defaultValue: status }) })}
        </p>
      ) : (
        <ActionForm form={form} className="mt-6 space-y-4 text-left">
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Clock className="size-4 shrink-0" aria-hidden />
            {t("deadline", { deadline: dateTime(found.deadline) })}
          </p>
          {decision === "reject" && (
            <ReasonField
              id="respond-reason"
              name="reason"
              label={t("reject.reasonLabel")}
              placeholder={t("reject.reasonPlaceholder")}
              value={reason}
              error={form.error("reason")}
              onChange={(value) => {
                setReason(value);
                form.edited("reason");
              }}
            />
          )}
          <Button
            type="submit"
            size="lg"
            className={decision === "reject" ? "w-full bg-danger text-white hover:bg-danger/90" : "w-full"}
            disabled={form.busy}
          >
            {form.busy ? t("working") : t(`${decision}.submit`)}
          </Button>
        </ActionForm>
      )}
      <ButtonLink className="mt-4" variant="ghost" to="/operator">
        {t("openConsole")}
      </ButtonLink>
    </Card>
  );
}

function Card({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-20">
      <div className="rounded-3xl border bg-card p-6 text-center shadow-sm sm:p-10">{children}</div>
    </div>
  );
}
