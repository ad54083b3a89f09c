import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * The addresses of the client build's files (public/ and the built assets), read once at start:
 * what the adapter's static files can answer. Anything else is a page, and goes straight to the
 * pages without the static files' look on disk (a stat for every request).
 */
export function clientFiles(root: string): Set<string> {
  return new Set(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`),
  );
}
