import { ChevronRight, Megaphone } from "lucide-react";
import { Link } from "react-router";
import type { AdminNewsletter } from "../../core/newsletters.ts";
import { useApp, useFormatters } from "../components/app-context.tsx";
import { EmptyState } from "../components/empty-state.tsx";
import { ComposeNewsletter, NewsletterStatus } from "../features/admin/newsletter-form.tsx";
import { settle } from "../lib/client-action.ts";
import { privatePage } from "../lib/seo.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/admin.newsletters";
import { loadNewsletters, newslettersAction } from "./admin.newsletters.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePage(loaderData?.meta.title ?? "");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadNewsletters(request, context);
}

/** A new newsletter (a draft). */
export async function action({ request, context }: Route.ActionArgs) {
  return newslettersAction(request, context);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

/** The newsletters, newest first (each opens its page), and the form for a new one. */
export default function AdminNewsletters({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteMessages("adminNewsletters", loaderData.messages);
  const { lang } = useApp();
  const { date } = useFormatters();
  const { newsletters } = loaderData;
  // The subject in the admin's language (every newsletter has all three).
  const subject = (n: AdminNewsletter) => n.subject[lang];
  return (
    <section aria-labelledby="newsletters-title" className="space-y-6">
      <div className="max-w-3xl">
        <h2 id="newsletters-title" className="font-display text-xl font-semibold sm:text-2xl">
          {t("list.title")}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t("list.intro")}</p>
      </div>
      {newsletters.length === 0 ? (
        <EmptyState icon={Megaphone} text={t("list.empty")} />
      ) : (
        <ul className="divide-y rounded-2xl border bg-card shadow-sm">
          {newsletters.map((n) => (
            <li key={n.id}>
              <Link
                to={`/admin/newsletters/${n.id}`}
                className="flex items-center gap-3 p-4 hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring sm:gap-4 sm:p-5"
              >
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold break-words">
                      <span className="sr-only">{t("list.open", { subject: subject(n) })}: </span>
                      <span aria-hidden>{subject(n)}</span>
                    </span>
                    <NewsletterStatus newsletter={n} />
                  </div>
                  <p className="mt-1 text-sm text-muted-foreground">
                    {n.sentAt
                      ? `${t("list.sentAt", { date: date(n.sentAt) })} · ${t("list.recipients", { count: n.recipients ?? 0 })}`
                      : t("list.createdAt", { date: date(n.createdAt) })}
                  </p>
                </div>
                <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ComposeNewsletter />
    </section>
  );
}
