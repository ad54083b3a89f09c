// The one rule about the characters a string we take may hold (issue 14). It has no dependencies, so
// the browser's forms, the schemas' `validate` and the server's edges (JSON bodies, form fields,
// addresses, Better Auth's bodies) all use this same rule.

/**
 * What no text we take may hold: the C0 control characters except tab, line feed and carriage
 * return (a textarea sends CR LF), DEL, and lone UTF-16 surrogates (not text: they cannot be
 * stored as UTF-8). A NUL is what PostgreSQL refuses with 22021.
 */
// eslint-disable-next-line no-control-regex -- these characters are what the rule is about
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value);

/**
 * The dotted path of the first string (a value or an object's key) in `value` that holds a control
 * character: "" for `value` itself, `null` when there is none. Iterative, so no nesting is too deep.
 */
export function controlCharacterPath(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: "" }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === "string") {
      if (hasControlCharacters(current)) return path;
    } else if (current !== null && typeof current === "object" && !(current instanceof Blob)) {
      const entries = Array.isArray(current) ? current.entries() : Object.entries(current);
      for (const [key, item] of entries) {
        const at = path ? `${path}.${key}` : String(key);
        if (typeof key === "string" && hasControlCharacters(key)) return at;
        stack.push({ value: item, path: at });
      }
    }
  }
  return null;
}
