import { Hono } from "hono";
import { idParamSchema, languageQuerySchema, servicesQuerySchema } from "../../core/schemas.ts";
import { notFound } from "../errors.ts";
import { queryCatalog, toDetail } from "../modules/catalog/catalog.ts";
import { ok, parse, parseParam, type ApiEnv } from "./http.ts";

export const catalogRoutes = new Hono<ApiEnv>()
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
