import type { MetaDescriptor } from "react-router";

interface RootData {
  baseUrl: string;
  prefs: { lang: string };
}

const ogLocales: Record<string, string> = { en: "en_US", ru: "ru_RU", de: "de_DE" };

export const SITE_NAME = "Peninsula Adventures";

/**
 * The one way a page's title is built: the page's own words (from its loader, in the visitor's
 * language), then the site's name; the home page's title starts with the name already.
 */
export const pageTitle = (title: string) =>
  !title ? SITE_NAME : title.startsWith(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;

/** A personal page (dashboard, receipt, payment): its title, and never in a search index. */
export const privatePage = (title: string): MetaDescriptor[] => [
  { title: pageTitle(title) },
  { name: "robots", content: "noindex" },
];

/** Title, description, canonical URL and Open Graph tags for a public page. */
export function seo({
  title,
  description,
  path,
  root,
  image = "/images/og.jpg",
  type = "website",
}: {
  title: string;
  description: string;
  path: string;
  root: RootData | undefined;
  image?: string;
  type?: string;
}): MetaDescriptor[] {
  const base = root?.baseUrl ?? "";
  const url = `${base}${path}`;
  title = pageTitle(title);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: "Peninsula Adventures" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${base}${image}` },
    { property: "og:locale", content: ogLocales[root?.prefs.lang ?? "en"] ?? "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** A public page at its own address, with the title and description its loader worded. */
export function publicPage(
  { matches, location }: { matches: readonly unknown[]; location: { pathname: string } },
  words: { title: string; description: string } | undefined,
): MetaDescriptor[] {
  return seo({
    title: words?.title ?? "",
    description: words?.description ?? "",
    path: location.pathname,
    root: rootData(matches),
  });
}

/** The root loader's data from a meta function's matches. */
export function rootData(matches: readonly unknown[]): RootData | undefined {
  const root = matches.find((m) => (m as { id?: string } | undefined)?.id === "root") as
    { loaderData?: RootData } | undefined;
  return root?.loaderData;
}
