import { AsyncLocalStorage } from "node:async_hooks";
import { data } from "react-router";
import { z } from "zod";
import type { Problem } from "../../core/errors.ts";
import { formFields } from "../../core/form-input.ts";
import type { ActionFailure } from "./action-result.ts";
import { isJson, readJsonObject, refuseControlCharacters } from "../../server/request-body.ts";
import { AppError, badRequest, parseInput, retryAfterOf } from "../../server/errors.ts";

/**
 * The one way a page's action answers: the work's result, or an expected failure (an AppError) as
 * codes the form words in the user's language, with its HTTP status. Anything else is a real
 * fault and reaches the error boundary as a 500.
 */
export async function act<T extends object>(work: () => Promise<T>, headers?: Headers) {
  const asked: Asked = {};
  try {
    const value = await asking.run(asked, work);
    const result = { ok: true as const, ...(asked.intent ? { intent: asked.intent } : {}), ...value };
    // Cookies the work set (a new session, an ended one) go out with the success.
    return headers ? data(result, { headers }) : result;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // A failed validation lists every problem; other facts (a hold's lines) travel as details.
    const { problems: listed, ...details } = error.details ?? {};
    const problems = (listed as Problem[] | undefined) ?? [error.problem];
    const failure: ActionFailure = {
      ok: false,
      ...(asked.intent ? { intent: asked.intent } : {}),
      ...(asked.values ? { values: asked.values } : {}),
      error: error.problem,
      problems,
      ...(Object.keys(details).length > 0 ? { details } : {}),
    };
    // A refusal for too many requests says when to try again, as the API does.
    const retryAfter = retryAfterOf(error);
    return data(failure, {
      status: error.status,
      headers: retryAfter !== undefined ? { "Retry-After": String(retryAfter) } : undefined,
    });
  }
}

// The intent a request named, kept while its action works: a failure names it too, so that a page
// rendered for a form posted without JavaScript shows the answer at the form that asked.
interface Asked {
  intent?: string;
  /** A posted form's fields, which a page rendered without scripts puts back (secrets aside). */
  values?: Record<string, string>;
}
const SECRET = /password|card|token|cvc/i;
const asking = new AsyncLocalStorage<Asked>();

const FORM_TYPES = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

/**
 * A form's fields (or a JSON body, for fetcher.submit with encType "application/json") as an object.
 * Any other content type is refused (415, unsupportedMediaType), as is a string holding control
 * characters (400, controlCharacters: core/text.ts), whether or not a schema reads that field.
 */
export async function readInput(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type");
  let input: Record<string, unknown>;
  if (isJson(type)) {
    input = await readJsonObject(() => request.json());
  } else if (FORM_TYPES.test(type ?? "")) {
    const form = await request.formData().catch(() => {
      throw badRequest("invalidInput");
    });
    // A name posted more than once (checked boxes named `ids`) is the list of its values.
    input = formFields(form);
    const asked = asking.getStore();
    if (asked) {
      const values = Object.entries(input).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string" && !SECRET.test(entry[0]),
      );
      asked.values = Object.fromEntries(values);
    }
  } else if (request.body === null) {
    input = {};
  } else {
    throw new AppError(415, "unsupportedMediaType", {
      params: { expected: "application/x-www-form-urlencoded, multipart/form-data, application/json" },
    });
  }
  refuseControlCharacters(input);
  const asked = asking.getStore();
  if (asked && typeof input.intent === "string") asked.intent = input.intent;
  return input;
}

/** A module's 404 (a missing record, or another user's) as the page's own 404; anything else is a fault. */
export async function orPageNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export { parseInput };

/** The form's fields without the intent that chose the work (strict schemas refuse unknown keys). */
export async function intentInput<const I extends readonly [string, ...string[]]>(
  request: Request,
  intents: I,
) {
  const { intent, ...input } = await readInput(request);
  return { intent: parseInput(z.enum(intents), intent), input };
}
