import type { Route } from "./+types/robots";
import { appServices } from "../lib/session.server.ts";

export function loader({ context }: Route.LoaderArgs) {
  const { baseUrl } = appServices(context).env;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /dashboard",
    "Disallow: /search",
    `Sitemap: ${baseUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
