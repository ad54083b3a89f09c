import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ServiceCard } from "../components/service-card.tsx";
import { Button } from "../components/ui/button.tsx";
import { CategoryCards } from "../features/home/category-cards.tsx";
import { Hero } from "../features/home/hero.tsx";
import { Story } from "../features/home/story.tsx";
import { TrustSection } from "../features/home/trust-section.tsx";
import { useRouteMessages } from "../lib/use-messages.ts";
import { rootData, seo } from "../lib/seo.ts";
import type { Route } from "./+types/home";
import { loadHome } from "./home.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seo({
    title: loaderData?.meta.title ?? "Peninsula Adventures",
    description: loaderData?.meta.description ?? "",
    path: "/",
    root: rootData(matches),
  });
}

/** The hero poster is the largest element: fetch it with the HTML, before the CSS is parsed. */
export function links() {
  return [
    {
      rel: "preload",
      as: "image",
      type: "image/avif",
      imageSrcSet: "/images/hero/poster-960.avif 960w, /images/hero/poster.avif 1920w",
      imageSizes: "100vw",
      fetchPriority: "high",
    },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadHome(request, context);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteMessages("home", loaderData.messages);
  const { preview, total } = loaderData;
  return (
    <>
      <Hero />
      <TrustSection />
      <CategoryCards />
      <section className="mx-auto max-w-7xl px-4 pb-20 sm:px-6" aria-labelledby="preview-title">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-widest text-accent uppercase">
              {t("preview.eyebrow")}
            </p>
            <h2 id="preview-title" className="mt-2 font-display text-3xl font-semibold sm:text-4xl">
              {t("preview.title")}
            </h2>
          </div>
          {total > preview.length ? (
            <Button asChild variant="outline">
              <Link to="/services">
                {t("preview.viewAll")}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          ) : null}
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {preview.map((service) => (
            <li key={service.id} className="flex">
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </section>
      <Story />
    </>
  );
}
