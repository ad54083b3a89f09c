import { CheckCircle2, CircleAlert } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";
import type { ActionFormState, FormStatusText } from "../lib/use-action-form.ts";

/** The answer a form posted without scripts came back with, said in the page (toasts need scripts). */
export function FormStatus({ status, className }: { status: FormStatusText | null; className?: string }) {
  if (!status) return null;
  const Icon = status.tone === "success" ? CheckCircle2 : CircleAlert;
  return (
    <p
      role={status.tone === "success" ? "status" : "alert"}
      className={cn(
        "flex items-start gap-2 rounded-xl border px-3.5 py-2.5 text-sm",
        status.tone === "success"
          ? "border-success/40 bg-success/10 text-foreground"
          : "border-danger/40 bg-danger/10 text-foreground",
        className,
      )}
    >
      <Icon
        className={cn("mt-0.5 size-4 shrink-0", status.tone === "success" ? "text-success" : "text-danger")}
        aria-hidden
      />
      <span>{status.text}</span>
    </p>
  );
}

type FormProps = Omit<
  ComponentProps<"form">,
  "method" | "action" | "onSubmit" | "onChange" | "ref" | "encType"
>;

/**
 * A page form that works before the scripts do: a `<form method="post">` to the route's action with
 * the form's intent as a hidden field, the answer it came back with (unless `status` is false: a
 * form that leaves the page with its answer, whose page says it), then the fields.
 */
export function ActionForm({
  form,
  status = true,
  children,
  ...props
}: FormProps & { form: ActionFormState; status?: boolean }) {
  const { Form } = form;
  return (
    <Form {...form.props} {...props}>
      {form.intent ? <input type="hidden" name="intent" value={form.intent} /> : null}
      {status ? <FormStatus status={form.status} /> : null}
      {children}
    </Form>
  );
}
