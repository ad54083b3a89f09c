import { categories, type Category } from "./categories.ts";

// The words that name each category in every language, for search: kept apart from the category list,
// which every page's header loads, since only search reads them.

/**
 * The words a traveller types for a category, in every language we speak: the category's name as
 * the pages show it and common synonyms and forms. Search finds a category's services by any of
 * them, whatever the page's language (a Russian word on the English page still finds), so a trip is
 * found by what it is, not only when its own text happens to hold the word. Lower case.
 */
export const categoryWords: Record<Category, readonly string[]> = {
  hunting: [
    // en
    "hunting",
    "hunt",
    "hunts",
    "hunter",
    // ru
    "охота",
    "охоту",
    "охоты",
    "охотничий",
    "охотничья",
    "охотник",
    // de
    "jagd",
    "jagen",
    "jäger",
    "jagdreise",
  ],
  fishing: [
    "fishing",
    "fish",
    "angling",
    "рыбалка",
    "рыбалку",
    "рыбалки",
    "рыба",
    "рыбная ловля",
    "angeln",
    "fischen",
    "angelreise",
  ],
  recreation: [
    "recreation",
    "relaxation",
    "leisure",
    "отдых",
    "отдыха",
    "релакс",
    "erholung",
    "freizeit",
    "entspannung",
  ],
  tours: [
    "tours",
    "tour",
    "excursion",
    "sightseeing",
    "туры",
    "тур",
    "экскурсия",
    "экскурсии",
    "touren",
    "ausflug",
    "rundreise",
  ],
};

/** Folds what the words and a query may differ by: case, and ё written as е. */
export const foldText = (text: string) => text.toLocaleLowerCase().replaceAll("ё", "е");

const folded = Object.fromEntries(
  categories.map((category) => [category, categoryWords[category].map(foldText)]),
) as Record<Category, string[]>;

/**
 * Whether a (folded, trimmed) query names `category`: it is part of one of the category's words,
 * the same "contains" rule as the rest of search ("рыбал" finds fishing as "volc" finds a volcano).
 */
export function queryNamesCategory(category: Category, needle: string): boolean {
  return needle !== "" && folded[category].some((word) => word.includes(needle));
}
