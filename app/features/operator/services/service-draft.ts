// What the service form holds: numbers as typed, every language's text, and the names of the
// fields the schema's problems are about. The form posts them as named fields (serviceEditForm in
// core/service-editor.ts reads them back).
import { DEFAULT_BOOKING_CUTOFF_HOURS } from "../../../../core/booking-cutoff.ts";
import { categories } from "../../../../core/categories.ts";
import {
  difficulties,
  dollarsOf,
  emptyServiceText,
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
  bookingCutoffHours: string;
  /** Where the guests meet (blank: the location), its point, and when the trip ends. */
  meetingPoint: string;
  meetingLat: string;
  meetingLon: string;
  durationHours: string;
  endTime: string;
  content: Record<ServiceLanguage, ServiceText>;
}

export const lists = ["highlights", "included", "notIncluded", "tags"] as const;
export const listMax = {
  highlights: LIMITS.highlights,
  included: LIMITS.inclusions,
  notIncluded: LIMITS.inclusions,
  tags: LIMITS.tags,
};

const noMeeting = { meetingPoint: "", meetingLat: "", meetingLon: "", durationHours: "", endTime: "" };

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
      bookingCutoffHours: String(DEFAULT_BOOKING_CUTOFF_HOURS),
      ...noMeeting,
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
    bookingCutoffHours: String(service.bookingCutoffHours),
    meetingPoint: service.meetingPoint ?? "",
    meetingLat: service.meetingLat === null ? "" : String(service.meetingLat),
    meetingLon: service.meetingLon === null ? "" : String(service.meetingLon),
    durationHours: service.durationHours === null ? "" : String(service.durationHours),
    endTime: service.endTime ?? "",
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

/**
 * The draft a refused post without scripts sent back (its fields by name), with blank rows dropped
 * as the action dropped them, so each problem's row number points at its row.
 */
export function draftFromPosted(values: Record<string, string>, service: OperatorService | null): Draft {
  const base = draftOf(service);
  const rows = (at: string) =>
    Object.keys(values)
      .map((name) => /^(\d+)(?:\.|$)/.exec(name.startsWith(`${at}.`) ? name.slice(at.length + 1) : "")?.[1])
      .filter((index): index is string => index !== undefined)
      .map(Number)
      .filter((index, i, all) => all.indexOf(index) === i)
      .sort((a, b) => a - b);
  const text = (lang: ServiceLanguage): ServiceText => {
    const at = `content.${lang}`;
    const line = (list: (typeof lists)[number]) =>
      rows(`${at}.${list}`).map((i) => values[`${at}.${list}.${i}`] ?? "");
    return withoutBlankRows({
      title: values[`${at}.title`] ?? "",
      location: values[`${at}.location`] ?? "",
      description: values[`${at}.description`] ?? "",
      highlights: line("highlights"),
      included: line("included"),
      notIncluded: line("notIncluded"),
      tags: line("tags"),
      itinerary: rows(`${at}.itinerary`).map((i) => ({
        title: values[`${at}.itinerary.${i}.title`] ?? "",
        description: values[`${at}.itinerary.${i}.description`] ?? "",
      })),
    });
  };
  return {
    category: (categories as readonly string[]).includes(values.category ?? "")
      ? (values.category as Category)
      : base.category,
    difficulty: (difficulties as readonly string[]).includes(values.difficulty ?? "")
      ? (values.difficulty as Difficulty)
      : base.difficulty,
    price: values.priceCents ?? base.price,
    originalPrice: values.originalPriceCents ?? base.originalPrice,
    durationDays: values.durationDays ?? base.durationDays,
    groupMin: values.groupMin ?? base.groupMin,
    groupMax: values.groupMax ?? base.groupMax,
    bookingCutoffHours: values.bookingCutoffHours ?? base.bookingCutoffHours,
    meetingPoint: values.meetingPoint ?? base.meetingPoint,
    meetingLat: values.meetingLat ?? base.meetingLat,
    meetingLon: values.meetingLon ?? base.meetingLon,
    durationHours: values.durationHours ?? base.durationHours,
    endTime: values.endTime ?? base.endTime,
    content: { en: text("en"), ru: text("ru"), de: text("de") },
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
    "bookingCutoffHours",
    "meetingPoint",
    "meetingLat",
    "meetingLon",
    "durationHours",
    "endTime",
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
