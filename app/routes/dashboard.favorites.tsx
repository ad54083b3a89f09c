import { Clock, Heart, MapPin, Star } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { FAVORITES_PAGE } from "../../core/dashboard.ts";
import { useMoney } from "../components/app-context.tsx";
import { FavoriteButton } from "../components/favorite-button.tsx";
import { Picture } from "../components/picture.tsx";
import { BookButton, type ServiceCardData } from "../components/service-card.tsx";
import { ShareButton } from "../components/share-button.tsx";
import { Button, ButtonLink } from "../components/ui/button.tsx";
import { useTranslation } from "../lib/i18n-react.tsx";
import type { Route } from "./+types/dashboard.favorites";
import { loadFavorites } from "./dashboard.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFavorites(request, context);
}

function FavoriteCard({ service }: { service: ServiceCardData }) {
  const { t } = useTranslation("dashboard");
  const { t: tc } = useTranslation();
  const money = useMoney();
  const href = `/service/${service.id}`;
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm">
      <div className="relative aspect-[3/2] bg-muted">
        {service.images[0] ? (
          <Picture
            src={service.images[0]}
            alt={service.title}
            width={1280}
            height={853}
            sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
            className="size-full object-cover"
          />
        ) : null}
        <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-stone-900">
          {tc(`categories.${service.category}`)}
        </span>
        <div className="absolute top-3 right-3 flex gap-2">
          <ShareButton path={href} title={service.title} />
          <FavoriteButton serviceId={service.id} title={service.title} />
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="flex items-center gap-1 text-sm">
          <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
          <strong>{service.rating.toFixed(1)}</strong>
          <span className="text-muted-foreground">({tc("units.reviews", { count: service.reviews })})</span>
        </p>
        <h3 className="mt-1 font-display text-lg leading-snug font-semibold">
          <Link to={href} className="hover:underline">
            {service.title}
          </Link>
        </h3>
        <ul className="mt-2 space-y-1 text-sm text-muted-foreground">
          <li className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0" aria-hidden />
            <span className="truncate">{service.location}</span>
          </li>
          <li className="flex items-center gap-2">
            <Clock className="size-4 shrink-0" aria-hidden />
            {tc("units.days", { count: service.durationDays })}
          </li>
        </ul>
        <p className="mt-3">
          <span className="text-lg font-bold">{money(service.priceCents)}</span>{" "}
          <span className="text-xs text-muted-foreground">{t("favorites.perPerson")}</span>
        </p>
        <div className="mt-auto grid grid-cols-2 gap-2 pt-4">
          <ButtonLink variant="outline" size="sm" to={href}>
            {t("favorites.viewDetails")}
          </ButtonLink>
          <BookButton service={service} />
        </div>
      </div>
    </li>
  );
}

export default function Favorites({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("dashboard");
  const [shown, setShown] = useState(FAVORITES_PAGE);
  if (!loaderData) return null;
  const { services } = loaderData;
  if (services.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed p-10 text-center">
        <Heart className="mx-auto size-10 text-muted-foreground" aria-hidden />
        <h2 className="mt-4 text-lg font-semibold">{t("favorites.empty")}</h2>
        <p className="mt-1 text-muted-foreground">{t("favorites.emptyHint")}</p>
        <ButtonLink className="mt-6" to="/catalog">
          {t("favorites.browse")}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div>
      <p className="text-sm text-muted-foreground">{t("favorites.count", { count: services.length })}</p>
      <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {services.slice(0, shown).map((service) => (
          <FavoriteCard key={service.id} service={service} />
        ))}
      </ul>
      {services.length > shown ? (
        <div className="mt-8 text-center">
          <Button variant="outline" onClick={() => setShown((n) => n + FAVORITES_PAGE)}>
            {t("favorites.loadMore")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
