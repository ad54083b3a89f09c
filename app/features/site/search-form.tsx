import { Search } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { Form, useNavigate } from "react-router";
import { Input } from "../../components/ui/input.tsx";

/** Submits the trimmed text to /search?q=; blank text is ignored. */
export function SearchForm({ autoFocus, onDone }: { autoFocus?: boolean; onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  return (
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
      <label htmlFor={id} className="sr-only">
        {t("header.searchLabel")}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        id={id}
        name="q"
        type="search"
        autoFocus={autoFocus}
        placeholder={t("header.searchPlaceholder")}
        pill
        iconStart
      />
    </Form>
  );
}
