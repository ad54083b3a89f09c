import { useRef, useState } from "react";
import { Link } from "react-router";
import { cn } from "../lib/cn.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { GalleryArrows } from "./gallery-arrows.tsx";
import { photoSize, Picture } from "./picture.tsx";

const arrow = (side: string) =>
  `absolute top-1/2 ${side} hidden size-8 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 opacity-0 shadow transition-opacity group-hover/gallery:opacity-100 group-focus-within/gallery:opacity-100 disabled:invisible sm:inline-flex`;
const arrowClass = { left: arrow("left-2"), right: arrow("right-2") };

/**
 * The photos of a card in a swipeable strip (native scroll snapping, so it costs no script until
 * used), with previous / next buttons on hover and dots. Each photo links to the service. Only the
 * first photo loads with the page: the others once a finger, pointer or focus comes to the strip,
 * so that a list of cards does not fetch three photos for each before its first one shows.
 */
export function CardGallery({
  images,
  title,
  href,
  sizes,
  priority = false,
}: {
  images: readonly string[];
  title: string;
  href: string;
  sizes: string;
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const go = (delta: number) => {
    const el = strip.current;
    if (!el) return;
    el.scrollTo({ left: (index + delta) * el.clientWidth, behavior: "smooth" });
  };
  if (images.length === 0) return <div className="size-full bg-muted" />;
  return (
    <div
      className="group/gallery relative z-10 size-full"
      onPointerEnter={want}
      onTouchStart={want}
      onFocus={want}
    >
      <div
        ref={strip}
        // Focusable so that keyboard users can scroll the photos with the arrow keys.
        tabIndex={0}
        role="group"
        aria-label={t("gallery.label", { title })}
        className="flex size-full snap-x snap-mandatory overflow-x-auto outline-none focus-visible:ring-4 focus-visible:ring-accent focus-visible:ring-inset [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        onScroll={(event) => {
          want();
          const el = event.currentTarget;
          setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
      >
        {images.map((image, i) => (
          <Link
            key={image}
            to={href}
            tabIndex={-1}
            aria-hidden
            className="size-full shrink-0 snap-start"
            draggable={false}
          >
            {i === 0 || wanted ? (
              <Picture
                src={image}
                {...photoSize}
                sizes={sizes}
                alt={i === 0 ? title : ""}
                priority={priority && i === 0}
                className="size-full object-cover"
              />
            ) : (
              <div className="size-full bg-muted" />
            )}
          </Link>
        ))}
      </div>
      {images.length > 1 ? (
        <>
          <GalleryArrows
            index={index}
            count={images.length}
            onStep={go}
            arrowClass={arrowClass}
            iconClass="size-4"
          />
          <div
            className="pointer-events-none absolute inset-x-0 bottom-3 flex justify-center gap-1.5"
            aria-hidden
          >
            {images.map((image, i) => (
              <span
                key={image}
                className={cn("size-1.5 rounded-full bg-white/60 shadow", i === index && "w-4 bg-white")}
              />
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
