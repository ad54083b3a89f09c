import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "../../core/preferences.ts";

// Issue 25 item 6, decisions.md §11: the company's figures (services, guides, travellers, years,
// ratings) are counted from the data by the loaders, never written into the words or the pages.
// What the home, about and info pages say is read here for a number that claims a count.

const root = path.dirname(new URL(import.meta.url).pathname);
const app = path.join(root, "..");

/** Every string of a namespace, with the key it is at. */
function strings(lang: string, ns: string): [string, string][] {
  const walk = (value: unknown, key: string): [string, string][] =>
    typeof value === "string"
      ? [[key, value]]
      : value && typeof value === "object"
        ? Object.entries(value).flatMap(([k, v]) => walk(v, key ? `${key}.${k}` : k))
        : [];
  return walk(JSON.parse(readFileSync(path.join(root, lang, `${ns}.json`), "utf8")), "");
}

/** "50+", "1,000+", "more than 25 guides", "более 1000", "über 25 Guides", "4.9/5". */
const madeUp = [
  /\d[\d.,\s]*\+/,
  /\b(more than|over|nearly|almost)\s+\d/i,
  /(более|свыше|почти)\s+\d/i,
  /(mehr als|über|fast)\s+\d/i,
  /\d[.,]\d\s*\/\s*5/,
];

describe.each(languages)("the %s words of the home, about and info pages", (lang) => {
  it.each(["home", "about", "pages"])("%s claim no count of their own", (ns) => {
    const claims = strings(lang, ns).filter(([, text]) => madeUp.some((pattern) => pattern.test(text)));
    expect(claims).toEqual([]);
  });
});

describe("the pages' own figures", () => {
  it.each(["features/home/hero.tsx", "routes/about.tsx"])("%s writes none into its code", (file) => {
    const source = readFileSync(path.join(app, file), "utf8");
    expect(source.match(/["'`]\d[\d.,]*\+["'`]/g)).toBeNull();
  });
});
