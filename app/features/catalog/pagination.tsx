import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { pageButtons } from "../../../core/pagination.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { cn } from "../../lib/cn.ts";

const base =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold";

/** Previous, 1..min(5, pages), an ellipsis and the last page beyond 5, Next; every page is a link. */
export function Pagination({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const disabled = "pointer-events-none opacity-40";
  return (
    <nav
      aria-label={t("catalog.pagination.label")}
      className="mt-12 flex flex-wrap items-center justify-center gap-1.5"
    >
      <Link
        to={href(page - 1)}
        className={cn(base, "border", page <= 1 && disabled)}
        aria-disabled={page <= 1}
      >
        <ChevronLeft className="size-4" aria-hidden />
        {t("catalog.pagination.previous")}
      </Link>
      {pageButtons(pages).map((item, index) =>
        item === "ellipsis" ? (
          <span key={`e${index}`} className="px-1 text-muted-foreground" aria-hidden>
            …
          </span>
        ) : (
          <Link
            key={item}
            to={href(item)}
            aria-current={item === page ? "page" : undefined}
            aria-label={t("catalog.pagination.page", { page: item })}
            className={cn(base, item === page ? "bg-accent text-accent-foreground" : "hover:bg-muted")}
          >
            {item}
          </Link>
        ),
      )}
      <Link
        to={href(page + 1)}
        className={cn(base, "border", page >= pages && disabled)}
        aria-disabled={page >= pages}
      >
        {t("catalog.pagination.next")}
        <ChevronRight className="size-4" aria-hidden />
      </Link>
    </nav>
  );
}
