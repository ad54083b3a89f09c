import { CatalogBlock } from "../features/catalog/catalog-block.tsx";
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
  return (
    <>
      <Hero figures={loaderData.figures} />
      <TrustSection />
      <CategoryCards stats={loaderData.stats} />
      <section className="mx-auto max-w-7xl px-4 pb-20 sm:px-6" aria-labelledby="preview-title">
        <p className="text-sm font-semibold tracking-widest text-accent uppercase">{t("preview.eyebrow")}</p>
        <h2 id="preview-title" className="mt-2 mb-8 font-display text-3xl font-semibold sm:text-4xl">
          {t("preview.title")}
        </h2>
        <CatalogBlock data={loaderData.catalogBlock} viewAll headingLevel={3} />
      </section>
      <Story />
    </>
  );
}
