import { useTranslation } from "../lib/i18n-react.tsx";
import { data } from "react-router";
import { categories, type Category } from "../../core/categories.ts";
import { NotFound } from "../components/not-found.tsx";
import { PageHeading } from "../components/service-grid.tsx";
import { CatalogBlock } from "../features/catalog/catalog-block.tsx";
import { catalogBlock } from "../lib/catalog.server.ts";
import { translate } from "../lib/page-messages.server.ts";
import { publicPage } from "../lib/seo.ts";
import type { Route } from "./+types/category";

export function meta(args: Route.MetaArgs) {
  return publicPage(args, args.loaderData);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const category = params.categoryName as Category;
  if (!categories.includes(category)) throw data(null, { status: 404 });
  const t = translate(request);
  return {
    category,
    catalogBlock: await catalogBlock(context, request, { fixedCategory: category }),
    title: t(`categories.${category}`),
    description: t("catalog.description"),
  };
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <PageHeading
        title={t("catalog.categoryTitle", { category: t(`categories.${loaderData.category}`) })}
        description={t("catalog.description")}
      />
      <CatalogBlock data={loaderData.catalogBlock} fixedCategory lead />
    </div>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return <NotFound title={t("errors.categoryNotFound")} />;
}
