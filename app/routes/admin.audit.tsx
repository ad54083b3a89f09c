import { ScrollText } from "lucide-react";
import { pageRange } from "../../core/pagination.ts";
import { useFormatters } from "../components/app-context.tsx";
import { EmptyState } from "../components/empty-state.tsx";
import { Pager } from "../components/list-controls.tsx";
import { AuditEntryCard } from "../features/admin/audit-entry.tsx";
import { privatePage } from "../lib/seo.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/admin.audit";
import { loadAudit } from "./admin.booking.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePage(loaderData?.meta.title ?? "");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAudit(request, context);
}

/** What platform admins did, newest first, a page at a time. */
export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteMessages("adminAudit", loaderData.messages);
  const { number } = useFormatters();
  const { items, total, page, pageSize, pages } = loaderData.audit;
  const range = pageRange(page, pageSize, total);
  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title" className="font-display text-xl font-semibold sm:text-2xl">
        {t("audit.title")}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{t("audit.intro")}</p>
      {items.length === 0 ? (
        <EmptyState className="mt-8" icon={ScrollText} text={t("audit.none")} />
      ) : (
        <>
          <p className="mt-6 text-sm text-muted-foreground" aria-live="polite">
            {t("audit.count", { count: total })} ·{" "}
            {t("audit.showing", { start: number(range.start), end: number(range.end), total: number(total) })}
          </p>
          <ol className="mt-3 space-y-3">
            {items.map((entry) => (
              <AuditEntryCard key={entry.id} entry={entry} />
            ))}
          </ol>
          <Pager
            page={page}
            pages={pages}
            link={(to) => (to > 1 ? `/admin/audit?page=${to}` : "/admin/audit")}
            labels={{
              nav: t("audit.pages"),
              previous: t("audit.previous"),
              next: t("audit.next"),
              page: `${t("audit.page", { page: number(page) })} / ${number(pages)}`,
            }}
          />
        </>
      )}
    </section>
  );
}
