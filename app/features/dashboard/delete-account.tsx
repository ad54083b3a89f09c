import { useState } from "react";
import { useNavigate } from "react-router";
import { deleteAccountSchema } from "../../../core/schemas.ts";
import type { DeletionPreview } from "../../../core/views.ts";
import { ActionForm } from "../../components/action-form.tsx";
import { useCharged, useFormatters, useMoney } from "../../components/app-context.tsx";
import { AskDialog, dangerButtonClass, DialogAnswers } from "../../components/ask-dialog.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useActionForm } from "../../lib/use-action-form.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { bind, PasswordField } from "./account-forms.tsx";

/**
 * What deleting the account does, said before it is done (decision 028): each upcoming booking
 * cancelled with its refund, in the currency it was paid in, and the points forfeited, in the
 * currency the visitor reads prices in.
 */
function DeletionSummary({ preview }: { preview: DeletionPreview }) {
  const { t } = useTranslation("dashboard");
  const charged = useCharged();
  const money = useMoney();
  const { date } = useFormatters();
  return (
    <div className="mt-4 space-y-3 text-sm">
      {preview.bookings.length > 0 ? (
        <>
          <p className="font-medium">{t("settings.delete.bookings", { count: preview.bookings.length })}</p>
          <ul className="divide-y rounded-xl border" aria-label={t("settings.delete.bookingsLabel")}>
            {preview.bookings.map((booking) => (
              <li
                key={booking.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-3"
              >
                <span className="min-w-0 break-words">
                  <span className="font-medium">{booking.title}</span>
                  <span className="block text-muted-foreground">
                    {booking.reference} · {date(booking.date)}
                  </span>
                </span>
                <span className="text-right">
                  {t("settings.delete.refund", {
                    amount: charged(booking.refund.minor, booking.refund.currency),
                  })}
                  {booking.refund.pointsCents > 0 && (
                    <span className="block text-muted-foreground">
                      {t("settings.delete.refundPoints", { amount: money(booking.refund.pointsCents) })}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t("settings.delete.noBookings")}</p>
      )}
      <p className={preview.pointsForfeitedCents > 0 ? "font-medium text-danger" : undefined}>
        {preview.pointsForfeitedCents > 0
          ? t("settings.delete.points", { amount: money(preview.pointsForfeitedCents) })
          : t("settings.delete.noPoints")}
      </p>
    </div>
  );
}

/** An account without a password asks for a code by mail; asking again sends a new one. */
function CodeRequest() {
  const { t } = useTranslation("dashboard");
  const form = useActionForm({
    fields: [],
    intent: "deletionCode",
    success: (answer) =>
      typeof answer.sentTo === "string" ? t("settings.delete.codeSent", { email: answer.sentTo }) : undefined,
  });
  return (
    <ActionForm form={form} className="mt-4 space-y-2">
      <p className="text-sm text-muted-foreground">{t("settings.delete.codeHint")}</p>
      <Button type="submit" variant="outline" disabled={form.busy}>
        {t("settings.delete.sendCode")}
      </Button>
    </ActionForm>
  );
}

/**
 * The account's end: the section says what it means; its button opens the confirmation, which
 * lists what will happen, then takes the word DELETE and the password (or the mailed code).
 * Without scripts the confirmation stands in the page instead of a dialog.
 * Signed out, the visitor lands on the home page.
 */
export function DeleteAccount({ preview }: { preview: DeletionPreview }) {
  const { t } = useTranslation("dashboard");
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const byCode = preview.confirmBy === "code";
  const form = useActionForm({
    fields: ["confirm", byCode ? "code" : "password"],
    intent: "delete",
    schema: deleteAccountSchema,
    success: () => t("settings.delete.deleted"),
    onSuccess: () => void navigate("/", { replace: true }),
  });

  const fields = (
    <>
      <DeletionSummary preview={preview} />
      {byCode && <CodeRequest />}
      <ActionForm form={form} className="mt-4 space-y-3">
        {!hydrated && <input type="hidden" name="then" value="/" />}
        <TextField
          {...bind(form, "confirm", "delete-confirm")}
          autoComplete="off"
          label={t("settings.delete.typeLabel")}
        />
        {byCode ? (
          <TextField
            {...bind(form, "code", "delete-code", true)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            label={t("settings.delete.code")}
          />
        ) : (
          <PasswordField
            form={form}
            name="password"
            id="delete-password"
            label={t("settings.delete.password")}
          />
        )}
        {hydrated ? (
          <DialogAnswers keep={t("settings.delete.keep")} keepType="button">
            <Button type="submit" className={dangerButtonClass} disabled={form.busy}>
              {t("settings.delete.submit")}
            </Button>
          </DialogAnswers>
        ) : (
          <Button type="submit" className={dangerButtonClass}>
            {t("settings.delete.submit")}
          </Button>
        )}
      </ActionForm>
    </>
  );

  return (
    <>
      <h2 className="font-display text-xl font-semibold text-danger">{t("settings.delete.title")}</h2>
      <p className="mt-3 text-sm text-muted-foreground">{t("settings.delete.text")}</p>
      {hydrated ? (
        <AskDialog
          open={open}
          onOpenChange={setOpen}
          size="lg"
          trigger={
            <Button
              variant="outline"
              className="mt-3 border-danger text-danger hover:bg-danger/10"
              onClick={() => setOpen(true)}
            >
              {t("settings.delete.open")}
            </Button>
          }
          title={t("settings.delete.confirmTitle")}
          description={t("settings.delete.confirmText")}
        >
          {fields}
        </AskDialog>
      ) : (
        // Before the scripts run (or without them) the confirmation stands in the page: the form
        // posts to the settings action all the same.
        <div className="mt-4">
          <p className="font-medium">{t("settings.delete.confirmTitle")}</p>
          <p className="text-sm text-muted-foreground">{t("settings.delete.confirmText")}</p>
          {fields}
        </div>
      )}
    </>
  );
}
