import { useEffect, useId, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { useApp } from "../../components/app-context.tsx";
import { SearchInput } from "../../components/ui/input.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";

/** The spec's panel rules: suggestions from 3 characters, after a 300 ms pause, at most 5. */
export const SUGGEST_MIN_CHARS = 3;
export const SUGGEST_DELAY_MS = 300;
export const SUGGEST_MAX = 5;

interface Suggestion {
  id: number;
  title: string;
  location: string;
  category: string;
  images: string[];
}

function useSuggestions(query: string, lang: string) {
  const [items, setItems] = useState<Suggestion[] | null>(null);
  const trimmed = query.trim();
  useEffect(() => {
    if (trimmed.length < SUGGEST_MIN_CHARS) {
      setItems(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/services?q=${encodeURIComponent(trimmed)}&pageSize=${SUGGEST_MAX}&lang=${lang}`, {
        signal: controller.signal,
      })
        .then((response) => response.json())
        .then((body: { success: boolean; data?: { items: Suggestion[] } }) =>
          setItems(body.success ? (body.data?.items ?? []) : []),
        )
        .catch(() => undefined);
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, lang]);
  return { items, trimmed };
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
  const { items, trimmed } = useSuggestions(suggest ? query : "", useApp().lang);
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
      {items ? (
        <div className="mt-3 rounded-2xl border bg-card p-2 shadow-lg" aria-live="polite">
          <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t("header.suggestions")}
          </p>
          {items.length === 0 ? (
            <p className="px-3 pb-2 text-sm text-muted-foreground">
              {t("header.noSuggestions", { query: trimmed })}
            </p>
          ) : (
            <ul>
              {items.map((item) => (
                <li key={item.id}>
                  <Link
                    to={`/service/${item.id}`}
                    onClick={onDone}
                    className="flex items-center gap-3 rounded-xl p-2 hover:bg-muted"
                  >
                    {item.images[0] ? (
                      <img
                        src={item.images[0].replace(/\.webp$/, "-640.webp")}
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
