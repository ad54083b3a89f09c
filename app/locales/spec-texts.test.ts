import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { specTexts, type Worded } from "./spec-texts.ts";

// The spec's quoted texts (spec-texts.ts) against the English translations: the page's words
// (app/locales/en) and the server's (core/locales/en: errors, mail). The spec quotes some texts in
// the middle of its sentences ("shows "no images""), so the first letter's case is not compared.

const appRoot = path.dirname(new URL(import.meta.url).pathname);
const dirs = [path.join(appRoot, "en"), path.join(appRoot, "..", "..", "core", "locales", "en")];

/** Each English namespace (the file's name) as its tree. */
const english = new Map<string, unknown>(
  dirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => [file.replace(/\.json$/, ""), JSON.parse(readFileSync(path.join(dir, file), "utf8"))]),
  ),
);

function strings(tree: unknown): string[] {
  if (typeof tree === "string") return [tree];
  if (tree && typeof tree === "object") return Object.values(tree).flatMap(strings);
  return [];
}
const values = new Set([...english.values()].flatMap(strings).map((v) => sameCase(v)));

function sameCase(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A translation's words with its placeholders filled in, as i18next writes them. */
function word({ key, values: vars }: Worded): string | undefined {
  const [ns, keyPath] = key.split(":") as [string, string];
  let node: unknown = english.get(ns);
  for (const part of keyPath.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== "string") return undefined;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** The words are the product's: one English value is the text, or the worded key reads as it. */
const shown = (text: string, worded?: Worded) =>
  worded ? sameCase(word(worded) ?? "") === sameCase(text) : values.has(sameCase(text));

describe("the spec's quoted texts", () => {
  it("are listed once per section", () => {
    const seen = specTexts.map((entry) => `${entry.section}|${entry.text}`);
    expect(seen.filter((key, i) => seen.indexOf(key) !== i)).toEqual([]);
  });

  const said = specTexts.filter((entry) => !entry.not);
  it.each(said.map((entry) => [entry.text, entry.section, entry] as const))(
    "%j (%s) is in the English translations, verbatim",
    (_text, _section, entry) => {
      expect(shown(entry.text, entry.worded)).toBe(true);
    },
  );

  const notSaid = specTexts.filter((entry) => entry.not);
  it.each(notSaid.map((entry) => [entry.text, entry.section, entry] as const))(
    "%j (%s) is not shown: the reason is given and what is said instead is there",
    (_text, _section, entry) => {
      expect(entry.not!.why.trim()).not.toBe("");
      expect(shown(entry.text, entry.worded), "said after all: drop the exception").toBe(false);
      const instead = entry.not!.instead;
      if (instead) expect(shown(instead.text, instead.worded)).toBe(true);
    },
  );
});
