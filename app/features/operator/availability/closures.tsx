import { CalendarX } from "lucide-react";
import { useState } from "react";
import { useActionData } from "react-router";
import { availabilityForm, closureSchema } from "../../../../core/availability.ts";
import { ActionForm } from "../../../components/action-form.tsx";
import { useFormatters } from "../../../components/app-context.tsx";
import { AskDialog } from "../../../components/ask-dialog.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FieldError, Input, Label } from "../../../components/ui/input.tsx";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import { useActionForm, type ActionAnswer } from "../../../lib/use-action-form.ts";
import { EndBookingsActions, ReasonField } from "../end-booking.tsx";
import { RemoveButton } from "./remove-button.tsx";

export interface ClosureRange {
  id: number;
  startDate: string;
  endDate: string;
}

function ClosureItem({ closure }: { closure: ClosureRange }) {
  const { t } = useTranslation("availability");
  const { date } = useFormatters();
  const range = { from: date(closure.startDate), to: date(closure.endDate) };
  // One closed day is one date, not "Dec 3 – Dec 3".
  const oneDay = closure.startDate === closure.endDate;
  const form = useActionForm({
    fields: [],
    intent: "removeClosure",
    match: { closureId: String(closure.id) },
    success: () => t("closures.removed"),
  });
  return (
    <li className="rounded-xl border bg-background px-3 py-2">
      <ActionForm form={form} className="flex items-center justify-between gap-3">
        <input type="hidden" name="closureId" value={closure.id} />
        <span className="flex items-center gap-2 text-sm font-medium">
          <CalendarX className="size-4 shrink-0 text-danger" aria-hidden />
          {oneDay ? t("closures.day", { date: range.from }) : t("closures.range", range)}
        </span>
        <RemoveButton
          label={
            oneDay ? t("closures.removeDayLabel", { date: range.from }) : t("closures.removeLabel", range)
          }
          busy={form.busy}
        />
      </ActionForm>
    </li>
  );
}

const fields = ["startDate", "endDate", "cancelBookings"];

/**
 * Closing a range of days: a real form. When bookings fall on them the server answers 409 with
 * their count, and a second form asks whether to cancel them (full refunds, with the reason the
 * guests read) or not close: in a dialog with scripts, in the page without (a dialog needs them).
 */
