import useEmblaCarousel from "embla-carousel-react";
import { X, ZoomIn, ZoomOut } from "lucide-react";
import { Dialog } from "radix-ui";
import { useCallback, useEffect, useState } from "react";
import { GalleryArrows } from "../../components/gallery-arrows.tsx";
import { photoSize, Picture } from "../../components/picture.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";

const roundButton =
  "inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 disabled:opacity-30";
const arrows = {
  left: `${roundButton} absolute top-1/2 left-3 -translate-y-1/2`,
  right: `${roundButton} absolute top-1/2 right-3 -translate-y-1/2`,
};

/** Full-screen photos: swipe or arrows (keyboard too), a counter, and a zoom toggle. */
export default function Lightbox({
  images,
  title,
  start,
  onClose,
}: {
  images: readonly string[];
  title: string;
  start: number;
  onClose: (index: number) => void;
}) {
  const { t } = useTranslation();
  const [zoomed, setZoomed] = useState(false);
  const [index, setIndex] = useState(start);
  const [viewport, embla] = useEmblaCarousel({ startIndex: start, loop: false, watchDrag: !zoomed });

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      setIndex(embla.selectedScrollSnap());
      setZoomed(false);
    };
    embla.on("select", onSelect);
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose(index))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-black/95" />
        <Dialog.Content
          className="fixed inset-0 z-[70] flex flex-col text-white outline-none"
          onKeyDown={(event) => {
            if (event.key === "ArrowLeft") previous();
            if (event.key === "ArrowRight") next();
          }}
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between gap-3 p-3">
            <p className="text-sm font-semibold" aria-live="polite">
              {t("gallery.counter", { index: index + 1, total: images.length })}
            </p>
            <Dialog.Title className="sr-only">{title}</Dialog.Title>
            <div className="flex gap-2">
              <button
                type="button"
                className={roundButton}
                onClick={() => setZoomed((z) => !z)}
                aria-pressed={zoomed}
                aria-label={zoomed ? t("gallery.zoomOut") : t("gallery.zoomIn")}
              >
                {zoomed ? (
                  <ZoomOut className="size-5" aria-hidden />
                ) : (
                  <ZoomIn className="size-5" aria-hidden />
                )}
              </button>
              <Dialog.Close className={roundButton} aria-label={t("actions.close")}>
                <X className="size-5" aria-hidden />
              </Dialog.Close>
            </div>
          </div>
          <div className="relative min-h-0 flex-1">
            <div ref={viewport} className="h-full overflow-hidden">
              <div className="flex h-full">
                {images.map((image, i) => (
                  <div
                    key={image}
                    className="flex h-full min-w-0 shrink-0 grow-0 basis-full items-center justify-center overflow-auto"
                  >
                    <Picture
                      src={image}
                      {...photoSize}
                      alt={`${title} (${i + 1})`}
                      sizes="100vw"
                      onClick={() => setZoomed((z) => !z)}
                      className={
                        zoomed && i === index
                          ? "max-w-none cursor-zoom-out"
                          : "max-h-full max-w-full cursor-zoom-in object-contain"
                      }
                      style={zoomed && i === index ? { width: "200%" } : undefined}
                    />
                  </div>
                ))}
              </div>
            </div>
            <GalleryArrows
              index={index}
              count={images.length}
              onStep={(step) => (step < 0 ? previous() : next())}
              arrowClass={arrows}
              iconClass="size-6"
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
