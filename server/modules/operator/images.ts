import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { and, count, eq, max } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import sharp, { type Metadata } from "sharp";
import { MAX_IMAGE_BYTES, MAX_IMAGES } from "../../../core/service-editor.ts";
import type { Db } from "../../db/client.ts";
import { serviceImages } from "../../db/schema.ts";
import { AppError, badRequest, conflict, notFound } from "../../errors.ts";
import type { OperatorContext } from "../context.ts";
import { lockOwnService, type OperatorImage } from "./services.ts";
import { imageColumns, photosOf } from "./service-view.ts";

// A service's photos: uploads converted with sharp to AVIF and WebP at the sizes the seeded photos
// have (name.avif/webp at 1280x853, name-640.avif/webp at 640x427, as <Picture> asks for them),
// kept outside the build in DATA_DIR/uploads and served from /images/uploads/... under names that
// never change (a new photo gets a new name). The catalogue shows the photos, so every change
// empties every instance's catalogue (`catalog.invalidate()`, a "catalog" change).

export const UPLOADS_URL = "/images/uploads";
const SIZES = [
  { suffix: "", width: 1280, height: 853 },
  { suffix: "-640", width: 640, height: 427 },
] as const;
/** Formats sharp reads that we take (AVIF reads as heif); SVG and the rest are refused. */
const ACCEPTED = new Set(["jpeg", "png", "webp", "gif", "tiff", "heif", "avif"]);
/** A decompression bomb is refused before it is decoded (about 8000 x 6000). */
const MAX_PIXELS = 50_000_000;
/** Room for the form's boundaries and the alt text beside the file. */
const FORM_OVERHEAD = 64 * 1024;

export const uploadsRoot = (dataDir: string) => path.join(dataDir, "uploads");

const tooLarge = () => badRequest("imageTooLarge", { field: "file" });
const notSupported = () => badRequest("imageNotSupported", { field: "file" });

/**
 * The upload form's fields, read with a limit: a body declared or found to be larger than a photo
 * of 10 MB (and its form) is refused as soon as that is known, not after it is all in memory.
 */
export async function readUploadForm(request: Request): Promise<{ file: File | null; alt?: string }> {
  const limit = MAX_IMAGE_BYTES + FORM_OVERHEAD;
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > limit) throw tooLarge();
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) throw notSupported();
  if (!request.body) throw notSupported();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  let form: FormData;
  try {
    form = await new Response(Buffer.concat(chunks), { headers: { "content-type": type } }).formData();
  } catch {
    throw notSupported();
  }
  const file = form.get("file");
  const alt = form.get("alt");
  return { file: file instanceof File ? file : null, ...(typeof alt === "string" ? { alt } : {}) };
}

/** The photo at both sizes in both formats, or the reason it cannot be used. */
async function convert(bytes: Buffer) {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw notSupported();
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw notSupported();
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) throw tooLarge();
  try {
    const outputs: { suffix: string; ext: "webp" | "avif"; data: Buffer }[] = [];
    for (const size of SIZES) {
      // Decoded once per size (turned upright by its EXIF orientation), encoded twice.
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize(size.width, size.height, { fit: "cover", kernel: "lanczos3" })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = () =>
        sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      const [webp, avif] = await Promise.all([
        raw().webp({ quality: 72, effort: 5, smartSubsample: true }).toBuffer(),
        raw().avif({ quality: 50, effort: 4, chromaSubsampling: "4:2:0" }).toBuffer(),
      ]);
      outputs.push(
        { suffix: size.suffix, ext: "webp", data: webp },
        { suffix: size.suffix, ext: "avif", data: avif },
      );
    }
    return outputs;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notSupported();
  }
}

/** The files of a photo served at `url`, inside the uploads folder (nothing else is ever touched). */
function filesOf(dataDir: string, url: string): string[] {
  const match = /^\/images\/uploads\/(services\/\d+\/[0-9a-f]{16})\.webp$/.exec(url);
  if (!match) return [];
  const base = path.join(uploadsRoot(dataDir), match[1]!);
  return SIZES.flatMap((size) => [`${base}${size.suffix}.webp`, `${base}${size.suffix}.avif`]);
}

const removeFiles = (files: string[]) =>
  Promise.all(files.map((file) => rm(file, { force: true }))).then(() => undefined);

async function imageCount(db: Db, serviceId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(serviceImages)
    .where(eq(serviceImages.serviceId, serviceId));
  return Number(row?.n ?? 0);
}

/**
 * Adds a photo after the others. The file is checked by its content (sharp reads it), never by its
 * name or type; at most MAX_IMAGES photos a service.
 */
