import type { TFunction } from "i18next";
import type { Readiness } from "../../../core/manifest.ts";

/** "Ready", or "Not ready: licence, waiver, balance" in the reader's language (manifest namespace). */
export function readinessText(t: TFunction, readiness: Readiness): string {
  if (readiness.ready) return t("readiness.ready");
  const missing = readiness.missing
    .map((gap) => t(`readiness.gap.${gap}`))
    .join(t("readiness.listSeparator"));
  return t("readiness.notReady", { missing });
}
