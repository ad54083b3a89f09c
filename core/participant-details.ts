import { z } from "zod";
import { isIsoDate, type IsoDate } from "./dates.ts";
import type { Problem } from "./errors.ts";
import type { FormShape } from "./form-input.ts";
import {
  ageOn,
  needsLicence,
  participantCodes,
  type ParticipantCode,
  type ParticipantType,
  type ReadinessGap,
} from "./participants.ts";
import { isoDate } from "./schemas.ts";

// A booking's participants as the guest (or a co-traveller's link) fills them in after booking
// (decision 042): the schema both the page's forms and the API parse, and the checks of a birth
// date against the participant's type and the trip's minimum age, and of a licence where needed.

/** A birth date: a real day from 1900 on (the API's dates start in 2000, people did not). */
const birthDate = z
  .string()
  .refine(isIsoDate, { message: "invalidDate", abort: true })
  .refine((value) => value >= "1900-01-01" && value <= "2100-12-31", "dateOutOfBounds")
  .meta({ description: "yyyy-mm-dd" });

/** Text that may be left empty: "" is absent. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/** One participant's details as sent: who, born when, a licence where the trip needs one, the waiver. */
export const participantDetailSchema = z.object({
  position: z.number().int("notWholeNumber").min(0, "tooSmall").max(99, "tooLarge").optional().meta({
    description: "Which participant (0-based, in the booking's order); by default the entry's index",
  }),
  type: z
    .enum(participantCodes, "unknownParticipantType")
    .optional()
    .meta({ description: "When given, must be the participant's type" }),
  name: z.string().trim().min(1, "nameRequired").max(100),
  birthDate,
  licenceNumber: optionalText(50).meta({ description: "Hunting or fishing licence (where needed)" }),
  licenceExpiry: z
    .union([z.literal(""), isoDate])
    .optional()
    .transform((value) => (value ? value : undefined)),
  acceptWaiver: z.boolean().default(false).meta({
    description:
      "Accept the service's current waiver under this name; an acceptance already on record stays (false does not withdraw it)",
  }),
});
export type ParticipantDetailInput = z.infer<typeof participantDetailSchema>;

/** `PUT /api/booking/:id/participants`: every participant of the booking, once. */
export const participantsSaveSchema = z.object({
  participants: z.array(participantDetailSchema).max(100, "tooManyItems"),
});

/** One participant's form on the booking page and the co-traveller's page (its fields posted as strings). */
export const participantForm: FormShape = {
  numbers: ["position"],
  flags: ["acceptWaiver"],
  optional: ["licenceNumber", "licenceExpiry", "type"],
};

/** The booking's page posts one participant at a time: its position and its fields. */
export const participantRowSchema = participantDetailSchema.extend({
  position: z.number().int("notWholeNumber").min(0, "tooSmall").max(99, "tooLarge"),
});

/** The rules a participant's details are checked by: the service's types and ages, the trip's dates. */
export interface DetailRules {
  types: readonly Pick<ParticipantType, "code" | "minAge" | "maxAge">[];
  minAge: number | null;
  licenceFromAge: number | null;
  startDate: IsoDate;
  endDate: IsoDate;
}

/** A type's age range as the messages show it: "3–11", "12+", "0–2"; null when any age goes. */
export function ageRange(type: Pick<ParticipantType, "minAge" | "maxAge"> | undefined): string | null {
  if (!type || (type.minAge === null && type.maxAge === null)) return null;
  if (type.maxAge === null) return `${type.minAge}+`;
  return `${type.minAge ?? 0}–${type.maxAge}`;
}

/**
 * Whether a licence may be asked of someone of this type: the service asks one from an age that
 * the type's ages reach (a child of 3–11 on a trip asking one from 16 never needs it).
 */
export function licenceAsked(
  type: Pick<ParticipantType, "maxAge"> | undefined,
  licenceFromAge: number | null,
): boolean {
  if (licenceFromAge === null) return false;
  const maxAge = type?.maxAge ?? null;
  return maxAge === null || maxAge >= licenceFromAge;
}

