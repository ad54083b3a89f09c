import type { BookingStatus } from "../../core/booking-status.ts";
import { Badge } from "./ui/misc.tsx";

/** A booking's status as a badge's tone: one map for the dashboard, the console and the admin area. */
const tones = {
  pending: "accent",
  confirmed: "success",
  completed: "muted",
  cancelled: "danger",
  rejected: "danger",
} as const satisfies Record<BookingStatus, string>;

/** A booking's status, worded by the caller in its own namespace. */
export function BookingStatusBadge({ status, label }: { status: BookingStatus; label: string }) {
  return <Badge tone={tones[status]}>{label}</Badge>;
}
