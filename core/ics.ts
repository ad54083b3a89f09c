import { OPERATOR_TIME_ZONE, OPERATOR_UTC_OFFSET_HOURS } from "./dates.ts";

/**
 * A booking's departure as an iCalendar file (RFC 5545), written by hand: the libraries print UTC
 * hours under a TZID unless handed a time zone library, and the peninsula's zone is one line.
 * The same `uid` across a booking's life with a rising `sequence` lets a calendar update the event;
 * `method: "CANCEL"` removes it (RFC 5546).
 */
export interface BookingCalendarInput {
  uid: string;
  sequence: number;
  method: "REQUEST" | "CANCEL";
  summary: string;
  description: string;
  location: string | null;
  /** yyyy-mm-dd, the peninsula's calendar day. */
  startDate: string;
  /** "HH:MM", the peninsula's time. */
  time: string;
  durationDays: number;
  /** A one-day trip's length in hours from its start, as the service states it (null: not stated). */
  durationHours?: number | null;
  /** A trip of several days: "HH:MM" it ends on its last day, as the service states it (null: not stated). */
  endTime?: string | null;
  url: string;
  stamp: Date;
  organizer?: { name: string; email: string };
  /** The guest. iTIP asks for an ATTENDEE on REQUEST/CANCEL; some clients ignore the file without it. */
  attendee?: { name: string; email: string };
}

const CRLF = "\r\n";
const encoder = new TextEncoder();

/** TEXT values: backslash, semicolon, comma and line breaks are escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value (CN=...): quoted, without the quotes and control characters it may not hold. */
function paramText(value: string): string {
  return `"${value.replace(/["\p{Cc}]/gu, "")}"`;
}

/**
 * Lines longer than 75 octets are folded: CRLF and one space, the space counting towards the next
 * line's 75 (§3.1). Folding counts UTF-8 octets and never splits a character.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

/** Values that are not TEXT (UID, URI, address): nothing that could end the line or the value. */
const bare = (value: string) => value.replace(/[\s\p{Cc}]/gu, "");

const pad = (n: number) => String(n).padStart(2, "0");

/** A wall-clock time of the peninsula as a DATE-TIME "yyyymmddThhmmss", computed without any zone. */
function localStamp(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}00`
  );
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/** Hours an event covers when the service does not say when its trip ends. */
const UNSTATED_HOURS = 3;

/**
 * When a departure ends, as wall clocks of the peninsula held in Dates' UTC fields (so that no
 * machine zone moves them): a one-day trip at its start plus the hours the service states; a trip
 * of several days at the end time the service states on its last day. A service that states
 * neither (or an end before the start) covers its days and three hours of the last one, which
 * blocks the trip in a calendar without claiming to know when the guests are back.
 */
export function tripTimes(
  input: Pick<BookingCalendarInput, "startDate" | "time" | "durationDays" | "durationHours" | "endTime">,
): { start: Date; end: Date } {
  const start = new Date(Date.parse(`${input.startDate}T00:00:00Z`) + minutesOf(input.time) * 60_000);
  const days = Math.max(1, Math.floor(input.durationDays));
  if (days === 1 && input.durationHours) {
    return { start, end: new Date(start.getTime() + input.durationHours * 3_600_000) };
  }
  if (days > 1 && input.endTime && /^\d{2}:\d{2}$/.test(input.endTime)) {
    const lastDay = Date.parse(`${input.startDate}T00:00:00Z`) + (days - 1) * 86_400_000;
    const end = new Date(lastDay + minutesOf(input.endTime) * 60_000);
    if (end > start) return { start, end };
  }
  return { start, end: new Date(start.getTime() + (days - 1) * 86_400_000 + UNSTATED_HOURS * 3_600_000) };
}

export function bookingCalendar(input: BookingCalendarInput): string {
  const { start, end } = tripTimes(input);
  const tz = OPERATOR_TIME_ZONE;
  const offset = `+${pad(OPERATOR_UTC_OFFSET_HOURS)}00`;
  const cancel = input.method === "CANCEL";

  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Peninsula Adventures//Bookings//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${input.method}`,
    // Asia/Kamchatka keeps UTC+12 all year: one STANDARD rule, no daylight saving.
    "BEGIN:VTIMEZONE",
    `TZID:${tz}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    `TZNAME:${offset.slice(0, 3)}`,
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    `UID:${bare(input.uid)}`,
    `SEQUENCE:${Math.max(0, Math.floor(input.sequence))}`,
    `DTSTAMP:${utcStamp(input.stamp)}`,
    `DTSTART;TZID=${tz}:${localStamp(start)}`,
    `DTEND;TZID=${tz}:${localStamp(end)}`,
    `SUMMARY:${escapeText(input.summary)}`,
    `DESCRIPTION:${escapeText(input.description)}`,
    ...(input.location ? [`LOCATION:${escapeText(input.location)}`] : []),
    `URL:${bare(input.url)}`,
    ...(input.organizer
      ? [`ORGANIZER;CN=${paramText(input.organizer.name)}:mailto:${bare(input.organizer.email)}`]
      : []),
    ...(input.attendee
      ? [
          `ATTENDEE;CN=${paramText(input.attendee.name)};ROLE=REQ-PARTICIPANT;` +
            `PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${bare(input.attendee.email)}`,
        ]
      : []),
    `STATUS:${cancel ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
