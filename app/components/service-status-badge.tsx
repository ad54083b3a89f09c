import type { ServiceStatus } from "../../core/service-editor.ts";
import { Badge } from "./ui/misc.tsx";

/** A service's status as a badge's tone: one map for the console's list, editor and schedule, and the admin area. */
const tones = {
  draft: "muted",
  active: "success",
  archived: "danger",
} as const satisfies Record<ServiceStatus, string>;

/**
 * A service's status, worded by the caller in its own namespace. An active service that is not on
 * sale (its supplier suspended) is shown muted.
 */
export function ServiceStatusBadge({
  status,
  label,
  onSale = true,
}: {
  status: ServiceStatus;
  label: string;
  onSale?: boolean;
}) {
  return <Badge tone={status === "active" && !onSale ? "muted" : tones[status]}>{label}</Badge>;
}
