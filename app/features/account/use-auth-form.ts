import { useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import type { Problem } from "../../../core/errors.ts";
import { byField, validate } from "../../../core/validation.ts";
import { toast } from "../../components/toast.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { actionProblems, useErrorText } from "../../lib/use-error-text.ts";
import { useActionAnswer, type ActionResult } from "../../lib/action-result.ts";

type Schema = Parameters<typeof validate>[0];

/** What the /resources/auth action answers (through its clientAction). */
export type AuthAnswer = ActionResult<{ intent: string }>;

/**
 * One of the dialog's forms, posted to the /resources/auth action with its intent. The form is
 * checked first with the same core schema the action parses; the action's field problems show
 * under the fields, any other failure as a toast. On success the root's loader revalidates by
 * itself (the session is in the answer's cookie) and `onSuccess` closes the dialog.
 */
export function useAuthForm(schema: Schema, onSuccess: () => void) {
  const { t } = useTranslation("auth");
  const errorText = useErrorText();
  const fetcher = useFetcher<AuthAnswer>();
  // The browser's own check; null once the form went to the server, whose answer then counts.
  const [checked, setChecked] = useState<Record<string, Problem> | null>(null);
  const busy = fetcher.state !== "idle";
  const fields = checked ?? actionProblems(fetcher.data).fields;

  useActionAnswer(
    fetcher,
    (answer) => {
      if (answer.ok) return onSuccess();
      const { error } = answer;
      if (error.field) return;
      const unexpected = error.code === "serverError" || error.code === "network";
      toast.error(unexpected ? t("toast.unexpected") : errorText(error)!);
    },
    { whenIdle: true },
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy) return event.preventDefault();
    const form = event.currentTarget;
    const result = validate(schema, Object.fromEntries(new FormData(form)));
    if (result.ok) return setChecked(null); // the fetcher's form posts it
    event.preventDefault();
    setChecked(byField(result.problems));
    const first = result.problems[0]?.field;
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  return {
    Form: fetcher.Form,
    busy,
    onSubmit,
    /** The field's problem in words, for <Field error>. */
    message: (name: string) => errorText(fields[name]),
    /** aria-invalid and aria-describedby while the field has a problem. */
    invalid: (name: string) =>
      fields[name] ? { "aria-invalid": true as const, "aria-describedby": `${name}-error` } : {},
  };
}
