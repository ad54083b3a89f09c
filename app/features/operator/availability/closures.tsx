import { CalendarX } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { closureSchema } from "../../../../core/availability.ts";
import { useFormatters } from "../../../components/app-context.tsx";
import { AskDialog } from "../../../components/ask-dialog.tsx";
import { toast } from "../../../components/toast.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FieldError, Input, Label } from "../../../components/ui/input.tsx";
import type { Problem } from "../../../../core/errors.ts";
import { byField, validate } from "../../../../core/validation.ts";
import { useActionAnswer, type ActionResult } from "../../../lib/action-result.ts";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import { useActionForm } from "../../../lib/use-action-form.ts";
import { EndBookingsActions, ReasonField } from "../end-booking.tsx";
import { RemoveButton } from "./remove-button.tsx";
import { useErrorText } from "../../../lib/use-error-text.ts";

export interface ClosureRange {
  id: number;
  startDate: string;
  endDate: string;
}

function ClosureItem({ closure }: { closure: ClosureRange }) {
  const { t } = useTranslation("availability");
  const { date } = useFormatters();
  const range = { from: date(closure.startDate), to: date(closure.endDate) };
  const form = useActionForm({ fields: [], onSuccess: () => toast.success(t("closures.removed")) });
  return (
    <li className="flex items-center justify-between gap-3 rounded-xl border bg-background px-3 py-2">
      <span className="flex items-center gap-2 text-sm font-medium">
        <CalendarX className="size-4 shrink-0 text-danger" aria-hidden />
        {t("closures.range", range)}
      </span>
      <RemoveButton
        label={t("closures.removeLabel", range)}
        busy={form.busy}
        onRemove={() => form.submit("removeClosure", { closureId: closure.id })}
      />
    </li>
  );
}

type Answer = ActionResult<{ cancelled?: number }>;

/**
 * Closing a range of days. When bookings fall on them the server answers 409 with their count, and
 * a dialog asks whether to cancel them (full refunds, with the reason the guests read) or not close.
 */
function AddClosureForm({ today }: { today: string }) {
  const { t } = useTranslation("availability");
  const errorText = useErrorText();
  const fetcher = useFetcher<Answer>();
  const [startDate, setStart] = useState("");
  const [endDate, setEnd] = useState("");
  const [reason, setReason] = useState("");
  const [stranded, setStranded] = useState(0);
  const [problems, setProblems] = useState<Problem[]>([]);
  const shown = byField(problems);
  const fieldError = (name: string) => errorText(shown[name]);
  useActionAnswer(fetcher, (answer) => {
    if (answer.ok) {
      const cancelled = answer.cancelled ?? 0;
      setStart("");
      setEnd("");
      setReason("");
      setStranded(0);
      setProblems([]);
      toast.success(cancelled > 0 ? t("closures.addedCancelled", { count: cancelled }) : t("closures.added"));
      return;
    }
    if (answer.error.code === "departureHasBookings") {
      setProblems([]);
      setStranded(Number(answer.details?.count ?? answer.error.params?.count ?? 1));
      return;
    }
    setProblems(answer.problems);
    if (!answer.error.field || !["startDate", "endDate", "reason"].includes(answer.error.field)) {
      toast.error(errorText(answer.error)!);
    }
  });
  function send(input: Record<string, unknown>) {
    const checked = validate(closureSchema, input);
    if (!checked.ok) return setProblems(checked.problems);
    setProblems([]);
    void fetcher.submit({ intent: "addClosure", ...input } as never, {
      method: "post",
      encType: "application/json",
    });
  }
  const aria = (name: string, id: string) =>
    shown[name] ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
  const busy = fetcher.state !== "idle";
  return (
    <>
      <form
        className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-[11rem_11rem_auto] sm:items-start"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ startDate, endDate });
        }}
      >
        <div>
          <Label htmlFor="closure-start">{t("closures.from")}</Label>
          <Input
            id="closure-start"
            type="date"
            min={today}
            value={startDate}
            {...aria("startDate", "closure-start")}
            onChange={(event) => {
              setStart(event.target.value);
              if (!endDate || endDate < event.target.value) setEnd(event.target.value);
              setProblems([]);
            }}
          />
          <FieldError id="closure-start-error">{fieldError("startDate")}</FieldError>
        </div>
        <div>
          <Label htmlFor="closure-end">{t("closures.to")}</Label>
          <Input
            id="closure-end"
            type="date"
            min={startDate || today}
            value={endDate}
            {...aria("endDate", "closure-end")}
            onChange={(event) => {
              setEnd(event.target.value);
              setProblems([]);
            }}
          />
          <FieldError id="closure-end-error">{fieldError("endDate")}</FieldError>
        </div>
        <div className="col-span-2 sm:col-span-1 sm:pt-6.5">
          <Button type="submit" variant="outline" className="w-full sm:w-auto" disabled={busy}>
            <CalendarX aria-hidden />
            {t("closures.add")}
          </Button>
        </div>
      </form>
      <AskDialog
        open={stranded > 0}
        onOpenChange={(open) => {
          if (!open) setStranded(0);
        }}
        title={t("closures.confirmTitle")}
        description={t("closures.confirm", { count: stranded })}
        descriptionClassName="mt-3 rounded-xl bg-danger/10 p-3 text-sm text-danger"
      >
        <form
          className="mt-4 space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ startDate, endDate, cancelBookings: true, reason });
          }}
        >
          <ReasonField
            id="closure-reason"
            label={t("close.reason")}
            placeholder={t("close.reasonPlaceholder")}
            value={reason}
            error={fieldError("reason")}
            onChange={(value) => {
              setReason(value);
              setProblems([]);
            }}
          />
          <EndBookingsActions
            keep={t("close.keep")}
            submit={t("closures.submitCancel", { count: stranded })}
            busy={busy}
          />
        </form>
      </AskDialog>
    </>
  );
}

/** The service's closed date ranges, each removable, and a form to add one. */
export function ClosedDates({ closures, today }: { closures: ClosureRange[]; today: string }) {
  const { t } = useTranslation("availability");
  return (
    <section aria-labelledby="closures-title" className="rounded-2xl border bg-card p-4 shadow-sm sm:p-6">
      <h3 id="closures-title" className="font-display text-xl font-semibold">
        {t("closures.title")}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{t("closures.note")}</p>
      {closures.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{t("closures.empty")}</p>
      ) : (
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {closures.map((closure) => (
            <ClosureItem key={closure.id} closure={closure} />
          ))}
        </ul>
      )}
      <AddClosureForm today={today} />
    </section>
  );
}
