// The `route` label of the request metrics: a route's pattern, never the path itself, so that ids,
// slugs and query strings cannot multiply the series (a scanner's random paths are all "other").
import type { Context } from "hono";
import { matchedRoutes } from "hono/route";
import { matchRoutes, type RouteObject } from "react-router";

/** React Router's route manifest as the server build has it (`build.routes`): id, parent, path. */
export type PageRouteManifest = Record<
  string,
  { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean } | undefined
>;

type LabelledRoute = RouteObject & { pattern: string };

/** Files served as they are, one label per folder. */
const staticFolders = ["/assets/", "/images/"];
const staticFiles = new Set(["/favicon.svg"]);
const OTHER = "other";
const NO_PAGES: PageRouteManifest = {};

/**
 * The API's patterns come from Hono's match, the pages' from the manifest: given as it is, or as a
 * function that answers the current one (the dev server's changes as routes are edited).
 */
export function routeLabeller(
  pages: PageRouteManifest | (() => PageRouteManifest | undefined) = {},
): (c: Context) => string {
  const trees = new WeakMap<PageRouteManifest, RouteObject[]>();
  const currentTree = () => {
    const manifest = (typeof pages === "function" ? pages() : pages) ?? NO_PAGES;
    let tree = trees.get(manifest);
    if (!tree) trees.set(manifest, (tree = pageTree(manifest)));
    return tree;
  };
  return (c) => {
    const path = c.req.path;
    if (path === "/api" || path.startsWith("/api/")) return apiPattern(c);
    const folder = staticFolders.find((prefix) => path.startsWith(prefix));
    if (folder) return `${folder}*`;
    if (staticFiles.has(path)) return path;
    return pagePattern(currentTree(), path);
  };
}

/**
 * The first endpoint Hono matched (in registration order, the one that answers), even when a
 * middleware in front of it answered first (413, 403): middlewares are registered for every
 * method, endpoints for theirs. An unknown /api path matches no endpoint.
 */
function apiPattern(c: Context): string {
  const endpoint = matchedRoutes(c).find((route) => route.method !== "ALL" && route.path.startsWith("/api/"));
  return endpoint?.path ?? OTHER;
}

/** A page, resource route or its data request (`/service/7.data`, `/_root.data`) by its pattern. */
function pagePattern(tree: RouteObject[], path: string): string {
  const data = path.endsWith(".data");
  const pathname = data ? (path === "/_root.data" ? "/" : path.slice(0, -".data".length)) : path;
  const matches = matchRoutes(tree, pathname);
  const pattern = (matches?.at(-1)?.route as LabelledRoute | undefined)?.pattern;
  // The site-wide splat (the not-found page) would turn every unknown path into one label anyway.
  if (!pattern || pattern === "/*") return OTHER;
  if (!data) return pattern;
  return pattern === "/" ? "/_root.data" : `${pattern}.data`;
}

/** The manifest's flat list as the nested routes `matchRoutes` takes, each with its full pattern. */
function pageTree(manifest: PageRouteManifest): RouteObject[] {
  const routes = Object.values(manifest).filter((route) => route !== undefined);
  const build = (parentId: string | undefined, parentPattern: string): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) => {
        const pattern = joinPattern(parentPattern, route.path);
        const object = { id: route.id, path: route.path, caseSensitive: route.caseSensitive, pattern };
        return (
          route.index ? { ...object, index: true } : { ...object, children: build(route.id, pattern) }
        ) as LabelledRoute;
      });
  return build(undefined, "/");
}

function joinPattern(parent: string, path: string | undefined): string {
  if (!path) return parent;
  const joined = `${parent.replace(/\/$/, "")}/${path.replace(/^\//, "")}`;
  return joined === "" ? "/" : joined;
}
