import { ArrowRight, Check, Compass, Fish, Star, Target, TreePine } from "lucide-react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { Link } from "react-router";
import { useFormatters, useMoney } from "../../components/app-context.tsx";
import { Picture } from "../../components/picture.tsx";

export const categoryCards = [
  { id: "hunting", icon: Target, rating: 4.9, reviews: 127, startingPriceCents: 250_000 },
  { id: "fishing", icon: Fish, rating: 4.8, reviews: 342, startingPriceCents: 18_000 },
  { id: "recreation", icon: TreePine, rating: 4.9, reviews: 218, startingPriceCents: 32_000 },
  { id: "tours", icon: Compass, rating: 4.8, reviews: 289, startingPriceCents: 45_000 },
] as const;

export function CategoryCards() {
  const { t } = useTranslation("home");
  const money = useMoney();
  const { number } = useFormatters();
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6" aria-labelledby="categories-title">
      <p className="text-sm font-semibold tracking-widest text-accent uppercase">{t("categories.eyebrow")}</p>
      <h2 id="categories-title" className="mt-2 font-display text-3xl font-semibold sm:text-4xl">
        {t("categories.title")}
      </h2>
      <p className="mt-3 max-w-2xl text-muted-foreground">{t("categories.description")}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {categoryCards.map(({ id, icon: Icon, rating, reviews, startingPriceCents }) => {
          const features = t(`categories.${id}.features`, { returnObjects: true }) as string[];
          return (
            <li
              key={id}
              className="group relative flex flex-col overflow-hidden rounded-3xl border bg-card shadow-sm transition-shadow hover:shadow-xl"
            >
              <div className="relative aspect-[4/3] overflow-hidden">
                <Picture
                  src={`/images/categories/${id}.webp`}
                  width={1280}
                  height={853}
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
                <div className="mt-auto flex items-end justify-between pt-5">
                  <p className="flex items-center gap-1 text-sm">
                    <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
                    <strong>{rating}</strong>
                    <span className="text-muted-foreground">
                      ({t("categories.reviews", { count: reviews, formattedCount: number(reviews) })})
                    </span>
                  </p>
                  <p className="text-right">
                    <span className="block text-lg font-bold">
                      {t("categories.from", { price: money(startingPriceCents) })}
                    </span>
                    <span className="text-xs text-muted-foreground">{t("categories.perPerson")}</span>
                  </p>
                </div>
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
