import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "../../core/preferences.ts";

const root = path.dirname(new URL(import.meta.url).pathname);
const namespaces = readdirSync(path.join(root, "en")).filter((f) => f.endsWith(".json"));
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: unknown };
function leaves(tree: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (tree && typeof tree === "object" && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree as Tree)) {
      for (const [k, v] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, tree);
  }
  return out;
}
const load = (lang: string, ns: string) =>
  JSON.parse(readFileSync(path.join(root, lang, ns), "utf8")) as Tree;
const markers = (value: unknown) =>
  typeof value === "string"
    ? [...value.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)\s*\/?>/g)].map((m) => m[1] ?? m[2]).sort()
    : [];

describe.each(namespaces)("locale namespace %s", (ns) => {
  const english = leaves(load("en", ns));
  const baseKeys = new Set([...english.keys()].map((k) => k.replace(pluralSuffix, "")));
  const pluralBases = new Set(
    [...english.keys()].filter((k) => pluralSuffix.test(k)).map((k) => k.replace(pluralSuffix, "")),
  );

  it.each(languages.filter((l) => l !== "en"))("is complete in %s", (lang) => {
    const other = leaves(load(lang, ns));
    const otherBases = new Set([...other.keys()].map((k) => k.replace(pluralSuffix, "")));
    expect(
      [...baseKeys].filter((k) => !otherBases.has(k)),
      "missing keys",
    ).toEqual([]);
    expect(
      [...otherBases].filter((k) => !baseKeys.has(k)),
      "keys English does not have",
    ).toEqual([]);
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const base of pluralBases) {
      for (const category of categories) {
        if (category === "zero" || category === "two") continue;
        expect(other.has(`${base}_${category}`), `${base}_${category}`).toBe(true);
      }
    }
    for (const [key, value] of other) {
      expect(value === "" || value === null, `${key} is empty`).toBe(false);
      const englishValue = english.get(key) ?? english.get(`${key.replace(pluralSuffix, "")}_other`);
      if (!Array.isArray(englishValue))
        expect(markers(value), `${key} placeholders`).toEqual(markers(englishValue));
    }
  });
});
