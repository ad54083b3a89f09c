import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useNavigation } from "react-router";
import { PageHeading, ServiceGrid } from "../components/service-grid.tsx";
import { SearchInput } from "../components/ui/input.tsx";
import { popularTerms, serviceCards } from "../lib/catalog.server.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { translate } from "../lib/page-messages.server.ts";
import { rootData, seo } from "../lib/seo.ts";
import type { Route } from "./+types/search";

/** The page searches from 2 characters; while typing it waits for a pause before asking again. */
const SEARCH_MIN_CHARS = 2;
const TYPING_PAUSE_MS = 300;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    ...seo({
      title: loaderData?.title ?? "",
      description: "",
      path: "/search",
      root: rootData(matches),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const popular = await popularTerms(context, request);
  const t = translate(request);
  const title =
    q.length < SEARCH_MIN_CHARS ? t("catalog.searchTitle") : t("catalog.searchResults", { query: q });
  if (q.length < SEARCH_MIN_CHARS) return { q: "", items: [], total: 0, popular, suggestions: [], title };
  const found = await serviceCards(context, request, { q });
  // Nothing found: suggest the best-rated trips instead of an empty page.
  const suggestions = found.total === 0 ? (await serviceCards(context, request, { pageSize: 3 })).items : [];
  return { q, ...found, popular, suggestions, title };
}

const searchHref = (q: string) => (q ? `/search?q=${encodeURIComponent(q)}` : "/search");

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { q, items, popular, suggestions } = loaderData;
  const [text, setText] = useState(q);
  const typed = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const loading = navigation.state === "loading" && navigation.location.pathname === "/search";

  // The box is uncontrolled: text typed before the page became interactive stays and counts, and
  // a query from a link or the back button replaces what is in the box unless the visitor is typing.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const first = shown.current === null;
    shown.current = q;
    if (first) {
      if (box.value !== q) {
        typed.current = true;
        setText(box.value);
      }
    } else if (document.activeElement !== box) {
      box.value = q;
      typed.current = false;
      setText(q);
    }
  }, [q]);

  // Typing searches after a pause; under 2 characters clears the results.
  useEffect(() => {
    if (!typed.current) return;
    const trimmed = text.trim();
    const timer = setTimeout(
      () => {
        if (trimmed === q || (trimmed.length < SEARCH_MIN_CHARS && q === "")) return;
        void navigate(searchHref(trimmed.length < SEARCH_MIN_CHARS ? "" : trimmed), {
          replace: true,
          preventScrollReset: true,
        });
      },
      trimmed.length < SEARCH_MIN_CHARS ? 0 : TYPING_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, q, navigate]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <PageHeading title={q ? t("catalog.searchResults", { query: q }) : t("catalog.searchTitle")} />
      <form
        role="search"
        action="/search"
        className="relative mb-6 max-w-xl"
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = text.trim();
          if (trimmed.length >= SEARCH_MIN_CHARS) void navigate(searchHref(trimmed));
        }}
      >
        <SearchInput
          label={t("catalog.searchLabel")}

          ref={input}
          id="search-q"
          name="q"
          defaultValue={q}
          onChange={(event) => {
            typed.current = true;
            setText(event.target.value);
          }}
          placeholder={t("catalog.searchPlaceholder")}
          autoComplete="off"
        />
      </form>
      <div className="mb-10">
        <p className="mb-2 text-sm font-semibold text-muted-foreground">{t("catalog.popular")}</p>
        <ul className="flex flex-wrap gap-2">
          {popular.map((term) => (
            <li key={term}>
              <Link
                to={searchHref(term)}
                className="inline-block rounded-full border px-3.5 py-1.5 text-sm font-medium hover:bg-muted"
              >
                {term}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div aria-busy={loading} aria-live="polite">
        {loading ? (
          <p role="status" className="flex items-center gap-3 text-muted-foreground">
            <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
            {t("catalog.searching")}
          </p>
        ) : !q ? (
          <p className="text-muted-foreground">{t("catalog.searchHint")}</p>
        ) : items.length > 0 ? (
          <>
            <p role="status" className="mb-6 text-sm text-muted-foreground">
              {t("catalog.count", { count: loaderData.total })}
            </p>
            <ServiceGrid items={items} />
          </>
        ) : (
          <>
            <p role="status" className="mb-6 text-muted-foreground">
              {t("catalog.searchEmpty", { query: q })}
            </p>
            <h2 className="mb-4 font-display text-2xl font-semibold">{t("catalog.suggested")}</h2>
            <ServiceGrid items={suggestions} headingLevel={3} />
          </>
        )}
      </div>
    </div>
  );
}
