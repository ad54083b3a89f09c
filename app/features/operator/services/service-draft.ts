// What the service form holds and how it becomes the API's input: numbers as typed, every
// language's text, and the names of the fields the schema's problems are about.
import { categories } from "../../../../core/categories.ts";
import {
  centsOf,
  difficulties,
  dollarsOf,
  emptyServiceText,
  isBlankText,
  LIMITS,
  serviceLanguages,
  type ServiceLanguage,
  type OperatorService,
  type ServiceText,
} from "../../../../core/service-editor.ts";

export type Category = (typeof categories)[number];
export type Difficulty = (typeof difficulties)[number];

/** What the form holds: numbers as typed (prices in dollars), and every language's text. */
export interface Draft {
  category: Category;
  difficulty: Difficulty;
  price: string;
  originalPrice: string;
  durationDays: string;
  groupMin: string;
  groupMax: string;
  content: Record<ServiceLanguage, ServiceText>;
}

export const lists = ["highlights", "included", "notIncluded", "tags"] as const;
export const listMax = {
  highlights: LIMITS.highlights,
  included: LIMITS.inclusions,
  notIncluded: LIMITS.inclusions,
  tags: LIMITS.tags,
};

export function draftOf(service: OperatorService | null): Draft {
  if (!service)
    return {
      category: "tours",
      difficulty: "moderate",
      price: "",
      originalPrice: "",
      durationDays: "1",
      groupMin: "1",
      groupMax: "6",
      content: { en: emptyServiceText(), ru: emptyServiceText(), de: emptyServiceText() },
    };
  return {
    category: service.category,
    difficulty: service.difficulty,
    price: dollarsOf(service.priceCents),
    originalPrice: dollarsOf(service.originalPriceCents),
    durationDays: String(service.durationDays),
    groupMin: String(service.groupMin),
    groupMax: String(service.groupMax),
    content: {
      en: service.content.en,
      ru: service.content.ru ?? emptyServiceText(),
      de: service.content.de ?? emptyServiceText(),
    },
  };
}

/** Rows left empty are dropped rather than refused. */
export function withoutBlankRows(text: ServiceText): ServiceText {
  return {
    ...text,
    highlights: text.highlights.filter((line) => line.trim()),
    included: text.included.filter((line) => line.trim()),
    notIncluded: text.notIncluded.filter((line) => line.trim()),
    tags: text.tags.filter((line) => line.trim()),
    itinerary: text.itinerary.filter((day) => day.title.trim() || day.description.trim()),
  };
}

export const whole = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));

/** The API's input: cents, numbers, and null for a language left empty. */
export function inputOf(draft: Draft) {
  const { en, ru, de } = draft.content;
  return {
    category: draft.category,
    difficulty: draft.difficulty,
    priceCents: centsOf(draft.price),
    originalPriceCents: draft.originalPrice.trim() ? centsOf(draft.originalPrice) : null,
    durationDays: whole(draft.durationDays),
    groupMin: whole(draft.groupMin),
    groupMax: whole(draft.groupMax),
    content: { en, ru: isBlankText(ru) ? null : ru, de: isBlankText(de) ? null : de },
  };
}

/** Every field the form shows a problem under, as the schema names them. */
export function fieldsOf(draft: Draft): string[] {
  const fields = [
    "category",
    "difficulty",
    "priceCents",
    "originalPriceCents",
    "durationDays",
    "groupMin",
    "groupMax",
  ];
  for (const lang of serviceLanguages) {
    const text = draft.content[lang];
    const at = `content.${lang}`;
    fields.push(at, `${at}.title`, `${at}.location`, `${at}.description`, `${at}.itinerary`);
    for (const list of lists) {
      fields.push(`${at}.${list}`, ...text[list].map((_, i) => `${at}.${list}.${i}`));
    }
    text.itinerary.forEach((_, i) =>
      fields.push(`${at}.itinerary.${i}.title`, `${at}.itinerary.${i}.description`),
    );
  }
  return fields;
}
