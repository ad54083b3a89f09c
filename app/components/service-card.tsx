import { Clock, Gauge, MapPin, Sparkles, Star, Users } from "lucide-react";
import { Link } from "react-router";
import type { AvailabilityLabel } from "../../core/catalog.ts";
import { bookingHref } from "../../core/listing.ts";
import { cn } from "../lib/cn.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { useApp, useFormatters, useMoney } from "./app-context.tsx";
import { CardGallery } from "./card-gallery.tsx";
import { FavoriteButton } from "./favorite-button.tsx";
import { IconFacts } from "./icon-facts.tsx";
import { ShareButton } from "./share-button.tsx";
import { Button, ButtonLink } from "./ui/button.tsx";

export interface ServiceCardData {
  id: number;
  title: string;
  supplier: string;
  location: string;
  durationDays: number;
  groupMin: number;
  groupMax: number;
  priceCents: number;
  originalPriceCents: number | null;
  /** The lowest price today of a type that takes a seat (a child's, a season's): the card's "from". */
  fromPriceCents: number;
  rating: number;
  reviews: number;
  images: string[];
  category: string;
  availability: AvailabilityLabel;
  featured: boolean;
  difficulty: "easy" | "moderate" | "hard" | "expert";
  tags: string[];
}

/** Book: signed out it asks to sign in; signed in it opens the service's booking. */
export function BookButton({ service, className }: { service: ServiceCardData; className?: string }) {
  const { t } = useTranslation();
  const { user, openSignIn } = useApp();
  if (service.availability !== "available")
    return (
      <Button size="sm" disabled className={className}>
        {t(`service.label.${service.availability}`)}
      </Button>
    );
  if (!user)
    return (
      <Button size="sm" className={cn("relative z-10", className)} onClick={() => openSignIn("signin")}>
        {t("catalog.book")}
      </Button>
    );
  return (
    <ButtonLink
      size="sm"
      className={cn("relative z-10", className)}
      to={bookingHref(service.id)}
      aria-label={t("catalog.bookTitle", { title: service.title })}
    >
      {t("catalog.book")}
    </ButtonLink>
  );
}

/** A service in a list: photos, labels, favourite and share, the facts, price and Book. */
export function ServiceCard({
  service,
  headingLevel = 3,
  layout = "grid",
  priority = false,
  detailsLabel,
}: {
  service: ServiceCardData;
  headingLevel?: 2 | 3;
  layout?: "grid" | "list";
  priority?: boolean;
  /** A "View Details" button beside Book (the dashboard's favourites). */
  detailsLabel?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { t } = useTranslation();
  const money = useMoney();
  const { rating } = useFormatters();
  const href = `/service/${service.id}`;
  return (
    <article
      className={cn(
        "group relative flex w-full min-w-0 overflow-hidden rounded-3xl border bg-card shadow-sm transition-shadow hover:shadow-xl",
        layout === "list" ? "flex-col sm:flex-row" : "flex-col",
      )}
    >
      <div
        className={cn(
          "relative aspect-[3/2] shrink-0 overflow-hidden bg-muted",
          layout === "list" && "sm:w-72",
        )}
      >
        <CardGallery
          images={service.images}
          title={service.title}
          href={href}
          priority={priority}
          sizes={
            layout === "list"
              ? "(min-width: 640px) 288px, 100vw"
              : "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          }
        />
        <div className="pointer-events-none absolute top-3 left-3 z-10 flex flex-wrap gap-1.5">
          <span className="rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-stone-900">
            {t(`categories.${service.category}`)}
          </span>
          {service.featured ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-accent px-3 py-1 text-xs font-bold text-accent-foreground">
              <Sparkles className="size-3" aria-hidden />
              {t("catalog.featured")}
            </span>
          ) : null}
        </div>
        {service.availability === "available" ? null : (
          <span className="pointer-events-none absolute bottom-3 left-3 z-10 rounded-full bg-stone-900/85 px-3 py-1 text-xs font-bold text-white">
            {t(`service.label.${service.availability}`)}
          </span>
        )}
        <div className="absolute top-3 right-3 z-10 flex gap-2">
          <ShareButton path={href} title={service.title} />
          <FavoriteButton serviceId={service.id} title={service.title} />
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="font-display text-lg leading-snug font-semibold">
          <Link to={href} className="after:absolute after:inset-0">
            {service.title}
          </Link>
        </Heading>
        <p className="mt-1 text-sm text-muted-foreground">{service.supplier}</p>
        <ul className="mt-3 space-y-1 text-sm text-muted-foreground">
          <li className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0" aria-hidden />
            <span className="min-w-0 truncate">{service.location}</span>
          </li>
          <li className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <IconFacts
              as="span"
              className="flex items-center gap-2"
              facts={[
                { icon: Clock, text: t("units.days", { count: service.durationDays }) },
                { icon: Users, text: t("units.people", { min: service.groupMin, max: service.groupMax }) },
                { icon: Gauge, text: t(`service.difficulty.${service.difficulty}`) },
              ]}
            />
          </li>
        </ul>
        {service.tags.length ? (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t("catalog.tags")}>
            {service.tags.slice(0, 2).map((tag) => (
              <li key={tag} className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium">
                {tag}
              </li>
            ))}
            {service.tags.length > 2 ? (
              <li className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
                {t("catalog.moreTags", { count: service.tags.length - 2 })}
              </li>
            ) : null}
          </ul>
        ) : null}
        <p className="mt-4 flex items-center gap-1 text-sm">
          <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
          <strong>{rating(service.rating)}</strong>
          <span className="text-muted-foreground">({t("units.reviews", { count: service.reviews })})</span>
        </p>
        <div className="mt-auto flex items-end justify-between gap-3 pt-4">
          <p>
            {/* The struck price is the adult's before a reduction: shown only when the adult's is the "from". */}
            {service.originalPriceCents && service.fromPriceCents === service.priceCents ? (
              <span className="mr-2 text-sm text-muted-foreground line-through">
                {money(service.originalPriceCents)}
              </span>
            ) : null}
            <span className="text-xs text-muted-foreground">{t("catalog.from")}</span>{" "}
            <span className="text-lg font-bold">{money(service.fromPriceCents)}</span>{" "}
            <span className="text-xs text-muted-foreground">{t("units.perPerson")}</span>
          </p>
          {detailsLabel ? null : <BookButton service={service} />}
        </div>
        {detailsLabel ? (
          <div className="mt-4 grid grid-cols-2 gap-2">
            <ButtonLink size="sm" variant="outline" className="relative z-10" to={href}>
              {detailsLabel}
            </ButtonLink>
            <BookButton service={service} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
