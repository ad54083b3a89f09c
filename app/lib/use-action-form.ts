import { useId, useRef, useState, type FormEvent } from "react";
import { useActionData, useFetcher } from "react-router";
import type { ErrorCode, Problem } from "../../core/errors.ts";
import { formFields, formInput, type FormShape } from "../../core/form-input.ts";
import { byField, validate } from "../../core/validation.ts";
import { toast } from "../components/toast.tsx";
import type { ActionResult } from "./action-result.ts";
import { awaitAnswer } from "./answer-host.tsx";
import { useErrorText } from "./use-error-text.ts";

type Schema = Parameters<typeof validate>[0];
type Input = Record<string, unknown>;
export type ActionAnswer = ActionResult<Record<string, unknown>>;
type Success = Extract<ActionAnswer, { ok: true }>;

interface Options {
  /** The fields the form shows; a problem of another field, or of none, is told apart. */
  fields: readonly string[];
  /** Codes the server gives without a field that this form shows under one (accountExists: email). */
  place?: Partial<Record<ErrorCode, string>>;
  /** The action the form posts to; by default the action of the route that renders it. */
  action?: string;
  /** The work the route's action is asked for, posted as the hidden field `intent`. */
  intent?: string;
  /**
   * The hidden fields that tell this form from the others of its intent on the page (a row's id).
   * A post without scripts is answered at the row whose fields it sent back: its refusal only, since
   * a success does not send the fields back (the row's change shows in the page).
   */
  match?: Record<string, string>;
  /** The core schema the action parses the fields with: the same problems, before the round trip. */
  schema?: Schema;
  /** How the fields map onto the schema (numbers, switches, empty fields): core/form-input.ts. */
  shape?: FormShape;
  /** What only the browser can tell (a confirmation that does not match). */
  check?: (input: Input) => Problem[];
  /** The answer in words: a toast once the page's scripts run, a status line in the page before. */
  success?: (answer: Success) => string | undefined;
  /** Words for a failure no field shows; by default its code's words. */
  failure?: (error: Problem) => string | undefined;
  /** After the action succeeded, with its answer (the loaders revalidate on their own). */
  onSuccess?: (answer: Success) => void;
  /** Empty the form's fields after a success. */
  reset?: boolean;
  /** Handle the answer only once the page's data has been reloaded too. */
  whenIdle?: boolean;
}

interface Check {
  /** Another schema than the form's (a form whose script posts one of several inputs). */
  schema?: Schema;
  /** What the script found (a card the provider refused). */
  problems?: Problem[];
}

/** What a form posted without JavaScript was answered, shown in the page it came back to. */
export interface FormStatusText {
  tone: "success" | "error";
  text: string;
}

const placed = (problem: Problem, place: Options["place"] = {}): Problem =>
  problem.field || !place[problem.code] ? problem : { ...problem, field: place[problem.code] };

const isAnswer = (value: unknown): value is ActionAnswer =>
  typeof value === "object" && value !== null && "ok" in value;

/**
 * The one way a page's form changes something. The form is a real `<form method="post">` with named
 * fields (render it with <ActionForm form={...}>): before the page's scripts run the browser posts
 * it to the route's action and the page comes back with the answer (a status line, the fields'
 * problems). Once hydrated, the hook checks the fields with the server's schema, a keyed fetcher
 * posts the same fields, the problems show under their fields in the visitor's language, and the
 * answer is a toast. Intents travel as the hidden field `intent`, read by the action's
 * `intentInput`.
 *
 * `submit` is for the forms that need a browser-only step first (the payment provider's card
 * token): they post what the script built, and work only with scripts.
 */
