import { AlertTriangle, MailX } from "lucide-react";
import { Link } from "react-router";
import { mailStatuses, type AdminMail } from "../../core/admin-mail.ts";
import { pageRange } from "../../core/pagination.ts";
import { useFormatters } from "../components/app-context.tsx";
import { EmptyState } from "../components/empty-state.tsx";
import { ButtonLink, buttonVariants } from "../components/ui/button.tsx";
import { MailStatusBadge, useInstant, useMailWords } from "../features/admin/mail.tsx";
import { cn } from "../lib/cn.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { privatePage } from "../lib/seo.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/admin.mail";
import { loadMailList } from "./admin.mail.server.ts";
import { Pager, SearchStatusForm, searchPageLink, WideTable } from "../components/list-controls.tsx";

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePage(loaderData?.meta.title ?? "");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMailList(request, context);
}

/** A failed mail's attempts and last error, in red; other mails' attempts quietly. */
function Attempts({ mail }: { mail: AdminMail }) {
  const { t } = useTranslation("adminMail");
  if (mail.status !== "failed") {
    return mail.attempts > 1 ? (
      <span className="block text-xs text-muted-foreground">
        {t("list.attempts", { count: mail.attempts })}
      </span>
    ) : null;
  }
  return (
    <span className="mt-1 block text-xs text-danger">
      {t("list.attempts", { count: mail.attempts })}
      {mail.lastError ? (
        <span className="block [overflow-wrap:anywhere]">
          {t("list.lastError", { error: mail.lastError })}
        </span>
      ) : null}
    </span>
  );
}

/** Every mail the platform wrote, newest first: found by status and by the recipient's address. */
export default function AdminMailList({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteMessages("adminMail", loaderData.messages);
  const { number } = useFormatters();
  const instant = useInstant();
  const words = useMailWords();
  const { query, mail } = loaderData;
  const { items, total, page, pageSize, pages, failed } = mail;
  const filtered = query.q !== "" || query.status !== "";
  const range = pageRange(page, pageSize, total);
  return (
    <section aria-labelledby="mail-title">
      <h2 id="mail-title" className="font-display text-xl font-semibold sm:text-2xl">
        {t("list.title")}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{t("list.intro")}</p>

      {failed > 0 && query.status !== "failed" ? (
        <div
          role="status"
          className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl border border-danger/40 bg-danger/10 p-4 text-sm"
        >
          <AlertTriangle className="size-5 shrink-0 text-danger" aria-hidden />
          <p className="min-w-0 flex-1 font-medium">{t("list.failedAlert", { count: failed })}</p>
          <Link to="/admin/mail?status=failed" className={buttonVariants({ variant: "outline", size: "sm" })}>
            {t("list.showFailed")}
          </Link>
        </div>
      ) : null}

      <SearchStatusForm
        idPrefix="mail"
        query={query}
        statuses={mailStatuses.map((s) => [s, t(`status.${s}`)] as const)}
        labels={{
          search: t("list.searchLabel"),
          placeholder: t("list.searchPlaceholder"),
          status: t("list.statusLabel"),
          any: t("list.anyStatus"),
          submit: t("list.search"),
        }}
      />

      {items.length === 0 ? (
        <EmptyState
          className="mt-8"
          icon={MailX}
          text={filtered ? t("list.empty") : t("list.none")}
          action={
            filtered ? (
              <ButtonLink variant="outline" to="/admin/mail">
                {t("list.clear")}
              </ButtonLink>
            ) : null
          }
        />
      ) : (
        <>
          <p className="mt-6 text-sm text-muted-foreground" aria-live="polite">
            {t("list.count", { count: total })} ·{" "}
            {t("list.showing", { start: number(range.start), end: number(range.end), total: number(total) })}
          </p>
          {/* Wide screens: a table. */}
          <WideTable
            columns={[
              { label: t("list.date") },
              { label: t("list.to") },
              { label: t("list.subject") },
              { label: t("list.kind") },
              { label: t("list.language") },
              { label: t("list.status") },
            ]}
          >
            {items.map((mail) => (
              <tr key={mail.id} className={cn("align-top", mail.status === "failed" && "bg-danger/5")}>
                <td className="px-4 py-3 whitespace-nowrap">
                  {instant.parts(mail.createdAt).date}
                  <span className="block text-xs text-muted-foreground">
                    {instant.parts(mail.createdAt).time}
                  </span>
                </td>
                <td className="max-w-60 min-w-44 px-4 py-3 break-words">{mail.to}</td>
                <td className="max-w-80 px-4 py-3">
                  <Link to={`/admin/mail/${mail.id}`} className="font-medium break-words hover:underline">
                    {mail.subject}
                  </Link>
                </td>
                <td className="px-4 py-3">{words.kind(mail.kind)}</td>
                <td className="px-4 py-3">{words.language(mail.locale)}</td>
                <td className="max-w-64 px-4 py-3">
                  <MailStatusBadge status={mail.status} />
                  <Attempts mail={mail} />
                </td>
              </tr>
            ))}
          </WideTable>
          {/* Narrow screens: a card per mail. */}
          <ul className="mt-3 space-y-3 lg:hidden">
            {items.map((mail) => (
              <li
                key={mail.id}
                className={cn(
                  "rounded-2xl border bg-card p-4 shadow-sm",
                  mail.status === "failed" && "border-danger/50",
                )}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-xs text-muted-foreground">{instant(mail.createdAt)}</span>
                  <MailStatusBadge status={mail.status} />
                </div>
                <Link
                  to={`/admin/mail/${mail.id}`}
                  className="mt-1 block font-medium break-words hover:underline"
                >
                  {mail.subject}
                </Link>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted-foreground">{t("list.to")}</dt>
                  <dd className="min-w-0 [overflow-wrap:anywhere]">{mail.to}</dd>
                  <dt className="text-muted-foreground">{t("list.kind")}</dt>
                  <dd>
                    {words.kind(mail.kind)} · {words.language(mail.locale)}
                  </dd>
                </dl>
                <Attempts mail={mail} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pages={pages}
            link={(to) => searchPageLink("/admin/mail", query, to)}
            labels={{
              nav: t("list.pages"),
              previous: t("list.previous"),
              next: t("list.next"),
              page: `${t("list.page", { page: number(page) })} / ${number(pages)}`,
            }}
          />
        </>
      )}
    </section>
  );
}
