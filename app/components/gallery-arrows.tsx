import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "../lib/i18n-react.tsx";

/**
 * A gallery's previous and next photo buttons, each disabled at its end. The card, the service
 * page and the lightbox place and size them their own way.
 */
export function GalleryArrows({
  index,
  count,
  onStep,
  arrowClass,
  iconClass,
}: {
  index: number;
  count: number;
  onStep: (step: -1 | 1) => void;
  arrowClass: { left: string; right: string };
  iconClass: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className={arrowClass.left}
        onClick={() => onStep(-1)}
        disabled={index === 0}
        aria-label={t("gallery.previous")}
      >
        <ChevronLeft className={iconClass} aria-hidden />
      </button>
      <button
        type="button"
        className={arrowClass.right}
        onClick={() => onStep(1)}
        disabled={index === count - 1}
        aria-label={t("gallery.next")}
      >
        <ChevronRight className={iconClass} aria-hidden />
      </button>
    </>
  );
}
