import { Check, Clock, MapPin, ShieldCheck, Star, Users, X } from "lucide-react";
import { useTranslation } from "../lib/i18n-react.tsx";
import { data, Link } from "react-router";
import { useApp, useMoney } from "../components/app-context.tsx";
import { FavoriteButton } from "../components/favorite-button.tsx";
import { NotFound } from "../components/not-found.tsx";
import { Picture } from "../components/picture.tsx";
import { Badge } from "../components/ui/misc.tsx";
import { Button } from "../components/ui/button.tsx";
import { rootData, seo } from "../lib/seo.ts";
import type { Route } from "./+types/service";
import { loadService } from "./service.server.ts";

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "404 | Peninsula Adventures" }];
  const { service } = loaderData;
  const root = rootData(matches);
  return [
    ...seo({
      title: `${service.title} | Peninsula Adventures`,
      description: service.description.slice(0, 155),
      path: location.pathname,
      root,
      image: service.images[0] ? service.images[0].replace(/\.webp$/, "-640.webp") : undefined,
      type: "product",
    }),
    {
      // schema.org data so search engines can show price and rating.
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Product",
        name: service.title,
        description: service.description,
        image: service.images.map((image) => `${root?.baseUrl ?? ""}${image}`),
        category: service.category,
        brand: { "@type": "Organization", name: service.supplier },
        aggregateRating: {
          "@type": "AggregateRating",
          ratingValue: service.rating,
          reviewCount: service.reviews,
        },
        offers: {
          "@type": "Offer",
          price: (service.priceCents / 100).toFixed(2),
          priceCurrency: "USD",
          availability: service.available ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
          url: `${root?.baseUrl ?? ""}${location.pathname}`,
        },
      },
    },
  ];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const service = await loadService(context, params.serviceId);
  if (!service) throw data(null, { status: 404 });
  return { service };
}

export default function Service({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { user, openSignIn } = useApp();
  const { service } = loaderData;
  const freeDays = service.availability.filter((day) => day.timeSlots.some((slot) => slot.available)).length;
  const [first, ...rest] = service.images;
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <Link
        to={`/category/${service.category}`}
        className="text-sm font-semibold text-accent hover:underline"
      >
        {t(`categories.${service.category}`)}
      </Link>
      <div className="mt-2 flex items-start justify-between gap-4">
        <h1 className="font-display text-3xl font-semibold sm:text-5xl">{service.title}</h1>
        <FavoriteButton serviceId={service.id} title={service.title} className="shrink-0 border" />
      </div>
      <p className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
        <span>{t("service.by", { supplier: service.supplier })}</span>
        <span className="flex items-center gap-1.5">
          <MapPin className="size-4" aria-hidden />
          {service.location}
        </span>
        <span className="flex items-center gap-1">
          <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
          <strong className="text-foreground">{service.rating.toFixed(1)}</strong> (
          {t("units.reviews", { count: service.reviews })})
        </span>
        <Badge tone="accent">
          {t("service.difficulty.label")}: {t(`service.difficulty.${service.difficulty}`)}
        </Badge>
        <Badge tone={service.available ? "success" : "danger"}>
          {service.available ? t("service.available") : t("service.unavailable")}
        </Badge>
      </p>
      {first ? (
        <div className="mt-8 grid gap-3 sm:h-[32rem] sm:grid-cols-[2fr_1fr]">
          <Picture
            src={first}
            width={1280}
            height={853}
            alt={service.title}
            priority
            sizes="(min-width: 640px) 66vw, 100vw"
            className="aspect-[3/2] w-full rounded-3xl object-cover"
          />
          <div className="hidden grid-rows-2 gap-3 sm:grid">
            {rest.map((image, i) => (
              <Picture
                key={image}
                src={image}
                width={1280}
                height={853}
                alt={`${service.title} ${i + 2}`}
                sizes="33vw"
                className="aspect-[3/2] w-full rounded-3xl object-cover"
              />
            ))}
          </div>
        </div>
      ) : null}
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-10">
          <p className="text-lg leading-relaxed">{service.description}</p>
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="rounded-2xl border bg-card p-4">
              <Clock className="size-5 text-accent" aria-hidden />
              <p className="mt-2 text-sm text-muted-foreground">{t("service.duration")}</p>
              <p className="font-semibold">{t("units.days", { count: service.durationDays })}</p>
            </div>
            <div className="rounded-2xl border bg-card p-4">
              <Users className="size-5 text-accent" aria-hidden />
              <p className="mt-2 text-sm text-muted-foreground">{t("service.groupSize")}</p>
              <p className="font-semibold">
                {t("units.people", { min: service.groupMin, max: service.groupMax })}
              </p>
            </div>
            <div className="rounded-2xl border bg-card p-4">
              <ShieldCheck className="size-5 text-accent" aria-hidden />
              <p className="mt-2 font-semibold">{t("trust.licensed")}</p>
            </div>
          </div>
          <section>
            <h2 className="font-display text-2xl font-semibold">{t("service.highlights")}</h2>
            <ul className="mt-4 space-y-2">
              {service.highlights.map((h) => (
                <li key={h} className="flex gap-2">
                  <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
                  {h}
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h2 className="font-display text-2xl font-semibold">{t("service.itinerary")}</h2>
            <ol className="mt-4 space-y-4">
              {service.itinerary.map((day) => (
                <li key={day.day} className="rounded-2xl border bg-card p-5">
                  <p className="text-sm font-semibold text-accent">{t("service.day", { day: day.day })}</p>
                  <h3 className="mt-1 font-semibold">{day.title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{day.description}</p>
                </li>
              ))}
            </ol>
          </section>
          <section className="grid gap-6 sm:grid-cols-2">
            <div>
              <h2 className="font-display text-xl font-semibold">{t("service.included")}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {service.included.map((item) => (
                  <li key={item} className="flex gap-2">
                    <Check className="size-4 shrink-0 text-success" aria-hidden />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className="font-display text-xl font-semibold">{t("service.notIncluded")}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {service.notIncluded.map((item) => (
                  <li key={item} className="flex gap-2">
                    <X className="size-4 shrink-0 text-danger" aria-hidden />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          </section>
        </div>
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-3xl border bg-card p-6 shadow-sm">
            <p className="text-sm text-muted-foreground">{t("service.from")}</p>
            <p className="mt-1">
              {service.originalPriceCents ? (
                <span className="mr-2 text-muted-foreground line-through">
                  {money(service.originalPriceCents)}
                </span>
              ) : null}
              <span className="text-3xl font-bold">{money(service.priceCents)}</span>{" "}
              <span className="text-sm text-muted-foreground">{t("service.perPerson")}</span>
            </p>
            <p className="mt-4 text-sm">
              {freeDays > 0 ? t("service.freeDays", { count: freeDays }) : t("service.soldOut")}
            </p>
            <Button
              className="mt-5 w-full"
              size="lg"
              disabled={!service.available}
              onClick={() => (user ? undefined : openSignIn("signin"))}
            >
              {service.available ? t("service.book") : t("service.unavailable")}
            </Button>
            {user && service.available ? (
              <p className="mt-3 text-xs text-muted-foreground">{t("service.bookingSoon")}</p>
            ) : null}
            <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
              <ShieldCheck className="size-4 text-success" aria-hidden />
              {t("trust.freeCancellationDetail")}
            </p>
          </div>
        </aside>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return <NotFound title={t("errors.serviceNotFound")} />;
}
