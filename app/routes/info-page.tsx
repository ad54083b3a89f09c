import { ArrowLeft } from "lucide-react";
import { useTranslation } from "../lib/i18n-react.tsx";
import { data, useNavigate } from "react-router";
import { RichText } from "../components/rich-text.tsx";
import { Button } from "../components/ui/button.tsx";
import { translate } from "../lib/page-messages.server.ts";
import { publicPage } from "../lib/seo.ts";
import type { Route } from "./+types/info-page";

interface InfoPage {
  title: string;
  description: string;
  body: string;
}

export function meta(args: Route.MetaArgs) {
  return publicPage(args, args.loaderData?.page);
}

export function loader({ request }: Route.LoaderArgs) {
  // Client navigations fetch "/faq.data": the page is the path without that suffix.
  const slug = new URL(request.url).pathname.replace(/\.data$/, "").replace(/^\/+|\/+$/g, "");
  const page = translate(request, "pages")(slug, {
    returnObjects: true,
    defaultValue: null,
  }) as InfoPage | null;
  if (!page || typeof page !== "object") throw data(null, { status: 404 });
  return { page };
}

export default function InfoPageRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { page } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <Button
        variant="ghost"
        size="sm"
        className="-ml-3"
        onClick={() => (window.history.length > 1 ? navigate(-1) : navigate("/"))}
      >
        <ArrowLeft aria-hidden />
        {t("actions.back")}
      </Button>
      <h1 className="mt-6 font-display text-4xl font-semibold sm:text-5xl">{page.title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{page.description}</p>
      <div className="mt-10">
        <RichText text={page.body} />
      </div>
    </article>
  );
}
