import { Expand, ImageOff } from "lucide-react";
import { lazy, memo, Suspense, useRef, useState } from "react";
import { GalleryArrows } from "../../components/gallery-arrows.tsx";
import { photoSize, Picture } from "../../components/picture.tsx";
import { cn } from "../../lib/cn.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";

const Lightbox = lazy(() => import("./lightbox.tsx"));

const arrowClass =
  "absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow-lg hover:bg-white disabled:invisible";
const arrows = { left: cn(arrowClass, "left-3"), right: cn(arrowClass, "right-3") };

/**
 * The service's photos: a swipeable strip (native scroll snapping) with arrows, a counter and
 * thumbnails. A photo opens the zoom lightbox, which loads on first use.
 */
export const Gallery = memo(function Gallery({
  images,
  title,
}: {
  images: readonly string[];
  title: string;
}) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [lightbox, setLightbox] = useState<number | null>(null);

  const show = (next: number) => {
    const el = strip.current;
    if (!el) return;
    el.scrollTo({ left: next * el.clientWidth, behavior: "smooth" });
  };

  if (images.length === 0)
    return (
      <div className="flex aspect-[3/2] flex-col items-center justify-center gap-2 rounded-3xl bg-muted text-muted-foreground sm:aspect-[21/9]">
        <ImageOff className="size-8" aria-hidden />
        {t("gallery.empty")}
      </div>
    );

  return (
    <section aria-roledescription="carousel" aria-label={t("gallery.label", { title })}>
      <div className="relative overflow-hidden rounded-3xl bg-muted">
        <div
          ref={strip}
          className="flex aspect-[3/2] snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] sm:aspect-[21/9] [&::-webkit-scrollbar]:hidden"
          onScroll={(event) => {
            const el = event.currentTarget;
            setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
          }}
        >
          {images.map((image, i) => (
            <button
              key={image}
              type="button"
              className="size-full shrink-0 snap-start cursor-zoom-in"
              onClick={() => setLightbox(i)}
              aria-label={t("gallery.open", { index: i + 1, total: images.length })}
            >
              <Picture
                src={image}
                {...photoSize}
                alt={i === 0 ? title : `${title} (${i + 1})`}
                priority={i === 0}
                sizes="(min-width: 1280px) 1248px, 100vw"
                className="size-full object-cover"
              />
            </button>
          ))}
        </div>
        <GalleryArrows
          index={index}
          count={images.length}
          onStep={(step) => show(index + step)}
          arrowClass={arrows}
          iconClass="size-5"
        />
        <p className="pointer-events-none absolute bottom-3 left-3 rounded-full bg-black/60 px-3 py-1 text-xs font-semibold text-white">
          {t("gallery.counter", { index: index + 1, total: images.length })}
        </p>
        <button
          type="button"
          onClick={() => setLightbox(index)}
          className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-black/60 px-3 py-1.5 text-xs font-semibold text-white hover:bg-black/75"
        >
          <Expand className="size-3.5" aria-hidden />
          {t("gallery.zoom")}
        </button>
      </div>
      {images.length > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((image, i) => (
            <li key={image} className="shrink-0">
              <button
                type="button"
                onClick={() => show(i)}
                aria-label={t("gallery.show", { index: i + 1, total: images.length })}
                aria-current={i === index ? "true" : undefined}
                className={cn(
                  "block overflow-hidden rounded-xl border-2 transition-opacity",
                  i === index ? "border-accent" : "border-transparent opacity-70 hover:opacity-100",
                )}
              >
                <Picture
                  src={image}
                  {...photoSize}
                  alt=""
                  sizes="112px"
                  className="h-16 w-24 object-cover sm:h-20 sm:w-28"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {lightbox !== null ? (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            title={title}
            start={lightbox}
            onClose={(last) => {
              setLightbox(null);
              show(last);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
});
