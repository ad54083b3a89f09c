import {
  imageAltSchema,
  imageOrderSchema,
  instantConfirmationSchema,
  serviceEditSchema,
  serviceStatusSchema,
} from "../../core/service-editor.ts";
import type { RouteDoc } from "./openapi-routes.ts";

/** The operators' console: the supplier's services, their content, status and photos. */
export const serviceRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/operator/services",
    summary: "The supplier's services in every status (draft, active, archived)",
    auth: true,
    statuses: [200, 401, 404],
  },
  {
    method: "post",
    path: "/api/operator/services",
    summary: "A new service as a draft (travellers do not see it; no departures until it has a schedule)",
    auth: true,
    body: serviceEditSchema,
    statuses: [201, 400, 401, 404],
  },
  {
    method: "get",
    path: "/api/operator/services/{id}",
    summary: "One of the supplier's services with its content in en/ru/de and its photos",
    auth: true,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "put",
    path: "/api/operator/services/{id}",
    summary: "Save every field at once (prices in cents; ru/de null = not translated); all or nothing",
    auth: true,
    body: serviceEditSchema,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "put",
    path: "/api/operator/services/{id}/status",
    summary:
      "Publish or reactivate (active; 409 serviceIncomplete without a title, description, price and photo; no weekly schedule: the default one is added) or deactivate (archived)",
    auth: true,
    body: serviceStatusSchema,
    statuses: [200, 400, 401, 404, 409],
  },
  {
    method: "put",
    path: "/api/operator/services/{id}/instant-confirmation",
    summary: "On: a paid booking of the service is confirmed at once",
    auth: true,
    body: instantConfirmationSchema,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "post",
    path: "/api/operator/services/{id}/images",
    summary:
      "Upload a photo (multipart/form-data: file, optional alt; at most 10 MB, JPEG/PNG/WebP/AVIF/GIF/TIFF), converted to AVIF and WebP; 12 photos at most (409 imageLimit)",
    auth: true,
    statuses: [201, 400, 401, 404, 409],
  },
  {
    method: "put",
    path: "/api/operator/services/{id}/images",
    summary: "Reorder the photos: every photo's id once, the cover first",
    auth: true,
    body: imageOrderSchema,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "put",
    path: "/api/operator/services/{id}/images/{imageId}",
    summary: "A photo's alt text",
    auth: true,
    body: imageAltSchema,
    statuses: [200, 400, 401, 404],
  },
  {
    method: "delete",
    path: "/api/operator/services/{id}/images/{imageId}",
    summary: "Remove a photo (an uploaded photo's files go too)",
    auth: true,
    statuses: [200, 400, 401, 404],
  },
];
