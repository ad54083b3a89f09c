import { ThreadList } from "../features/operator/messages.tsx";
import { consoleTitle } from "../features/operator/page-title.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { privatePage } from "../lib/seo.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/operator.messages";
import { loadThreads } from "./operator.messages.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return privatePage(consoleTitle(loaderData?.meta.title, matches));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadThreads(request, context);
}

/** Guests' messages, one conversation per booking, the latest activity first. */
export default function OperatorMessages({ loaderData }: Route.ComponentProps) {
  useRouteMessages("operatorMessages", loaderData.messages);
  const { t } = useTranslation("operatorMessages");
  return (
    <section className="space-y-5">
      <div>
        <h2 className="font-display text-2xl font-semibold">{t("list.title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{t("list.intro")}</p>
      </div>
      <ThreadList threads={loaderData.threads} />
    </section>
  );
}