export async function addServiceImage(
  ctx: OperatorContext,
  input: { serviceId: number; file: File | null; alt?: string },
): Promise<OperatorImage> {
  const { db, catalog, env } = ctx.services;
  const { serviceId, ...upload } = input;
  const scope = ctx.actor;
  const { dataDir } = env;
  // Before the work of converting: the service is theirs and has room.
  const service = await db.transaction((tx) => lockOwnService(tx, scope, serviceId));
  if ((await imageCount(db, serviceId)) >= MAX_IMAGES) throw imageLimit();
  if (!upload.file || upload.file.size === 0) throw badRequest("required", { field: "file" });
  if (upload.file.size > MAX_IMAGE_BYTES) throw tooLarge();
  const outputs = await convert(Buffer.from(await upload.file.arrayBuffer()));
  const name = randomBytes(8).toString("hex");
  const folder = path.join(uploadsRoot(dataDir), "services", String(serviceId));
  const url = `${UPLOADS_URL}/services/${serviceId}/${name}.webp`;
  await mkdir(folder, { recursive: true });
  await Promise.all(
    outputs.map((output) =>
      writeFile(path.join(folder, `${name}${output.suffix}.${output.ext}`), output.data),
    ),
  );
  try {
    const image = await db.transaction(async (tx) => {
      await lockOwnService(tx, scope, serviceId);
      const [row] = await tx
        .select({ n: count(), last: max(serviceImages.position) })
        .from(serviceImages)
        .where(eq(serviceImages.serviceId, serviceId));
      if (Number(row?.n ?? 0) >= MAX_IMAGES) throw imageLimit();
      const position = (row?.last ?? 0) + 1;
      const alt = upload.alt?.trim() || `${service.title}, photo ${Number(row?.n ?? 0) + 1}`;
      const [inserted] = await tx
        .insert(serviceImages)
        .values({ serviceId, position, url, alt })
        .returning(imageColumns);
      return inserted!;
    });
    catalog.invalidate();
    return image;
  } catch (error) {
    await removeFiles(filesOf(dataDir, url));
    throw error;
  }
}

const imageLimit = () => conflict("imageLimit", { field: "file", params: { max: MAX_IMAGES } });

/** The alt text a screen reader says for the photo. */
export async function setImageAlt(
  ctx: OperatorContext,
  input: { serviceId: number; imageId: number; alt: string },
): Promise<OperatorImage> {
  const { db, catalog } = ctx.services;
  const { serviceId, imageId, alt } = input;
  const image = await db.transaction(async (tx) => {
    await lockOwnService(tx, ctx.actor, serviceId);
    const [updated] = await tx
      .update(serviceImages)
      .set({ alt })
      .where(and(eq(serviceImages.id, imageId), eq(serviceImages.serviceId, serviceId)))
      .returning(imageColumns);
    if (!updated) throw notFound("imageNotFound");
    return updated;
  });
  catalog.invalidate();
  return image;
}

/** Puts the photos in the given order (the first is the cover); the list names each photo once. */
export async function reorderImages(
  ctx: OperatorContext,
  input: { serviceId: number; ids: number[] },
): Promise<OperatorImage[]> {
  const { db, catalog } = ctx.services;
  const { serviceId, ids } = input;
  const images = await db.transaction(async (tx) => {
    await lockOwnService(tx, ctx.actor, serviceId);
    const current = await tx
      .select({ id: serviceImages.id })
      .from(serviceImages)
      .where(eq(serviceImages.serviceId, serviceId));
    const known = new Set(current.map((image) => image.id));
    const unknown = ids.findIndex((id) => !known.has(id));
    if (unknown >= 0) throw notFound("imageNotFound");
    if (new Set(ids).size !== ids.length || ids.length !== current.length)
      throw badRequest("invalid", { field: "ids" });
    // Out of the way first: (service, position) is unique at every step.
    for (const [i, id] of ids.entries())
      await tx
        .update(serviceImages)
        .set({ position: -(i + 1) })
        .where(eq(serviceImages.id, id));
    for (const [i, id] of ids.entries())
      await tx
        .update(serviceImages)
        .set({ position: i + 1 })
        .where(eq(serviceImages.id, id));
    return photosOf(tx, serviceId);
  });
  catalog.invalidate();
  return images;
}

/** Removes a photo; an uploaded one's files go too (the seeded pictures stay in the build). */
export async function deleteImage(
  ctx: OperatorContext,
  input: { serviceId: number; imageId: number },
): Promise<{ deleted: number }> {
  const { db, catalog, env } = ctx.services;
  const { serviceId, imageId } = input;
  const removed = await db.transaction(async (tx) => {
    await lockOwnService(tx, ctx.actor, serviceId);
    const [row] = await tx
      .delete(serviceImages)
      .where(and(eq(serviceImages.id, imageId), eq(serviceImages.serviceId, serviceId)))
      .returning({ url: serviceImages.url });
    if (!row) throw notFound("imageNotFound");
    return row;
  });
  catalog.invalidate();
  await removeFiles(filesOf(env.dataDir, removed.url));
  return { deleted: imageId };
}

const uploadedName = /^\/images\/uploads\/services\/\d+\/[0-9a-f]{16}(-640)?\.(webp|avif)$/;

/**
 * Serves the uploaded photos (GET and HEAD) from DATA_DIR/uploads; anything else under
 * /images/uploads is a plain 404. The year-long cache header is the /images/* middleware's.
 */
export function uploadedImages(dataDir: string): MiddlewareHandler {
  const root = uploadsRoot(dataDir);
  mkdirSync(root, { recursive: true });
  const serve = serveStatic({ root, rewriteRequestPath: (file) => file.slice(UPLOADS_URL.length) });
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    if (uploadedName.test(c.req.path)) {
      const response = await serve(c, async () => undefined);
      if (response) return response;
    }
    return c.body(null, 404);
  };
}
