import { Clock, MapPin, Star, Users } from "lucide-react";
import { useTranslation } from "../lib/i18n-react.tsx";
import { Link } from "react-router";
import { cn } from "../lib/cn.ts";
import { useMoney } from "./app-context.tsx";
import { FavoriteButton } from "./favorite-button.tsx";
import { Picture } from "./picture.tsx";

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
  rating: number;
  reviews: number;
  images: string[];
  category: string;
  available: boolean;
  tags: string[];
}

/** A simple card; the catalogue issue brings favourites, sharing and the gallery. */
export function ServiceCard({
  service,
  headingLevel = 3,
  layout = "grid",
}: {
  service: ServiceCardData;
  headingLevel?: 2 | 3;
  layout?: "grid" | "list";
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { t } = useTranslation();
  const money = useMoney();
  const image = service.images[0];
  return (
    <article
      className={cn(
        "group relative flex w-full overflow-hidden rounded-3xl border bg-card shadow-sm transition-shadow hover:shadow-xl",
        layout === "list" ? "flex-col sm:flex-row" : "flex-col",
      )}
    >
      <div
        className={cn(
          "relative aspect-[3/2] shrink-0 overflow-hidden bg-muted",
          layout === "list" && "sm:w-72",
        )}
      >
        {image ? (
          <Picture
            src={image}
            width={1280}
            height={853}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            alt={service.title}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : null}
        <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-stone-900">
          {t(`categories.${service.category}`)}
        </span>
        {service.available ? null : (
          <span className="absolute bottom-3 left-3 rounded-full bg-stone-900/85 px-3 py-1 text-xs font-bold text-white">
            {t("catalog.unavailable")}
          </span>
        )}
        <FavoriteButton serviceId={service.id} title={service.title} className="absolute top-3 right-3" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="font-display text-lg leading-snug font-semibold">
          <Link to={`/service/${service.id}`} className="after:absolute after:inset-0">
            {service.title}
          </Link>
        </Heading>
        <p className="mt-1 text-sm text-muted-foreground">{service.supplier}</p>
        <ul className="mt-3 space-y-1 text-sm text-muted-foreground">
          <li className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0" aria-hidden />
            <span className="truncate">{service.location}</span>
          </li>
          <li className="flex items-center gap-4">
            <span className="flex items-center gap-2">
              <Clock className="size-4" aria-hidden />
              {t("units.days", { count: service.durationDays })}
            </span>
            <span className="flex items-center gap-2">
              <Users className="size-4" aria-hidden />
              {t("units.people", { min: service.groupMin, max: service.groupMax })}
            </span>
          </li>
        </ul>
        {service.tags.length ? (
          <ul className="mt-3 flex flex-wrap gap-1.5">
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
        <div className="mt-auto flex items-end justify-between pt-4">
          <p className="flex items-center gap-1 text-sm">
            <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
            <strong>{service.rating.toFixed(1)}</strong>
            <span className="text-muted-foreground">({t("units.reviews", { count: service.reviews })})</span>
          </p>
          <p className="text-right">
            {service.originalPriceCents ? (
              <span className="mr-2 text-sm text-muted-foreground line-through">
                {money(service.originalPriceCents)}
              </span>
            ) : null}
            <span className="text-lg font-bold">{money(service.priceCents)}</span>
          </p>
        </div>
      </div>
    </article>
  );
}
