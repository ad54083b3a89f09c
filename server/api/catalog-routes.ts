import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { idParamSchema, languageQuerySchema, servicesQuerySchema } from "../../core/schemas.ts";
import { notFound } from "../errors.ts";
import { queryCatalog, toDetail } from "../modules/catalog/catalog.ts";
import { publicCacheControl } from "../page-cache.ts";
import { ok, parse, parseParam, type ApiEnv } from "./http.ts";

/**
 * The catalogue is the same for everyone: a CDN (and the server's own page cache) may keep it for
 * PAGE_CACHE_SECONDS, like the pages that show it.
 */
const publicAnswers = createMiddleware<ApiEnv>(async (c, next) => {
  await next();
  const seconds = c.var.services.env.pageCacheSeconds;
  if (c.res.status === 200 && seconds > 0) c.header("Cache-Control", publicCacheControl(seconds));
});

export const catalogRoutes = new Hono<ApiEnv>()
  .use("/services", publicAnswers)
  .use("/services/:id", publicAnswers)
  .get("/services", async (c) => {
    const query = parse(servicesQuerySchema, c.req.query());
    return ok(c, queryCatalog(await c.var.services.catalog.get(query.lang), query));
  })
  .get("/services/:id", async (c) => {
    const id = parseParam("id", idParamSchema, c.req.param("id"));
    const { lang } = parse(languageQuerySchema, c.req.query());
    const { catalog, availability, now } = c.var.services;
    const service = (await catalog.byId(lang)).get(id);
    if (!service) throw notFound("serviceNotFound");
    return ok(c, { ...toDetail(service), availability: await availability.get(service, now()) });
  });
