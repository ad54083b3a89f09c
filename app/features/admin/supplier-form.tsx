import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import {
  RESPONSE_TIME_MAX_HOURS,
  RESPONSE_TIME_MIN_HOURS,
  SUPPLIER_NAME_MAX,
  supplierSchema,
} from "../../../core/admin.ts";
import { ActionForm } from "../../components/action-form.tsx";
import { AskDialog, DialogAnswers } from "../../components/ask-dialog.tsx";
import { toast } from "../../components/toast.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useActionForm, type ActionFormState } from "../../lib/use-action-form.ts";

export interface SupplierFields {
  name: string;
  email: string;
  phone: string;
  responseTimeHours: string;
}

const fields = ["name", "email", "phone", "responseTimeHours"] as const;

/**
 * The supplier's four fields, named as the schema reads them (the hours are a string the schema
 * coerces), filled with the saved values or with what a refused post without scripts sent.
 */
function SupplierFieldset({
  idPrefix,
  values,
  form,
}: {
  idPrefix: string;
  values: SupplierFields;
  form: ActionFormState;
}) {
  const { t } = useTranslation("admin");
  const field = (name: keyof SupplierFields) => ({
    id: `${idPrefix}-${name}`,
    name,
    defaultValue: form.value(name, values[name]),
    error: form.error(name),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          {...field("name")}
          label={t("form.name")}
          maxLength={SUPPLIER_NAME_MAX}
          autoComplete="organization"
        />
      </div>
      <TextField {...field("email")} type="email" label={t("form.email")} autoComplete="email" />
      <TextField {...field("phone")} type="tel" label={t("form.phone")} autoComplete="tel" />
      <div className="sm:col-span-2">
        <TextField
          {...field("responseTimeHours")}
          type="number"
          inputMode="numeric"
          min={RESPONSE_TIME_MIN_HOURS}
          max={RESPONSE_TIME_MAX_HOURS}
          step={1}
          label={t("form.responseTime")}
          aria-describedby={`${idPrefix}-responseTimeHours-hint`}
        />
        <p id={`${idPrefix}-responseTimeHours-hint`} className="mt-1.5 text-sm text-muted-foreground">
          {t("form.responseTimeHint")}
        </p>
      </div>
    </div>
  );
}

const empty: SupplierFields = { name: "", email: "", phone: "", responseTimeHours: "24" };

/** "New supplier": a dialog with the form; on success the new supplier's page opens. */
export function CreateSupplier() {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const form = useActionForm({
    fields,
    intent: "create",
    schema: supplierSchema,
    onSuccess: (answer) => {
      toast.success(t("suppliers.created", { name: String(answer.name) }));
      setOpen(false);
      setCreated(`/admin/suppliers/${String(answer.id)}`);
    },
  });
  // Its page opens once the list has reloaded (a navigation during that reload would be cut short).
  useEffect(() => {
    if (!created || form.busy) return;
    setCreated(null);
    void navigate(created);
  }, [created, form.busy, navigate]);
  return (
    <AskDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button onClick={() => setOpen(true)}>
          <Plus aria-hidden />
          {t("suppliers.new")}
        </Button>
      }
      title={t("form.createTitle")}
      description={t("form.createDescription")}
      size="lg"
    >
      <ActionForm form={form} className="mt-5 space-y-5">
        <SupplierFieldset idPrefix="new-supplier" values={empty} form={form} />
        <DialogAnswers keep={t("form.cancel")} keepType="button">
          <Button type="submit" disabled={form.busy}>
            {t("form.create")}
          </Button>
        </DialogAnswers>
      </ActionForm>
    </AskDialog>
  );
}

/** The supplier's details, edited in place. */
export function EditSupplier({ supplier }: { supplier: SupplierFields }) {
  const { t } = useTranslation("admin");
  const form = useActionForm({
    fields,
    intent: "update",
    schema: supplierSchema,
    success: () => t("form.saved"),
  });
  return (
    <ActionForm form={form} className="space-y-5">
      <SupplierFieldset idPrefix="supplier" values={supplier} form={form} />
      <div className="flex justify-end">
        <Button type="submit" disabled={form.busy}>
          {t("form.save")}
        </Button>
      </div>
    </ActionForm>
  );
}
