import { categories } from "../../core/categories.ts";
import { infoPages } from "../routes.ts";
import { allServices } from "../lib/catalog.server.ts";
import { appServices } from "../lib/session.server.ts";
import type { Route } from "./+types/sitemap";

/** Every public page and every service. */
export async function loader({ context }: Route.LoaderArgs) {
  const { env } = appServices(context);
  const services = await allServices(context);
  const paths = [
    "/",
    "/services",
    "/catalog",
    "/about",
    "/contact",
    ...categories.map((c) => `/category/${c}`),
    ...infoPages.map((p) => `/${p}`),
    ...services.map((s) => `/service/${s.id}`),
  ];
  const urls = paths.map((path) => `  <url><loc>${env.baseUrl}${path}</loc></url>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
