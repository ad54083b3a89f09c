import { ArrowRight, MapPin, ShieldCheck, Star } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { SiteFigures } from "../../../core/figures.ts";
import { useFormatters } from "../../components/app-context.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { Picture } from "../../components/picture.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";

/** The figures under the hero, each counted from the data by the home loader (core/figures.ts). */
const stats = ["services", "operators", "travellers", "reviews"] as const;

/**
 * The poster is a real image (fast first paint, the page's largest element); the muted loop
 * fades in over it once loaded, and never plays for visitors who prefer reduced motion.
 */
function HeroVideo({ label }: { label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const motion = matchMedia("(prefers-reduced-motion: reduce)");
    const sync = () => {
      if (motion.matches) {
        video.pause();
        setPlaying(false);
      } else {
        // The poster is set only now: fetched with the page it would compete with the first paint.
        video.poster = "/images/hero/poster-960.webp";
        video.preload = "auto";
        video.play().then(
          () => setPlaying(true),
          () => setPlaying(false),
        );
      }
    };
    const start = () => sync();
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    motion.addEventListener("change", sync);
    return () => {
      window.removeEventListener("load", start);
      motion.removeEventListener("change", sync);
    };
  }, []);
  return (
    <video
      ref={ref}
      className={`absolute inset-0 size-full object-cover transition-opacity duration-1000 ${playing ? "opacity-100" : "opacity-0"}`}
      muted
      loop
      playsInline
      preload="none"
      aria-label={label}
    >
      <source src="/images/hero/hero.webm" type="video/webm" />
      <source src="/images/hero/hero.mp4" type="video/mp4" />
    </video>
  );
}

/** The hero; its rating and figures are the site's own (the home loader's `figures`). */
export function Hero({ figures }: { figures: SiteFigures }) {
  const { t } = useTranslation("home");
  const { number, rating } = useFormatters();
  return (
    <section className="relative isolate flex min-h-[calc(100dvh-4rem)] items-end overflow-hidden bg-stone-900 text-white">
      <Picture
        src="/images/hero/poster.webp"
        width={1920}
        height={1080}
        smallWidth={960}
        alt=""
        priority
        className="absolute inset-0 size-full object-cover"
      />
      <HeroVideo label={t("hero.videoLabel")} />
      <div className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/45 to-black/20" aria-hidden />
      <div className="relative mx-auto w-full max-w-7xl px-4 pt-24 pb-12 sm:px-6 sm:pb-16">
        <p className="inline-flex items-center gap-2 rounded-full border border-white/25 bg-white/10 px-3.5 py-1.5 text-sm font-medium backdrop-blur">
          <MapPin className="size-4" aria-hidden />
          {t("hero.badge")}
        </p>
        <h1 className="mt-5 max-w-3xl font-display text-4xl leading-[1.05] font-semibold text-balance sm:text-6xl lg:text-7xl">
          {t("hero.title")}
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-white/85 sm:text-xl">
          {t("hero.description")}
        </p>
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <ButtonLink size="lg" to="/services">
            {t("hero.cta")}
            <ArrowRight aria-hidden />
          </ButtonLink>
          <ButtonLink size="lg" variant="light" to="/our-story">
            {t("hero.secondary")}
          </ButtonLink>
        </div>
        <div className="mt-10 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm">
          {figures.reviews > 0 ? (
            <p className="flex items-center gap-2">
              <span className="flex text-amber-400" aria-hidden>
                {Array.from({ length: 5 }, (_, i) => (
                  <Star key={i} className="size-4 fill-current" />
                ))}
              </span>
              <strong className="text-base">{t("hero.rating", { rating: rating(figures.rating) })}</strong>
              <span className="text-white/80">
                {t("hero.ratingLabel", { count: figures.reviews, formattedCount: number(figures.reviews) })}
              </span>
            </p>
          ) : null}
          <p className="flex items-center gap-2 text-white/85">
            <ShieldCheck className="size-4" aria-hidden />
            {t("hero.trust")}
          </p>
        </div>
        <dl className="mt-10 grid max-w-3xl grid-cols-2 gap-px overflow-hidden rounded-2xl border border-white/15 bg-white/15 backdrop-blur sm:grid-cols-4">
          {stats.map((key) => (
            <div key={key} className="bg-black/30 px-5 py-4">
              <dt className="text-xs font-medium tracking-wide text-white/75 uppercase">
                {t(`stats.${key}`)}
              </dt>
              <dd className="mt-1 font-display text-3xl font-semibold">{number(figures[key])}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
