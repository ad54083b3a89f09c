import { Hono } from "hono";
import { idParamSchema } from "../../core/schemas.ts";
import {
  imageAltSchema,
  imageOrderSchema,
  imageUploadSchema,
  instantConfirmationSchema,
  serviceEditSchema,
  serviceStatusSchema,
} from "../../core/service-editor.ts";
import {
  addServiceImage,
  deleteImage,
  readUploadForm,
  reorderImages,
  setImageAlt,
} from "../modules/operator/images.ts";
import { listOwnServices, serviceForEditing } from "../modules/operator/service-view.ts";
import {
  createService,
  setInstantConfirmation,
  setServiceStatus,
  updateService,
} from "../modules/operator/services.ts";
import { jsonBody, ok, parse, parseParam } from "./http.ts";
import type { OperatorEnv } from "./guards.ts";

// The supplier's services in the console: content in three languages, status, instant
// confirmation and photos. Owner and staff alike; another supplier's service answers 404.

const serviceId = (id: string) => parseParam("id", idParamSchema, id);
const imageId = (id: string) => parseParam("imageId", idParamSchema, id);

export const operatorServiceRoutes = new Hono<OperatorEnv>()
  .get("/services", async (c) => {
    const { scope } = c.var;
    const { db, now } = c.var.services;
    return ok(c, await listOwnServices(db, scope, now()));
  })
  .post("/services", async (c) => {
    const { scope } = c.var;
    const input = parse(serviceEditSchema, await jsonBody(c));
    return ok(c, await createService(c.var.services.db, scope, input), 201);
  })
  .get("/services/:id", async (c) => {
    const { scope } = c.var;
    return ok(c, await serviceForEditing(c.var.services.db, scope, serviceId(c.req.param("id"))));
  })
  .put("/services/:id", async (c) => {
    const { scope } = c.var;
    const id = serviceId(c.req.param("id"));
    const input = parse(serviceEditSchema, await jsonBody(c));
    const { db, catalog } = c.var.services;
    return ok(c, await updateService(db, catalog, scope, id, input));
  })
  .put("/services/:id/status", async (c) => {
    const { scope } = c.var;
    const id = serviceId(c.req.param("id"));
    const { status } = parse(serviceStatusSchema, await jsonBody(c));
    const { db, catalog } = c.var.services;
    return ok(c, await setServiceStatus(db, catalog, scope, id, status));
  })
  .put("/services/:id/instant-confirmation", async (c) => {
    const { scope } = c.var;
    const id = serviceId(c.req.param("id"));
    const { instantConfirmation } = parse(instantConfirmationSchema, await jsonBody(c));
    const { db, catalog } = c.var.services;
    return ok(c, await setInstantConfirmation(db, catalog, scope, id, instantConfirmation));
  })
  .post("/services/:id/images", async (c) => {
    const { scope } = c.var;
    const id = serviceId(c.req.param("id"));
    const { file, ...fields } = await readUploadForm(c.req.raw);
    const { alt } = parse(imageUploadSchema, fields);
    const { db, catalog, env } = c.var.services;
    return ok(c, await addServiceImage(db, catalog, scope, env.dataDir, id, { file, alt }), 201);
  })
  .put("/services/:id/images", async (c) => {
    const { scope } = c.var;
    const id = serviceId(c.req.param("id"));
    const { ids } = parse(imageOrderSchema, await jsonBody(c));
    const { db, catalog } = c.var.services;
    return ok(c, await reorderImages(db, catalog, scope, id, ids));
  })
  .put("/services/:id/images/:imageId", async (c) => {
    const { scope } = c.var;
    const id = serviceId(c.req.param("id"));
    const image = imageId(c.req.param("imageId"));
    const { alt } = parse(imageAltSchema, await jsonBody(c));
    const { db, catalog } = c.var.services;
    return ok(c, await setImageAlt(db, catalog, scope, id, image, alt));
  })
  .delete("/services/:id/images/:imageId", async (c) => {
    const { scope } = c.var;
    const id = serviceId(c.req.param("id"));
    const image = imageId(c.req.param("imageId"));
    const { db, catalog, env } = c.var.services;
    return ok(c, await deleteImage(db, catalog, scope, env.dataDir, id, image));
  });
