import { z } from "zod";
import { categories, type Category } from "./categories.ts";
import { centsOf, type FormShape } from "./form-input.ts";
import { idParamSchema } from "./schemas.ts";
import { MAX_BOOKING_CUTOFF_HOURS, MIN_BOOKING_CUTOFF_HOURS } from "./booking-cutoff.ts";

// What the operators' service editor and its API share: the schema of a service's content in three
// languages and of its shared fields, the status changes, and the limits on images.

export const serviceLanguages = ["en", "ru", "de"] as const;
export type ServiceLanguage = (typeof serviceLanguages)[number];
/** English is the service's own text; these are its translations (each may be left out). */
export const translatedLanguages = ["ru", "de"] as const;

export const difficulties = ["easy", "moderate", "hard", "expert"] as const;
export type Difficulty = (typeof difficulties)[number];

export const LIMITS = {
  title: 120,
  location: 120,
  description: 5000,
  line: 300,
  tag: 40,
  highlights: 20,
  inclusions: 30,
  itinerary: 60,
  tags: 12,
  alt: 200,
  durationDays: 60,
  group: 100,
  meetingPoint: 200,
  /** A one-day trip's hours. */
  durationHours: 24,
  /** $100,000 a person. */
  priceCents: 10_000_000,
} as const;

/** Photos per service. */
export const MAX_IMAGES = 12;
/** The largest upload, before conversion. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

const text = (max: number) => z.string().trim().min(1, "required").max(max, "tooLong");
const line = text(LIMITS.line);

/** One day of the plan; its number is its place in the list (day 1 first). */
const itineraryDay = z.strictObject({
  title: text(LIMITS.title),
  description: text(LIMITS.description),
});

/** The words of a service in one language: what a traveller reads. */
export const serviceTextSchema = z
  .strictObject({
    title: text(LIMITS.title),
    location: text(LIMITS.location),
    description: text(LIMITS.description),
    highlights: z.array(line).max(LIMITS.highlights, "tooManyItems"),
    included: z.array(line).max(LIMITS.inclusions, "tooManyItems"),
    notIncluded: z.array(line).max(LIMITS.inclusions, "tooManyItems"),
    itinerary: z.array(itineraryDay).max(LIMITS.itinerary, "tooManyItems"),
    tags: z.array(text(LIMITS.tag)).max(LIMITS.tags, "tooManyItems"),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.tags.forEach((tag, i) => {
      const key = tag.toLocaleLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: "custom", message: "duplicateTag", path: ["tags", i] });
      seen.add(key);
    });
  });
export type ServiceText = z.infer<typeof serviceTextSchema>;

const whole = (max: number) =>
  z.number("notANumber").int("notWholeNumber").min(1, "tooSmall").max(max, "tooLarge");
const degrees = (max: number) => z.number("notANumber").min(-max, "tooSmall").max(max, "tooLarge");
/** A time of day, "HH:MM" (00:00 to 23:59). */
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Everything the editor saves at once: the shared fields, English, and Russian and German (null:
 * not translated, travellers read English). Prices are integer cents.
 */
export const serviceEditSchema = z
  .strictObject({
    category: z.enum(categories, "invalidChoice"),
    difficulty: z.enum(difficulties, "invalidChoice"),
    priceCents: whole(LIMITS.priceCents),
    originalPriceCents: whole(LIMITS.priceCents).nullable().default(null),
    durationDays: whole(LIMITS.durationDays),
    groupMin: whole(LIMITS.group),
    groupMax: whole(LIMITS.group),
    /**
     * Bookings close this many hours before a departure starts (1 to 168). Left out: unchanged
     * (a new service gets 2).
     */
    bookingCutoffHours: z
      .number("notANumber")
      .int("notWholeNumber")
      .min(MIN_BOOKING_CUTOFF_HOURS, "tooSmall")
      .max(MAX_BOOKING_CUTOFF_HOURS, "tooLarge")
      .optional(),
    /**
     * Where the guests meet the guide (null: the location), and its point on the map in WGS 84
     * degrees, both or neither. Each left out: unchanged.
     */
    meetingPoint: z.string().trim().max(LIMITS.meetingPoint, "tooLong").nullable().optional(),
    meetingLat: degrees(90).nullable().optional(),
    meetingLon: degrees(180).nullable().optional(),
    /** A one-day trip: how many hours a departure lasts (1 to 24). Left out: unchanged. */
    durationHours: whole(LIMITS.durationHours).nullable().optional(),
    /** A trip of several days: "HH:MM" it ends on its last day, Kamchatka time. Left out: unchanged. */
    endTime: z.string().regex(CLOCK, "invalidTime").nullable().optional(),
    content: z.strictObject({
      en: serviceTextSchema,
      ru: serviceTextSchema.nullable().default(null),
      de: serviceTextSchema.nullable().default(null),
    }),
  })
  .superRefine((value, ctx) => {
    if (value.originalPriceCents !== null && value.originalPriceCents <= value.priceCents)
      ctx.addIssue({ code: "custom", message: "originalPriceNotAbove", path: ["originalPriceCents"] });
    if (value.groupMax < value.groupMin)
      ctx.addIssue({ code: "custom", message: "groupSizeRange", path: ["groupMax"] });
    // A point is sent whole, both coordinates or neither: the missing one is asked for.
    const lat = value.meetingLat ?? null;
    const lon = value.meetingLon ?? null;
    if (
      (lat === null) !== (lon === null) ||
      (value.meetingLat === undefined) !== (value.meetingLon === undefined)
    )
      ctx.addIssue({
        code: "custom",
        message: "required",
        path: [lat === null ? "meetingLat" : "meetingLon"],
      });
  });
