import { ArrowRight, SearchX } from "lucide-react";
import { Form, Link, useLocation, useSubmit } from "react-router";
import { categories, type Category } from "../../../core/categories.ts";
import { catalogBlockSorts, type CatalogBlockSort } from "../../../core/listing.ts";
import { categoryIcons } from "../../components/category-icon.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { ServiceCard, type ServiceCardData } from "../../components/service-card.tsx";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { SearchInput } from "../../components/ui/input.tsx";
import { cn } from "../../lib/cn.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";

/** The full services page with the block's search and category. */
function servicesHref(query: CatalogueBlockData["query"]) {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  const search = params.toString();
  return `/services${search ? `?${search}` : ""}`;
}

export interface CatalogueBlockData {
  query: { q: string; category?: Category; sort: CatalogBlockSort };
  counts: Record<"all" | Category, number>;
  total: number;
  items: ServiceCardData[];
}

/**
 * Search (title, supplier, location), category tabs with counts, four sorts and the cards, all in
 * the URL of the page it sits on. With a fixed category the tabs are hidden; with `viewAll` the
 * block is a preview that links to the full services page when more match than it shows. A `lead`
 * block opens its page: its first photo is the largest element on a phone, so it loads first.
 */
export function CatalogBlock({
  data,
  fixedCategory = false,
  viewAll = false,
  headingLevel = 2,
  lead = false,
}: {
  data: CatalogueBlockData;
  fixedCategory?: boolean;
  viewAll?: boolean;
  headingLevel?: 2 | 3;
  lead?: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const submit = useSubmit();
  const { query, counts, total, items } = data;

  /** This page's URL with some parameters changed, keeping the visitor where they are. */
  const href = (changes: Record<string, string | undefined>) => {
    const params = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (!value) params.delete(key);
      else params.set(key, value);
    }
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ""}#catalogue`;
  };
  const filtered =
    query.q !== "" || (!fixedCategory && query.category !== undefined) || query.sort !== "rating";

  return (
    <div id="catalogue" className="scroll-mt-24">
      <Form
        method="get"
        action={location.pathname}
        preventScrollReset
        className="flex flex-col gap-3 sm:flex-row"
        key={`${query.q}|${query.sort}|${query.category ?? ""}`}
      >
        {!fixedCategory && query.category ? (
          <input type="hidden" name="category" value={query.category} />
        ) : null}
        <SearchInput
          className="flex-1"
          id="catalogue-q"
          label={t("catalog.searchLabel")}
          name="q"
          defaultValue={query.q}
          placeholder={t("catalog.blockPlaceholder")}
        />
        <div className="flex items-center gap-2">
          <label htmlFor="catalogue-sort" className="sr-only">
            {t("catalog.sortLabel")}
          </label>
          <select
            id="catalogue-sort"
            name="sort"
            defaultValue={query.sort}
            onChange={(event) => void submit(event.currentTarget.form, { preventScrollReset: true })}
            className="h-11 flex-1 rounded-full border border-input bg-card px-4 text-sm sm:flex-none"
          >
            {catalogBlockSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`catalog.sort.${sort}`)}
              </option>
            ))}
          </select>
          <Button type="submit">{t("catalog.searchButton")}</Button>
        </div>
      </Form>
      {fixedCategory ? null : (
        <nav aria-label={t("nav.categories")} className="mt-5 flex gap-2 overflow-x-auto pb-1">
          {(["all", ...categories] as const).map((category) => {
            const Icon = categoryIcons[category];
            const active = (query.category ?? "all") === category;
            return (
              <Link
                key={category}
                to={href({ category: category === "all" ? undefined : category })}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap",
                  active ? "border-accent bg-accent text-accent-foreground" : "hover:bg-muted",
                )}
              >
                <Icon className="size-4" aria-hidden />
                {t(`categories.${category}`)}
                <span
                  className={cn(
                    "rounded-full px-2 text-xs",
                    active ? "bg-accent-foreground text-accent" : "bg-muted text-muted-foreground",
                  )}
                >
                  {counts[category]}
                </span>
              </Link>
            );
          })}
        </nav>
      )}
      <p className="sr-only" role="status">
        {t("catalog.count", { count: total })}
      </p>
      {items.length === 0 ? (
        <EmptyState
          className="mt-8"
          icon={SearchX}
          text={t("catalog.blockEmpty")}
          action={
            <ButtonLink variant="outline" to={`${location.pathname}#catalogue`} preventScrollReset>
              {t("catalog.clearFilters")}
            </ButtonLink>
          }
        />
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((service, index) => (
            <li key={service.id} className="flex min-w-0">
              <ServiceCard service={service} headingLevel={headingLevel} priority={lead && index === 0} />
            </li>
          ))}
        </ul>
      )}
      {filtered && items.length > 0 ? (
        <p className="mt-6 text-center">
          <Link
            to={`${location.pathname}#catalogue`}
            preventScrollReset
            className="text-sm font-semibold text-accent hover:underline"
          >
            {t("catalog.clearFilters")}
          </Link>
        </p>
      ) : null}
      {viewAll && total > items.length ? (
        <p className="mt-10 text-center">
          <ButtonLink size="lg" to={servicesHref(query)}>
            {t("catalog.viewAll", { count: total })}
            <ArrowRight aria-hidden />
          </ButtonLink>
        </p>
      ) : null}
    </div>
  );
}
