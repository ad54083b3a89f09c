import { useTranslation } from "../lib/i18n-react.tsx";
import { PageHeading, ServiceGrid } from "../components/service-grid.tsx";
import { serviceCards } from "../lib/catalog.server.ts";
import { messages, requestLanguage } from "../lib/i18n.server.ts";
import { rootData, seo } from "../lib/seo.ts";
import type { Route } from "./+types/services";

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  return seo({
    title: `${loaderData?.title ?? ""} | Peninsula Adventures`,
    description: loaderData?.description ?? "",
    path: location.pathname,
    root: rootData(matches),
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const common = messages(requestLanguage(request), "common") as {
    catalog: { title: string; description: string };
  };
  return {
    ...(await serviceCards(context, {})),
    title: common.catalog.title,
    description: common.catalog.description,
  };
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <PageHeading title={t("catalog.title")} description={t("catalog.description")} />
      <p className="mb-6 text-sm text-muted-foreground">{t("catalog.count", { count: loaderData.total })}</p>
      <ServiceGrid items={loaderData.items} />
    </div>
  );
}
