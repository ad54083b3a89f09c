import { ArrowRight, Check, Star } from "lucide-react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { Link } from "react-router";
import { useFormatters, useMoney } from "../../components/app-context.tsx";
import { categories, type Category } from "../../../core/categories.ts";
import { categoryIcons } from "../../components/category-icon.tsx";
import { photoSize, Picture } from "../../components/picture.tsx";

/** What a category's card shows: review-weighted rating, reviews and the lowest price. */
export interface CategoryStats {
  rating: number;
  reviews: number;
  startingPriceCents: number;
}

/** A card per category, its rating, reviews and lowest price taken from the catalogue. */
export function CategoryCards({ stats }: { stats: Record<Category, CategoryStats | null> }) {
  const { t } = useTranslation("home");
  const money = useMoney();
  const { number, rating } = useFormatters();
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6" aria-labelledby="categories-title">
      <p className="text-sm font-semibold tracking-widest text-accent uppercase">{t("categories.eyebrow")}</p>
      <h2 id="categories-title" className="mt-2 font-display text-3xl font-semibold sm:text-4xl">
        {t("categories.title")}
      </h2>
      <p className="mt-3 max-w-2xl text-muted-foreground">{t("categories.description")}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {categories.map((id) => {
          const Icon = categoryIcons[id];
          const figures = stats[id];
          const features = t(`categories.${id}.features`, { returnObjects: true }) as string[];
          return (
            <li
              key={id}
              className="group relative flex flex-col overflow-hidden rounded-3xl border bg-card shadow-sm transition-shadow hover:shadow-xl"
            >
              <div className="relative aspect-[4/3] overflow-hidden">
                <Picture
                  src={`/images/categories/${id}.webp`}
                  {...photoSize}
                  sizes="(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw"
                  alt=""
                  className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
                <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-stone-900">
                  {t(`categories.${id}.badge`)}
                </span>
                <span className="absolute right-3 bottom-3 flex size-11 items-center justify-center rounded-full bg-accent text-accent-foreground shadow-lg">
                  <Icon className="size-5" aria-hidden />
                </span>
              </div>
              <div className="flex flex-1 flex-col p-5">
                <h3 className="font-display text-xl font-semibold">
                  <Link to={`/category/${id}`} className="after:absolute after:inset-0">
                    {t(`categories.${id}.title`)}
                  </Link>
                </h3>
                <p className="mt-2 text-sm text-muted-foreground">{t(`categories.${id}.description`)}</p>
                <ul className="mt-4 space-y-1.5 text-sm">
                  {features.map((feature) => (
                    <li key={feature} className="flex items-center gap-2">
                      <Check className="size-4 text-success" aria-hidden />
                      {feature}
                    </li>
                  ))}
                </ul>
                {figures ? (
                  <div className="mt-auto flex items-end justify-between pt-5">
                    <p className="flex items-center gap-1 text-sm">
                      <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
                      <strong>{rating(figures.rating)}</strong>
                      <span className="text-muted-foreground">
                        (
                        {t("categories.reviews", {
                          count: figures.reviews,
                          formattedCount: number(figures.reviews),
                        })}
                        )
                      </span>
                    </p>
                    <p className="text-right">
                      <span className="block text-lg font-bold">
                        {t("categories.from", { price: money(figures.startingPriceCents) })}
                      </span>
                      <span className="text-xs text-muted-foreground">{t("categories.perPerson")}</span>
                    </p>
                  </div>
                ) : null}
                <span
                  className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-accent"
                  aria-hidden
                >
                  {t("categories.explore", { category: t(`common:categories.${id}`) })}
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