export type ServiceEdit = z.infer<typeof serviceEditSchema>;

/**
 * The editor's form (core/form-input.ts): prices typed in dollars under the schema's names, an
 * empty original price null, whole numbers, each language's lists as numbered fields
 * (`content.en.highlights.0`, `content.en.itinerary.0.title`) with blank rows dropped, and a
 * translation left blank null.
 */
export const serviceEditForm: FormShape = {
  cents: ["priceCents", "originalPriceCents"],
  nullable: ["originalPriceCents", "meetingPoint", "meetingLat", "meetingLon", "durationHours", "endTime"],
  numbers: [
    "durationDays",
    "groupMin",
    "groupMax",
    "bookingCutoffHours",
    "meetingLat",
    "meetingLon",
    "durationHours",
  ],
  lists: serviceLanguages.flatMap((lang) =>
    ["highlights", "included", "notIncluded", "tags", "itinerary"].map((list) => `content.${lang}.${list}`),
  ),
  blankGroups: translatedLanguages.map((lang) => `content.${lang}`),
};

export const serviceStatusSchema = z.strictObject({
  /** "active" publishes (or reactivates), "archived" takes the service out of the catalogue. */
  status: z.enum(["active", "archived"], "invalidChoice"),
});

export const instantConfirmationSchema = z.strictObject({
  instantConfirmation: z.boolean("invalidChoice"),
});
/** The switch posts its new state as "true" or "false". */
export const instantConfirmationForm: FormShape = { flags: ["instantConfirmation"] };

export const imageAltSchema = z.strictObject({ alt: text(LIMITS.alt) });

/** Every image of the service, once each, in the new order. */
export const imageOrderSchema = z.strictObject({
  ids: z.array(idParamSchema).min(1, "required").max(MAX_IMAGES, "tooManyItems"),
});
/** The photos' order: a hidden `ids` field per photo, in the new order. */
export const imageOrderForm: FormShape = { lists: ["ids"] };

/** The optional alt text sent with an upload. */
export const imageUploadSchema = z.strictObject({
  alt: z.string().trim().max(LIMITS.alt, "tooLong").optional(),
});

/** A blank language: the editor shows it to be filled, and sends null while it stays empty. */
export const emptyServiceText = (): ServiceText => ({
  title: "",
  location: "",
  description: "",
  highlights: [],
  included: [],
  notIncluded: [],
  itinerary: [],
  tags: [],
});

/** Nothing written in it at all: not translated. */
export const isBlankText = (value: ServiceText) =>
  !value.title.trim() &&
  !value.location.trim() &&
  !value.description.trim() &&
  [value.highlights, value.included, value.notIncluded, value.tags].every((list) =>
    list.every((item) => !item.trim()),
  ) &&
  value.itinerary.every((day) => !day.title.trim() && !day.description.trim());

/** Dollars as the editor shows them, from cents. */
export const dollarsOf = (cents: number | null) => (cents === null ? "" : String(cents / 100));

/** Cents from what the operator typed: NaN for anything that is not an amount. */
export { centsOf };

export const serviceStatuses = ["draft", "active", "archived"] as const;
export type ServiceStatus = (typeof serviceStatuses)[number];

/** A service in the console's list. */
export interface OperatorServiceRow {
  id: number;
  title: string;
  category: Category;
  status: ServiceStatus;
  priceCents: number;
  originalPriceCents: number | null;
  instantConfirmation: boolean;
  /** The cover photo's address, if it has one. */
  image: string | null;
  images: number;
  weeklySlots: number;
  /** Pending and confirmed bookings from today on. */
  upcomingBookings: number;
  updatedAt: string;
}

export interface OperatorImage {
  id: number;
  url: string;
  alt: string;
  position: number;
}

/** A service as the editor edits it: every field, every language, the photos in order. */
export interface OperatorService {
  id: number;
  status: ServiceStatus;
  instantConfirmation: boolean;
  category: Category;
  difficulty: Difficulty;
  priceCents: number;
  originalPriceCents: number | null;
  durationDays: number;
  groupMin: number;
  groupMax: number;
  /** Bookings close this many hours before a departure starts. */
  bookingCutoffHours: number;
  /** Where the guests meet the guide (null: the location), and its point on the map. */
  meetingPoint: string | null;
  meetingLat: number | null;
  meetingLon: number | null;
  /** A one-day trip's hours, a longer trip's end time on its last day (null: not stated). */
  durationHours: number | null;
  endTime: string | null;
  rating: number;
  reviews: number;
  content: { en: ServiceText; ru: ServiceText | null; de: ServiceText | null };
  images: OperatorImage[];
  weeklySlots: number;
  createdAt: string;
  updatedAt: string;
}