export function useActionForm({
  fields,
  place = {},
  action,
  intent,
  match,
  schema,
  shape,
  check,
  success,
  failure,
  onSuccess,
  reset = false,
  whenIdle = false,
}: Options) {
  // Keyed, so that the root's AnswerHost can read the answer even after the form has left the page.
  const key = `form${useId()}`;
  const fetcher = useFetcher<ActionAnswer>({ key });
  const errorText = useErrorText();
  const element = useRef<HTMLFormElement>(null);
  const [checked, setChecked] = useState<Problem[] | null>(null);
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const busy = fetcher.state !== "idle";

  // The answer to a post made without scripts: the page's own action data, when this form asked.
  const posted = useActionData<unknown>();
  const ours = (answer: ActionAnswer) =>
    (answer.intent ?? undefined) === intent &&
    (!match ||
      (!answer.ok && Object.entries(match).every(([name, value]) => answer.values?.[name] === value)));
  const documentAnswer = action === undefined && isAnswer(posted) && ours(posted) ? posted : undefined;
  const answer = fetcher.data ?? (busy ? undefined : documentAnswer);
  const documentFailure = documentAnswer?.ok === false ? documentAnswer : undefined;

  const failureText = (error: Problem) => failure?.(error) ?? errorText(error) ?? "";
  const shownApart = (error: Problem) => !(error.field && fields.includes(error.field));

  const handle = (answer: ActionAnswer) => {
    if (answer.ok) {
      const words = success?.(answer);
      if (words) toast.success(words);
      if (reset) element.current?.reset();
      return onSuccess?.(answer);
    }
    const error = placed(answer.error, place);
    if (shownApart(error)) toast.error(failureText(error));
  };

  const answered = answer?.ok === false ? answer.problems.map((problem) => placed(problem, place)) : [];
  const shown: Record<string, Problem> = byField(checked ?? answered);

  // Without scripts there are no toasts: the answer the page came back with is said in it.
  let status: FormStatusText | null = null;
  if (fetcher.data === undefined && answer) {
    if (answer.ok) {
      const words = success?.(answer);
      if (words) status = { tone: "success", text: words };
    } else if (shownApart(placed(answer.error, place))) {
      status = { tone: "error", text: failureText(placed(answer.error, place)) };
    }
  }

  function problemsOf(input: Input, more: Check = {}) {
    const found: Problem[] = [];
    const against = more.schema ?? schema;
    if (against) {
      const result = validate(against, input);
      if (!result.ok) found.push(...result.problems);
    }
    found.push(...(check?.(input) ?? []), ...(more.problems ?? []));
    return found;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy) return event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const { intent: _intent, ...fields } = formFields(new FormData(form, submitter));
    const found = problemsOf(formInput(fields, shape));
    setEdited(new Set());
    if (found.length > 0) {
      event.preventDefault();
      setChecked(found);
      const first = found.find((problem) => problem.field)?.field;
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setChecked(null);
    // The fetcher's form posts the fields; its answer is handled wherever the form is by then.
    awaitAnswer(key, fetcher.data, handle, { whenIdle });
  }

  /** Posts what a script built (JSON), for the forms that cannot work without one. */
  function submit(intent: string | null, input: Input, more: Check = {}) {
    const found = problemsOf(input, more);
    setEdited(new Set());
    if (found.length > 0) return setChecked(found);
    setChecked(null);
    const body = { ...(intent ? { intent } : {}), ...input } as Parameters<typeof fetcher.submit>[0];
    awaitAnswer(key, fetcher.data, handle, { whenIdle });
    void fetcher.submit(body, { method: "post", encType: "application/json", action });
  }

  const markEdited = (field: string) =>
    setEdited((before) => (before.has(field) ? before : new Set(before).add(field)));
  const error = (field: string) => (edited.has(field) ? undefined : errorText(shown[field]));

  return {
    Form: fetcher.Form,
    /** For the fetcher's <Form>: posted to the action, checked first, each edit clearing its problem. */
    props: {
      ref: element,
      method: "post" as const,
      action,
      noValidate: true,
      onSubmit,
      onChange: (event: FormEvent<HTMLFormElement>) => {
        const name = (event.target as Partial<HTMLInputElement>).name;
        if (name) markEdited(name);
      },
    },
    intent,
    /** The answer shown: the fetcher's, or the one a post without scripts came back with. */
    answer,
    status,
    busy,
    submit,
    /** The field's problem in words, until the visitor edits the field. */
    error,
    /** What the field held when a post without scripts came back refused (passwords aside). */
    value: (name: string, fallback = "") => documentFailure?.values?.[name] ?? fallback,
    edited: markEdited,
    /** A field's name, and aria-invalid and aria-describedby (`{id}-error`) while it has a problem. */
    field: (name: string, id: string = name) => ({
      name,
      id,
      ...(error(name) ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {}),
    }),
  };
}

export type ActionFormState = ReturnType<typeof useActionForm>;

/**
 * What the page's action answered a form posted without scripts, for a page that says it once
 * rather than at the form (a request that left the inbox with its answer, a list of check-ins).
 * Problems of the `fields` shown at their forms are left to them.
 */
export function useActionStatus(
  success: (answer: Success) => string | undefined,
  fields: readonly string[] = [],
): FormStatusText | null {
  const errorText = useErrorText();
  const answer = useActionData<unknown>();
  if (!isAnswer(answer)) return null;
  if (answer.ok) {
    const text = success(answer);
    return text ? { tone: "success", text } : null;
  }
  if (answer.error.field && fields.includes(answer.error.field)) return null;
  return { tone: "error", text: errorText(answer.error) ?? "" };
}
