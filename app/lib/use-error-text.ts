import { useCallback } from "react";
import type { Problem } from "../../core/errors.ts";
import { useTranslation } from "./i18n-react.tsx";

/**
 * A problem's code in words, in the visitor's language (core/locales/{lang}/errors.json). Its numbers
 * (a limit such as "at most 2000 characters") are written as the API's own message writes them
 * (core/errors.ts formatMessage), not through the page's number formatting: both doors word a code alike.
 */
export function useErrorText() {
  const { t } = useTranslation("errors");
  return useCallback(
    (problem: Pick<Problem, "code" | "params"> | null | undefined): string | undefined =>
      problem
        ? String(t(problem.code, { ...problem.params, interpolation: { alwaysFormat: false } }))
        : undefined,
    [t],
  );
}

/**
 * A failure the server gave no reason for: it could not be reached (`network`) or failed itself
 * (`serverError`). The spec words these per action ("Failed to add to cart"), not per code.
 */
export const unexplained = (problem: Pick<Problem, "code">): boolean =>
  problem.code === "network" || problem.code === "serverError";

/** An action's answer as the form reads it: the first problem, and each field's first problem. */
export function actionProblems(result: unknown): { error?: Problem; fields: Record<string, Problem> } {
  if (!result || typeof result !== "object" || (result as { ok?: unknown }).ok !== false)
    return { fields: {} };
  const { error, problems } = result as { error: Problem; problems: Problem[] };
  // byField's rule, without core/validation.ts: this module is in every page's first load.
  const fields: Record<string, Problem> = {};
  for (const problem of problems) if (problem.field) fields[problem.field] ??= problem;
  return { error, fields };
}
