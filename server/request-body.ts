import { controlCharacterPath } from "../core/text.ts";
import { badRequest } from "./errors.ts";

// The one body reader's rules, for the API's JSON routes and the pages' actions alike.

/** `application/json` (with or without parameters such as a charset), and nothing else. */
export const isJson = (contentType: string | null | undefined) =>
  /^application\/json\s*(?:;|$)/i.test(contentType ?? "");

/** No string in the input (a field, a key, a path or query parameter) may hold control characters. */
export function refuseControlCharacters(input: unknown) {
  const unreadable = controlCharacterPath(input);
  if (unreadable !== null) throw badRequest("controlCharacters", { field: unreadable || undefined });
}

/** A JSON body as an object: well-formed (invalidJson), an object (bodyNotObject), no control characters. */
export async function readJsonObject(read: () => Promise<unknown>): Promise<Record<string, unknown>> {
  const body: unknown = await read().catch(() => {
    throw badRequest("invalidJson");
  });
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw badRequest("bodyNotObject");
  refuseControlCharacters(body);
  return body as Record<string, unknown>;
}
