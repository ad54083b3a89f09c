import { z } from "zod";
import { idParamSchema, languageQuerySchema } from "../../core/schemas.ts";
import {
  imageAltSchema,
  imageOrderSchema,
  imageUploadSchema,
  instantConfirmationSchema,
  LIMITS,
  serviceEditSchema,
  serviceStatusSchema,
} from "../../core/service-editor.ts";
import { parseInput } from "../errors.ts";
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
import { ok } from "./http.ts";
import { namedIn } from "./operator-routes.ts";
import { operatorContext, type OperatorEnv } from "./guards.ts";
import { apiRouter, json, route } from "./route.ts";

// The supplier's services in the console: content in three languages, status, instant
// confirmation and photos. Owner and staff alike; another supplier's service answers 404.

const serviceParams = z.object({ id: idParamSchema });
const imageParams = z.object({ id: idParamSchema, imageId: idParamSchema });

/** A photo upload: a multipart form, read as a stream by its module (so it is described, not parsed, here). */
const uploadForm = {
  required: true,
  content: {
    "multipart/form-data": {
      schema: {
        type: "object" as const,
        properties: {
          file: { type: "string" as const, format: "binary" },
          alt: { type: "string" as const, maxLength: LIMITS.alt },
        },
        required: ["file"],
      },
    },
  },
};

/** What the guests' mail and calendar file make of the meeting point and the trip's end. */
const MEETING_AND_END =
  "`meetingPoint` (text or null: the location is shown): where the guests meet the guide, in the booking mails and as the calendar file's LOCATION. `meetingLat` and `meetingLon` (WGS 84 degrees, both or neither: a 400 `required` names the missing one): its point, linked in the mails to OpenStreetMap.\n\n" +
  '`durationHours` (1 to 24, one-day trips) and `endTime` ("HH:MM", Asia/Kamchatka, trips of several days): when a departure ends, the calendar file\'s end (else three hours into its last day).\n\n' +
  "Each of these left out keeps its value; null clears it.";

export const operatorServiceRoutes = apiRouter<OperatorEnv>();
operatorServiceRoutes
  .openapi(
    route({
      method: "get",
      path: "/services",
      summary: "The supplier's services in every status (draft, active, archived)",
      description: namedIn,
      auth: true,
      request: { query: languageQuerySchema },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => ok(c, await listOwnServices(operatorContext(c), c.req.valid("query"))),
  )
  .openapi(
    route({
      method: "post",
      path: "/services",
      summary: "A new service as a draft (travellers do not see it; no departures until it has a schedule)",
      auth: true,
      request: { body: json(serviceEditSchema) },
      statuses: [201, 400, 401, 404],
    }),
    async (c) => ok(c, await createService(operatorContext(c), c.req.valid("json")), 201),
  )
  .openapi(
    route({
      method: "get",
      path: "/services/{id}",
      summary: "One of the supplier's services with its content in en/ru/de and its photos",
      auth: true,
      request: { params: serviceParams },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => ok(c, await serviceForEditing(operatorContext(c), { serviceId: c.req.valid("param").id })),
  )
  .openapi(
    route({
      method: "put",
      path: "/services/{id}",
      summary: "Save every field at once (prices in cents; ru/de null = not translated); all or nothing",
      description: MEETING_AND_END,
      auth: true,
      request: { params: serviceParams, body: json(serviceEditSchema) },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => {
      const input = { serviceId: c.req.valid("param").id, ...c.req.valid("json") };
      return ok(c, await updateService(operatorContext(c), input));
    },
  )
  .openapi(
    route({
      method: "put",
      path: "/services/{id}/status",
      summary:
        "Publish or reactivate (active; 409 serviceIncomplete without a title, description, price and photo; no weekly schedule: the default one is added) or deactivate (archived)",
      auth: true,
      request: { params: serviceParams, body: json(serviceStatusSchema) },
      statuses: [200, 400, 401, 404, 409],
    }),
    async (c) => {
      const input = { serviceId: c.req.valid("param").id, ...c.req.valid("json") };
      return ok(c, await setServiceStatus(operatorContext(c), input));
    },
  )
  .openapi(
    route({
      method: "put",
      path: "/services/{id}/instant-confirmation",
      summary: "On: a paid booking of the service is confirmed at once",
      auth: true,
      request: { params: serviceParams, body: json(instantConfirmationSchema) },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => {
      const input = { serviceId: c.req.valid("param").id, ...c.req.valid("json") };
      return ok(c, await setInstantConfirmation(operatorContext(c), input));
    },
  )
  .openapi(
    route({
      method: "post",
      path: "/services/{id}/images",
      summary:
        "Upload a photo (multipart/form-data: file, optional alt; at most 10 MB, JPEG/PNG/WebP/AVIF/GIF/TIFF), converted to AVIF and WebP; 12 photos at most (409 imageLimit)",
      auth: true,
      request: { params: serviceParams, body: uploadForm },
      statuses: [201, 400, 401, 404, 409],
    }),
    async (c) => {
      const { file, ...fields } = await readUploadForm(c.req.raw);
      const { alt } = parseInput(imageUploadSchema, fields);
      const input = { serviceId: c.req.valid("param").id, file, alt };
      return ok(c, await addServiceImage(operatorContext(c), input), 201);
    },
  )
  .openapi(
    route({
      method: "put",
      path: "/services/{id}/images",
      summary: "Reorder the photos: every photo's id once, the cover first",
      auth: true,
      request: { params: serviceParams, body: json(imageOrderSchema) },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => {
      const input = { serviceId: c.req.valid("param").id, ...c.req.valid("json") };
      return ok(c, await reorderImages(operatorContext(c), input));
    },
  )
  .openapi(
    route({
      method: "put",
      path: "/services/{id}/images/{imageId}",
      summary: "A photo's alt text",
      auth: true,
      request: { params: imageParams, body: json(imageAltSchema) },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => {
      const { id, imageId } = c.req.valid("param");
      const input = { serviceId: id, imageId, ...c.req.valid("json") };
      return ok(c, await setImageAlt(operatorContext(c), input));
    },
  )
  .openapi(
    route({
      method: "delete",
      path: "/services/{id}/images/{imageId}",
      summary: "Remove a photo (an uploaded photo's files go too)",
      auth: true,
      request: { params: imageParams },
      statuses: [200, 400, 401, 404],
    }),
    async (c) => {
      const { id, imageId } = c.req.valid("param");
      return ok(c, await deleteImage(operatorContext(c), { serviceId: id, imageId }));
    },
  );
