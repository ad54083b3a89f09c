import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REFERRAL_COOKIE } from "../../core/dashboard.ts";
import { languages } from "../../core/preferences.ts";

// Help, FAQ and terms promise only what exists (decisions.md §11; docs/decisions/033). The pages
// once promised things the product does not do; none of those words may come back, in any
// language: a new date when the supplier cancels (today: a full refund), a minimum age on the trip
// page (services have none), a supplier who moves a cancelled flight, notes for the supplier at
// booking (there are messages once confirmed), contact messages deleted after two years (nothing
// deletes them), points withdrawn from refunded bookings (points come only on completion), and
// more than 50 services. The cookie policy names every cookie the site sets.

const root = path.dirname(new URL(import.meta.url).pathname);
type Pages = Record<string, { title: string; description: string; body: string }>;
const pages = (lang: string) =>
  JSON.parse(readFileSync(path.join(root, lang, "pages.json"), "utf8")) as Pages;

const withdrawn: Record<(typeof languages)[number], string[]> = {
  en: [
    "new date or a full refund",
    "alternative date or a full refund",
    "minimum age",
    "moves it to the next possible day",
    "notes you add",
    "notes you provide",
    "two years",
    "are withdrawn",
    "more than 50 services",
    "50+",
  ],
  ru: [
    "новую дату или полный возврат",
    "другую дату или полный возврат",
    "минимальный возраст",
    "переносит его на ближайший",
    "комментарии для оператора",
    "ваши комментарии",
    "два года",
    "списываются",
    "более 50 услуг",
  ],
  de: [
    "neuen termin oder die volle erstattung",
    "anderen termin oder die volle erstattung",
    "mindestalter",
    "verlegt ihn der anbieter",
    "ihre hinweise",
    "zwei jahre",
    "zurückgebucht",
    "mehr als 50 angebote",
    "über 50 angebote",
  ],
};

describe.each(languages)("the information pages in %s", (lang) => {
  const all = pages(lang);

  it("promise nothing the product does not do", () => {
    for (const [name, page] of Object.entries(all)) {
      const text = `${page.description}\n${page.body}`.toLowerCase();
      for (const words of withdrawn[lang]) expect(text, `${name}: "${words}"`).not.toContain(words);
    }
  });

  it("name every cookie the site sets, the referral cookie too", () => {
    expect(all.cookies!.body).toContain(`(${REFERRAL_COOKIE})`);
  });
});
