import { useState } from "react";
import { Form, Link } from "react-router";
import { serviceSorts } from "../../../core/listing.ts";
import { durationTiers, priceTiers } from "../../../core/tiers.ts";
import { Button } from "../../components/ui/button.tsx";
import { SearchInput } from "../../components/ui/input.tsx";
import { NativeSelect } from "../../components/ui/native-select.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";

export interface ListingState {
  category?: string;
  q?: string;
  price?: string;
  duration?: string;
  availability?: string;
  sort: string;
  view: "grid" | "list";
}

/**
 * One GET form: search, sort and filters live in the URL (shareable, back button works, and it
 * works without JavaScript). Changing a select submits at once; any change starts again at page 1.
 */
export function Filters({ state }: { state: ListingState }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const submit = (event: { currentTarget: HTMLSelectElement }) => event.currentTarget.form?.requestSubmit();
  return (
    <Form method="get" action="/services" className="space-y-4" key={JSON.stringify(state)}>
      {state.category ? <input type="hidden" name="category" value={state.category} /> : null}
      {state.view === "list" ? <input type="hidden" name="view" value="list" /> : null}
      <div className="flex gap-2">
        <SearchInput
          className="flex-1"
          id="services-q"
          label={t("catalog.searchLabel")}
          name="q"
          defaultValue={state.q ?? ""}
          placeholder={t("catalog.searchPlaceholder")}
        />
        <Button type="submit">{t("catalog.searchButton")}</Button>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="mr-3 lg:hidden"
        aria-expanded={open}
        aria-controls="services-filters"
        onClick={() => setOpen((v) => !v)}
      >
        {open ? t("catalog.hideFilters") : t("catalog.showFilters")}
      </Button>
      <div
        id="services-filters"
        className={`${open ? "grid" : "hidden"} gap-3 sm:grid-cols-2 lg:grid lg:grid-cols-4`}
      >
        <NativeSelect
          id="filter-sort"
          name="sort"
          label={t("catalog.sortLabel")}
          value={state.sort}
          onChange={submit}
          options={serviceSorts.map((sort) => [sort, t(`catalog.sort.${sort}`)])}
        />
        <NativeSelect
          id="filter-price"
          name="price"
          label={t("catalog.priceLabel")}
          value={state.price ?? ""}
          onChange={submit}
          options={[
            ["", t("catalog.price.any")],
            ...priceTiers.map((tier) => [tier, t(`catalog.price.${tier}`)] as const),
          ]}
        />
        <NativeSelect
          id="filter-duration"
          name="duration"
          label={t("catalog.durationLabel")}
          value={state.duration ?? ""}
          onChange={submit}
          options={[
            ["", t("catalog.duration.any")],
            ...durationTiers.map((tier) => [tier, t(`catalog.duration.${tier}`)] as const),
          ]}
        />
        <NativeSelect
          id="filter-availability"
          name="availability"
          label={t("catalog.availabilityLabel")}
          value={state.availability ?? ""}
          onChange={submit}
          options={[
            ["", t("catalog.availability.any")],
            ["available", t("catalog.availability.available")],
          ]}
        />
      </div>
      <Link to="/services" className="inline-block text-sm font-semibold text-accent hover:underline">
        {t("catalog.clearFilters")}
      </Link>
    </Form>
  );
}
