import { PageHeading } from "../components/service-grid.tsx";
import { CatalogBlock } from "../features/catalog/catalog-block.tsx";
import { catalogBlock } from "../lib/catalog.server.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { translate } from "../lib/page-messages.server.ts";
import { publicPage } from "../lib/seo.ts";
import type { Route } from "./+types/catalog";

export function meta(args: Route.MetaArgs) {
  return publicPage(args, args.loaderData);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = translate(request);
  return {
    title: t("catalog.catalogueTitle"),
    description: t("catalog.description"),
    catalogBlock: await catalogBlock(context, request),
  };
}

/** The catalogue block on its own page (decisions.md §7); /services is the page with every filter. */
export default function Catalog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <PageHeading title={t("catalog.catalogueTitle")} description={t("catalog.description")} />
      <CatalogBlock data={loaderData.catalogBlock} lead />
    </div>
  );
}