/**
 * What is wrong with one participant's details, each problem naming its field under `prefix`
 * (`participants.2.`): an age on the start date below the trip's minimum or outside the type's
 * range, and, for someone old enough to need one, a licence number and an expiry not before the
 * trip ends.
 */
export function detailProblems(
  rules: DetailRules,
  type: ParticipantCode,
  details: { birthDate: IsoDate; licenceNumber?: string; licenceExpiry?: IsoDate },
  prefix = "",
): Problem[] {
  const problems: Problem[] = [];
  const age = ageOn(details.birthDate, rules.startDate);
  const own = rules.types.find((t) => t.code === type);
  const range = ageRange(own) ?? "0+";
  if (age < 0) {
    problems.push({ code: "ageOutOfRange", field: `${prefix}birthDate`, params: { range } });
  } else if (rules.minAge !== null && age < rules.minAge) {
    problems.push({ code: "belowMinimumAge", field: `${prefix}birthDate`, params: { age: rules.minAge } });
  } else if (
    own &&
    ((own.minAge !== null && age < own.minAge) || (own.maxAge !== null && age > own.maxAge))
  ) {
    problems.push({ code: "ageOutOfRange", field: `${prefix}birthDate`, params: { range } });
  }
  if (needsLicence(rules.licenceFromAge, details.birthDate, rules.startDate)) {
    if (!details.licenceNumber) problems.push({ code: "licenceRequired", field: `${prefix}licenceNumber` });
    if (!details.licenceExpiry) problems.push({ code: "licenceRequired", field: `${prefix}licenceExpiry` });
    else if (details.licenceExpiry < rules.endDate)
      problems.push({ code: "licenceExpired", field: `${prefix}licenceExpiry` });
  }
  return problems;
}

/** A participant's details and waiver as their owner (or their co-traveller link) reads them. */
export interface ParticipantView {
  position: number;
  type: ParticipantCode;
  name: string | null;
  birthDate: IsoDate | null;
  licenceNumber: string | null;
  licenceExpiry: IsoDate | null;
  /** A licence is asked of this participant (from the service's licence age; unknown age: yes). */
  needsLicence: boolean;
  /** The waiver this participant accepted, if any: which version, in which language, when, as whom. */
  waiver: { version: number; lang: "en" | "ru" | "de"; acceptedAt: string; acceptedBy: string } | null;
  /** What this participant still lacks (details, licence, waiver). */
  missing: Exclude<ReadinessGap, "balance">[];
}

/** The operator's waiver as the reader sees it: the current version, in their language where written. */
export interface WaiverView {
  version: number;
  lang: "en" | "ru" | "de";
  text: string;
}

/** A booking's participants (`GET /api/booking/:id/participants`, the booking page's panel). */
export interface BookingParticipantsView {
  bookingId: string;
  /** Details can be changed: the booking is pending or confirmed and the trip has not started. */
  editable: boolean;
  minAge: number | null;
  licenceFromAge: number | null;
  waiver: WaiverView | null;
  participants: (ParticipantView & {
    /** The type's ages on the start date ("3–11"), null when any age goes. */
    ageRange: string | null;
    /** Licence fields are shown: someone of this type may be old enough to need one. */
    licenceAsked: boolean;
    /** The co-traveller's link for this participant (no account needed); null once not editable. */
    link: string | null;
  })[];
  readiness: { ready: boolean; missing: ReadinessGap[] };
}

/** What a co-traveller's link shows: the trip, and their own details only. */
export interface LinkedParticipantView {
  service: string;
  date: IsoDate;
  endDate: IsoDate;
  time: string;
  minAge: number | null;
  licenceFromAge: number | null;
  waiver: WaiverView | null;
  participant: ParticipantView & { ageRange: string | null; licenceAsked: boolean };
}
