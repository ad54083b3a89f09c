import { useId, useState } from "react";
import { useFetcher } from "react-router";
import type { ErrorCode, Problem } from "../../core/errors.ts";
import { byField, validate } from "../../core/validation.ts";
import { toast } from "../components/toast.tsx";
import type { ActionResult } from "./action-result.ts";
import { awaitAnswer } from "./answer-host.tsx";
import { useErrorText } from "./use-error-text.ts";

type Schema = Parameters<typeof validate>[0];
type Input = Record<string, unknown>;
export type ActionAnswer = ActionResult<Record<string, unknown>>;

interface Options {
  /** The fields the form shows; a problem of another field, or of none, is told in a toast. */
  fields: readonly string[];
  /** Codes the server gives without a field that this form shows under one (accountExists: email). */
  place?: Partial<Record<ErrorCode, string>>;
  /** After the action succeeded, with its answer (the loaders revalidate on their own). */
  onSuccess?: (answer: Extract<ActionAnswer, { ok: true }>) => void;
}

const placed = (problem: Problem, place: Options["place"] = {}): Problem =>
  problem.field || !place[problem.code] ? problem : { ...problem, field: place[problem.code] };

interface Check {
  /** The core schema the server parses the input with: the same problems, before the round trip. */
  schema?: Schema;
  /** What only the browser can tell (a confirmation that does not match). */
  problems?: Problem[];
}

/**
 * A form's one way to change something: the browser checks the input with the server's
 * schema, a fetcher posts it (JSON, with the form's intent) to the route's action, and the action's
 * problems show under their fields, worded in the visitor's language from their codes.
 */
export function useActionForm({ fields, place = {}, onSuccess }: Options) {
  // Keyed, so that the root's AnswerHost can read the answer even after the form has left the page.
  const key = `form${useId()}`;
  const fetcher = useFetcher<ActionAnswer>({ key });
  const errorText = useErrorText();
  const [checked, setChecked] = useState<Problem[] | null>(null);
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const handle = (answer: ActionAnswer) => {
    if (answer.ok) return onSuccess?.(answer);
    const error = placed(answer.error, place);
    if (!(error.field && fields.includes(error.field))) toast.error(errorText(error)!);
  };

  const answered =
    fetcher.data?.ok === false ? fetcher.data.problems.map((problem) => placed(problem, place)) : [];
  const shown: Record<string, Problem> = byField(checked ?? answered);

  function submit(intent: string | null, input: Input, check: Check = {}) {
    const found: Problem[] = [];
    if (check.schema) {
      const result = validate(check.schema, input);
      if (!result.ok) found.push(...result.problems);
    }
    found.push(...(check.problems ?? []));
    setEdited(new Set());
    if (found.length > 0) return setChecked(found);
    setChecked(null);
    const body = { ...(intent ? { intent } : {}), ...input } as Parameters<typeof fetcher.submit>[0];
    awaitAnswer(key, fetcher.data, handle);
    void fetcher.submit(body, { method: "post", encType: "application/json" });
  }

  return {
    submit,
    busy: fetcher.state !== "idle",
    /** The field's problem in words, until the visitor edits the field. */
    error: (field: string) => (edited.has(field) ? undefined : errorText(shown[field])),
    edited: (field: string) =>
      setEdited((before) => (before.has(field) ? before : new Set(before).add(field))),
  };
}
