import { useTranslation } from "../lib/i18n-react.tsx";
import { PageHeading, ServiceGrid } from "../components/service-grid.tsx";
import { SearchForm } from "../features/site/search-form.tsx";
import { serviceCards } from "../lib/catalog.server.ts";
import { rootData, seo } from "../lib/seo.ts";
import type { Route } from "./+types/search";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...seo({
      title: "Search | Peninsula Adventures",
      description: "",
      path: "/search",
      root: rootData(matches),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  if (q.length < 2) return { q, items: [], total: 0 };
  return { q, ...(await serviceCards(context, { q })) };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { q, items } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <PageHeading
        title={q.length >= 2 ? t("catalog.searchResults", { query: q }) : t("catalog.searchTitle")}
      />
      <div className="mb-10 max-w-xl">
        <SearchForm key={q} defaultQuery={q} />
      </div>
      {q.length >= 2 ? (
        <ServiceGrid items={items} />
      ) : (
        <p className="text-muted-foreground">{t("catalog.searchHint")}</p>
      )}
    </div>
  );
}