function AddClosureForm({ today }: { today: string }) {
  const { t } = useTranslation("availability");
  const [startDate, setStart] = useState("");
  const [endDate, setEnd] = useState("");
  const said = (answer: ActionAnswer) => {
    const cancelled = Number(answer.ok ? (answer.cancelled ?? 0) : 0);
    return cancelled > 0 ? t("closures.addedCancelled", { count: cancelled }) : t("closures.added");
  };
  const clear = () => {
    setStart("");
    setEnd("");
    setReason("");
    setDismissed(asked);
  };
  // The first post says "false": a refusal of the dialog's post ("true") is the dialog's to show.
  const form = useActionForm({
    fields,
    // Bookings on those days: not a problem to show, but a question (the dialog below).
    place: { departureHasBookings: "cancelBookings" },
    intent: "addClosure",
    match: { cancelBookings: "false" },
    schema: closureSchema,
    shape: availabilityForm,
    success: said,
    onSuccess: clear,
  });
  const confirm = useActionForm({
    fields: ["startDate", "endDate", "reason"],
    intent: "addClosure",
    match: { cancelBookings: "true" },
    schema: closureSchema,
    shape: availabilityForm,
    success: said,
    onSuccess: clear,
  });
  const [reason, setReason] = useState(() => confirm.value("reason"));
  // The question stays until it is answered or dismissed.
  const asked =
    form.answer?.ok === false && form.answer.error.code === "departureHasBookings" ? form.answer : null;
  const [dismissed, setDismissed] = useState<unknown>(null);
  // Without scripts the question is asked in the page, for the range the refused post sent (and
  // again, with its problem, when the answer to it was refused).
  const posted = useActionData<unknown>();
  const refusedAgain = confirm.answer?.ok === false && confirm.answer === posted;
  const noScript = (asked !== null && asked === posted) || refusedAgain;
  const stranded = refusedAgain
    ? Number(confirm.value("stranded", "1"))
    : asked && asked !== dismissed
      ? Number(asked.details?.count ?? asked.error.params?.count ?? 1)
      : 0;
  const range = !noScript
    ? { startDate, endDate }
    : refusedAgain
      ? { startDate: confirm.value("startDate"), endDate: confirm.value("endDate") }
      : { startDate: form.value("startDate"), endDate: form.value("endDate") };
  const question = (
    <ActionForm form={confirm} className="mt-4 space-y-4">
      <input type="hidden" name="startDate" value={range.startDate} />
      <input type="hidden" name="endDate" value={range.endDate} />
      <input type="hidden" name="cancelBookings" value="true" />
      {/* Read back only by the page a refusal without scripts comes back to (the schema drops it). */}
      <input type="hidden" name="stranded" value={stranded} />
      <ReasonField
        id="closure-reason"
        name="reason"
        label={t("close.reason")}
        placeholder={t("close.reasonPlaceholder")}
        value={reason}
        error={confirm.error("reason") ?? confirm.error("startDate") ?? confirm.error("endDate")}
        onChange={setReason}
      />
      {noScript ? (
        <Button type="submit" className="bg-danger text-white hover:bg-danger/90">
          {t("closures.submitCancel", { count: stranded })}
        </Button>
      ) : (
        <EndBookingsActions
          keep={t("close.keep")}
          submit={t("closures.submitCancel", { count: stranded })}
          busy={confirm.busy}
        />
      )}
    </ActionForm>
  );
  return (
    <>
      <ActionForm
        form={form}
        className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-[11rem_11rem_auto] sm:items-start"
      >
        <input type="hidden" name="cancelBookings" value="false" />
        <div>
          <Label htmlFor="closure-start">{t("closures.from")}</Label>
          <Input
            {...form.field("startDate", "closure-start")}
            type="date"
            min={today}
            value={startDate}
            onChange={(event) => {
              setStart(event.target.value);
              if (!endDate || endDate < event.target.value) setEnd(event.target.value);
              form.edited("endDate");
            }}
          />
          <FieldError id="closure-start-error">{form.error("startDate")}</FieldError>
        </div>
        <div>
          <Label htmlFor="closure-end">{t("closures.to")}</Label>
          <Input
            {...form.field("endDate", "closure-end")}
            type="date"
            min={startDate || today}
            value={endDate}
            onChange={(event) => setEnd(event.target.value)}
          />
          <FieldError id="closure-end-error">{form.error("endDate")}</FieldError>
        </div>
        <div className="col-span-2 sm:col-span-1 sm:pt-6.5">
          <Button type="submit" variant="outline" className="w-full sm:w-auto" disabled={form.busy}>
            <CalendarX aria-hidden />
            {t("closures.add")}
          </Button>
        </div>
      </ActionForm>
      {noScript && stranded > 0 ? (
        <div className="mt-4 rounded-xl border border-danger/40 p-4">
          <p className="font-semibold">{t("closures.confirmTitle")}</p>
          <p className="mt-2 rounded-xl bg-danger/10 p-3 text-sm text-danger">
            {t("closures.confirm", { count: stranded })}
          </p>
          {question}
        </div>
      ) : (
        <AskDialog
          open={stranded > 0}
          onOpenChange={(open) => {
            if (!open) setDismissed(asked);
          }}
          title={t("closures.confirmTitle")}
          description={t("closures.confirm", { count: stranded })}
          descriptionClassName="mt-3 rounded-xl bg-danger/10 p-3 text-sm text-danger"
        >
          {question}
        </AskDialog>
      )}
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
