// The pages' requests (scripts/fuzz.mjs): every page route of app/routes.ts, GET and HEAD, with
// its parameters filled in (real ids mostly) and odd suffixes and queries.
import fc from "fast-check";
import { hostileString, hostileValue, isoDateNearNow } from "./values.mjs";
import { authMode, commonHeaders, queryString, segment } from "./parts.mjs";

/** Full page paths of app/routes.ts (`:param` kept), each with its route file, layouts walked. */
export function pageTemplates(routes, parent = "") {
  const found = [];
  for (const route of routes) {
    const path = route.index ? parent : [parent, route.path].filter(Boolean).join("/");
    if (route.children) found.push(...pageTemplates(route.children, path));
    if (route.path === undefined && !route.index) continue; // a pathless layout
    found.push({ path: `/${path}`, file: route.file, index: Boolean(route.index) });
  }
  return found;
}

const PAGE_QUERY_KEYS = [
  "q",
  "page",
  "sort",
  "category",
  "price",
  "duration",
  "availability",
  "view",
  "shown",
  "month",
  "day",
  "token",
  "all",
  "from",
  "to",
  "status",
  "amount",
  "lang",
  "currency",
  "serviceId",
  "date",
  "guests",
  "adult",
  "child",
  "infant",
  "ref",
  "redirect",
  "callbackURL",
  "error",
  "tab",
  "reviews",
  "_routes",
  "index",
];
const PAGE_QUERY_VALUES = [
  "1",
  "2",
  "50",
  "999999",
  "-1",
  "0",
  "1.5",
  "rating",
  "price-asc",
  "newest",
  "list",
  "grid",
  "fishing",
  "hunting",
  "budget",
  "long",
  "available",
  "pending",
  "confirmed",
  "cancelled",
  "card",
  "ru",
  "EUR",
  "dark",
  "routes/service",
];
const pageValue = (ctx) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...PAGE_QUERY_VALUES) },
    { weight: 2, arbitrary: isoDateNearNow },
    { weight: 1, arbitrary: ctx.anyId },
    ...(ctx.hostile ? [{ weight: 3, arbitrary: hostileValue }] : []),
  );

/** A page's path with its parameters filled in (real ids mostly), a suffix and a query string. */
export function pagePath(ctx, template) {
  const hostile = (arb) => (ctx.hostile ? [{ weight: 2, arbitrary: arb }] : []);
  const parts = template.path.split("/").map((part) => {
    if (part === "*")
      return segment(
        ctx,
        fc.oneof(
          fc.constantFrom("admin", "api", "assets", ".env", "wp-admin", "no-such-page"),
          ...(ctx.hostile ? [hostileString] : []),
        ),
      );
    const param = /^:(.+)$/.exec(part)?.[1];
    if (!param) return fc.constant(part);
    if (param === "categoryName")
      return segment(
        ctx,
        fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom("hunting", "fishing", "recreation", "tours") },
          ...hostile(hostileValue),
        ),
      );
    const pool = ctx.pool(param);
    return segment(
      ctx,
      fc.oneof(...(pool ? [{ weight: 5, arbitrary: pool }] : []), ...hostile(hostileValue), {
        weight: 1,
        arbitrary: ctx.anyId,
      }),
    );
  });
  const pairs = fc.array(
    fc.tuple(
      fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...PAGE_QUERY_KEYS) }, ...hostile(hostileString)),
      pageValue(ctx),
    ),
    { maxLength: 4 },
  );
  // React Router's single fetch asks for `<path>.data` (`/_root.data` for /), index routes add `?index`.
  const suffix = fc.oneof(
    { weight: 10, arbitrary: fc.constant("") },
    { weight: 3, arbitrary: fc.constant(".data") },
    ...hostile(fc.constantFrom("/", "//", "/.", ".json", ".data.data")),
  );
  return fc
    .tuple(fc.tuple(...parts), suffix, queryString(ctx, pairs), fc.boolean())
    .map(([segments, end, search, index]) => {
      let path = segments.join("/") || "/";
      if (end === ".data") path = path === "/" ? "/_root.data" : `${path.replace(/\/$/, "")}.data`;
      else if (end) path = path + end;
      if (template.index && index) search = search ? `${search}&index` : "?index";
      return path + search;
    });
}

/** Every page of app/routes.ts, GET and HEAD. */
export function pageRequests(ctx, templates) {
  return templates.map((template) =>
    fc
      .record({
        path: pagePath(ctx, template),
        method: fc.oneof(
          { weight: 5, arbitrary: fc.constant("GET") },
          { weight: 1, arbitrary: fc.constant("HEAD") },
        ),
        headers: commonHeaders(ctx, "GET"),
        auth: authMode(ctx),
      })
      .map(({ path, method, headers, auth }) => ({
        kind: "page",
        label: `${method} ${template.path}`,
        method,
        path,
        headers,
        body: null,
        auth,
      })),
  );
}
