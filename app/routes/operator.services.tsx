import { Mountain, Plus } from "lucide-react";
import { ServiceRow } from "../features/operator/services/service-list.tsx";
import { consoleTitle } from "../features/operator/page-title.ts";
import { EmptyState } from "../components/empty-state.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { useTranslation } from "../lib/i18n-react.tsx";
import { privatePage } from "../lib/seo.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/operator.services";
import { loadServiceList } from "./operator.services.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return privatePage(consoleTitle(loaderData?.meta.title, matches));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadServiceList(request, context);
}

/** The supplier's services in every status, each with the way to its editor and its availability. */
export default function OperatorServices({ loaderData }: Route.ComponentProps) {
  useRouteMessages("serviceEditor", loaderData.messages);
  const { t } = useTranslation("serviceEditor");
  const { services } = loaderData;
  return (
    <section aria-labelledby="services-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="services-title" className="font-display text-xl font-semibold sm:text-2xl">
            {t("list.title")}
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{t("list.intro")}</p>
        </div>
        <ButtonLink to="/operator/services/new">
          <Plus aria-hidden />
          {t("list.new")}
        </ButtonLink>
      </div>
      {services.length === 0 ? (
        <EmptyState className="mt-8" icon={Mountain} text={t("list.empty")} />
      ) : (
        <ul className="mt-6 space-y-3">
          {services.map((service) => (
            <ServiceRow key={service.id} service={service} />
          ))}
        </ul>
      )}
    </section>
  );
}
