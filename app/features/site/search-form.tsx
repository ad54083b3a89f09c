import { useEffect, useId, useState } from "react";
import { Form, Link, useFetcher, useNavigate } from "react-router";
import { SearchInput } from "../../components/ui/input.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { SUGGEST_DELAY_MS, SUGGEST_MIN_CHARS, suggestionsPath, type Suggestions } from "./suggestions.ts";

/** Suggestions for what is typed, once there are enough characters and a pause; null before that. */
function useSuggestions(query: string) {
  const fetcher = useFetcher<Suggestions>();
  const { load } = fetcher; // stable for the fetcher's life
  const trimmed = query.trim();
  const active = trimmed.length >= SUGGEST_MIN_CHARS;
  useEffect(() => {
    if (!active) return;
    // A newer load cancels the one in flight; typing on within the pause cancels this timer.
    const timer = setTimeout(() => void load(suggestionsPath(trimmed)), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [trimmed, active, load]);
  return { found: active ? (fetcher.data ?? null) : null, trimmed };
}

/** Submits the trimmed text to /search?q=; blank text is ignored. With `suggest`, live suggestions. */
export function SearchForm({
  autoFocus,
  onDone,
  suggest = false,
  defaultQuery = "",
}: {
  autoFocus?: boolean;
  onDone?: () => void;
  suggest?: boolean;
  defaultQuery?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState(defaultQuery);
  const { found, trimmed } = useSuggestions(suggest ? query : "");
  return (
    <div>
      <Form
        role="search"
        action="/search"
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
          const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
          if (!q) return;
          onDone?.();
          navigate(`/search?q=${encodeURIComponent(q)}`);
        }}
      >
        <SearchInput
          id={id}
          label={t("header.searchLabel")}
          name="q"
          autoFocus={autoFocus}
          placeholder={t("header.searchPlaceholder")}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      </Form>
      {found ? (
        <div className="mt-3 rounded-2xl border bg-card p-2 shadow-lg" aria-live="polite">
          <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t("header.suggestions")}
          </p>
          {found.items.length === 0 ? (
            <p className="px-3 pb-2 text-sm text-muted-foreground">
              {t("header.noSuggestions", { query: found.q })}
            </p>
          ) : (
            <ul>
              {found.items.map((item) => (
                <li key={item.id}>
                  <Link
                    to={`/service/${item.id}`}
                    onClick={onDone}
                    className="flex items-center gap-3 rounded-xl p-2 hover:bg-muted"
                  >
                    {item.image ? (
                      <img
                        src={item.image.replace(/\.webp$/, "-640.webp")}
                        alt=""
                        width={64}
                        height={43}
                        className="h-11 w-16 shrink-0 rounded-lg object-cover"
                      />
                    ) : null}
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-semibold">{item.title}</span>
                      <span className="block truncate text-xs text-muted-foreground">
                        {item.location} · {t(`categories.${item.category}`)}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Link
            to={`/search?q=${encodeURIComponent(trimmed)}`}
            onClick={onDone}
            className="mt-1 block rounded-xl px-3 py-2 text-sm font-semibold text-accent hover:bg-muted"
          >
            {t("header.viewAllResults", { query: trimmed })}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
