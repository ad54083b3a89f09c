import { LayoutGrid, List, SearchX } from "lucide-react";
import { Link, useLocation } from "react-router";
import { pageCount, pageRange } from "../../core/pagination.ts";
import { categories } from "../../core/categories.ts";
import { SERVICES_PAGE_SIZE } from "../../core/listing.ts";
import { EmptyState } from "../components/empty-state.tsx";
import { ServiceCard } from "../components/service-card.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { PageHeading } from "../components/service-grid.tsx";
import { Filters } from "../features/catalog/filters.tsx";
import { Pagination } from "../features/catalog/pagination.tsx";
import { cn } from "../lib/cn.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { translate } from "../lib/page-messages.server.ts";
import { publicPage } from "../lib/seo.ts";
import type { Route } from "./+types/services";
import { loadServices } from "./services.server.ts";

export function meta(args: Route.MetaArgs) {
  return publicPage(args, args.loaderData);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = translate(request);
  return {
    ...(await loadServices(context, request)),
    title: t("catalog.title"),
    description: t("catalog.description"),
  };
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { items, total, query, view } = loaderData;
  const pages = pageCount(total, SERVICES_PAGE_SIZE);
  const { start, end } = pageRange(query.page, SERVICES_PAGE_SIZE, total);

  /** The current URL with some parameters changed; a changed filter starts at page 1. */
  const href = (changes: Record<string, string | undefined>) => {
    const params = new URLSearchParams(location.search);
    if (!("page" in changes)) params.delete("page");
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === "" || (key === "page" && value === "1")) params.delete(key);
      else params.set(key, value);
    }
    const search = params.toString();
    return `/services${search ? `?${search}` : ""}`;
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <PageHeading title={t("catalog.title")} description={t("catalog.description")} />
      <nav aria-label={t("nav.categories")} className="mb-6 flex gap-2 overflow-x-auto pb-1">
        {[undefined, ...categories].map((category) => {
          const active = query.category === category;
          return (
            <Link
              key={category ?? "all"}
              to={href({ category })}
              aria-current={active ? "page" : undefined}
              className={cn(
                "rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap",
                active ? "border-accent bg-accent text-accent-foreground" : "hover:bg-muted",
              )}
            >
              {t(`categories.${category ?? "all"}`)}
            </Link>
          );
        })}
      </nav>
      <Filters
        state={{
          category: query.category,
          q: query.q,
          price: query.price,
          duration: query.duration,
          availability: query.availability,
          sort: query.sort,
          view,
        }}
      />
      <div className="mt-8 mb-6 flex items-center justify-between gap-4">
        <p className="text-sm text-muted-foreground" role="status">
          {t("catalog.showing", { start, end, total })}
        </p>
        <div className="flex gap-1" role="group" aria-label={t("catalog.view.label")}>
          {(["grid", "list"] as const).map((mode) => (
            <Link
              key={mode}
              to={href({ view: mode === "grid" ? undefined : mode, page: String(query.page) })}
              aria-label={t(`catalog.view.${mode}`)}
              aria-current={view === mode ? "true" : undefined}
              className={cn(
                "inline-flex size-10 items-center justify-center rounded-full",
                view === mode ? "bg-muted text-accent" : "hover:bg-muted",
              )}
            >
              {mode === "grid" ? (
                <LayoutGrid className="size-5" aria-hidden />
              ) : (
                <List className="size-5" aria-hidden />
              )}
            </Link>
          ))}
        </div>
      </div>
      {items.length === 0 ? (
        <EmptyState
          icon={SearchX}
          text={t("catalog.empty")}
          action={
            <ButtonLink variant="outline" to="/services">
              {t("catalog.clearFilters")}
            </ButtonLink>
          }
        />
      ) : (
        <ul className={view === "list" ? "space-y-4" : "grid gap-6 sm:grid-cols-2 lg:grid-cols-3"}>
          {items.map((service, index) => (
            <li key={service.id} className="flex min-w-0">
              {/* The first card's photo is the page's largest element on a phone. */}
              <ServiceCard service={service} headingLevel={2} layout={view} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={query.page} pages={pages} href={(page) => href({ page: String(page) })} />
    </div>
  );
}
