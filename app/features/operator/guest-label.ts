import type { TFunction } from "i18next";

/**
 * The guest as the console names them: their name, or "Guest" and the booking's reference when
 * the guest keeps their name from operators (settings page). `t` reads a namespace that has
 * `guestHidden` (operator, operatorMessages, respond).
 */
export function guestLabel(t: TFunction, name: string | null, reference: string): string {
  return name ?? t("guestHidden", { reference });
}
