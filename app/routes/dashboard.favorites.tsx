import { Heart } from "lucide-react";
import { useState } from "react";
import { FAVORITES_PAGE } from "../../core/dashboard.ts";
import { EmptyState } from "../components/empty-state.tsx";
import { ServiceCard } from "../components/service-card.tsx";
import { Button, ButtonLink } from "../components/ui/button.tsx";
import { useTranslation } from "../lib/i18n-react.tsx";
import type { Route } from "./+types/dashboard.favorites";
import { loadFavorites } from "./dashboard.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFavorites(request, context);
}

/** The saved services as catalogue cards (remove, share, rating, price, View Details, Book); 6 at a time. */
export default function Favorites({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("dashboard");
  const [shown, setShown] = useState(FAVORITES_PAGE);
  const { services } = loaderData;
  if (services.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        headingLevel={2}
        title={t("favorites.empty")}
        text={t("favorites.emptyHint")}
        action={<ButtonLink to="/catalog">{t("favorites.browse")}</ButtonLink>}
      />
    );
  }
  return (
    <div>
      <p className="text-sm text-muted-foreground">{t("favorites.count", { count: services.length })}</p>
      <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {services.slice(0, shown).map((service) => (
          <li key={service.id} className="flex">
            <ServiceCard service={service} detailsLabel={t("favorites.viewDetails")} />
          </li>
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
