import type { RouterContextProvider } from "react-router";
import { data, redirect } from "react-router";
import { z } from "zod";
import { idParamSchema } from "../../core/schemas.ts";
import {
  imageAltSchema,
  imageOrderSchema,
  imageUploadSchema,
  instantConfirmationSchema,
  serviceEditSchema,
  serviceStatusSchema,
} from "../../core/service-editor.ts";
import { validate } from "../../core/validation.ts";
import {
  addServiceImage,
  deleteImage,
  readUploadForm,
  reorderImages,
  setImageAlt,
} from "../../server/modules/operator/images.ts";
import { listOwnServices, serviceForEditing } from "../../server/modules/operator/service-view.ts";
import {
  createService,
  setInstantConfirmation,
  setServiceStatus,
  updateService,
} from "../../server/modules/operator/services.ts";
import { act, orPageNotFound, parseInput, readInput } from "../lib/action.server.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import { serviceEditorIntents } from "./operator.intents.ts";
import { operator } from "./operator.server.ts";

// The console's services: the list, the editor of one (or of a new one), and the editor's changes.
// Each change calls the module function its /api/operator/services route calls, after the same schema.

type Context = Readonly<RouterContextProvider>;

/** A service id from the address; anything else is a page that does not exist. */
function serviceIdOf(param: string | undefined): number {
  const parsed = validate(idParamSchema, param);
  if (!parsed.ok) throw data(null, { status: 404 });
  return parsed.data;
}

export async function loadServiceList(request: Request, context: Context) {
  const { scope, db, now } = operator(context);
  const { messages, meta } = pageMessages(request, "serviceEditor");
  return { messages, meta, services: await listOwnServices(db, scope, now()) };
}

/** The editor: one of the supplier's services, or none for a new one (404 for anyone else's). */
export async function loadServiceEditor(request: Request, context: Context, param?: string) {
  const { scope, db } = operator(context);
  const { messages, meta } = pageMessages(request, "serviceEditor");
  const words = messages as { editor?: { newTitle?: string } };
  if (param === undefined) {
    return { messages, meta: { ...meta, title: words.editor?.newTitle ?? meta.title }, service: null };
  }
  const service = await orPageNotFound(serviceForEditing(db, scope, serviceIdOf(param)));
  return { messages, meta: { ...meta, title: service.content.en.title }, service };
}

const imageRef = z.object({ imageId: idParamSchema });

/** A new service: saved as a draft, then edited on its own page. */
export async function newServiceAction(request: Request, context: Context) {
  return act(async () => {
    const { scope, db } = operator(context);
    const { intent: _intent, ...input } = await readInput(request);
    const created = await createService(db, scope, parseInput(serviceEditSchema, input));
    throw redirect(`/operator/services/${created.id}`);
  });
}

/**
 * The editor's changes, by intent: save every field, publish or deactivate, instant confirmation,
 * a photo's alt text, the photos' order, a photo removed, or (a multipart form) a photo uploaded.
 */
export async function serviceEditorAction(request: Request, context: Context, param: string | undefined) {
  return act(async () => {
    const { scope, db, catalog, env } = operator(context);
    const id = serviceIdOf(param);
    if (request.headers.get("content-type")?.toLowerCase().startsWith("multipart/form-data")) {
      const { file, ...fields } = await readUploadForm(request);
      const { alt } = parseInput(imageUploadSchema, fields);
      const image = await addServiceImage(db, catalog, scope, env.dataDir, id, { file, alt });
      return { intent: "upload" as const, image };
    }
    const { intent: rawIntent, ...input } = await readInput(request);
    const intent = parseInput(z.enum(serviceEditorIntents), rawIntent);
    switch (intent) {
      case "save":
        await updateService(db, catalog, scope, id, parseInput(serviceEditSchema, input));
        break;
      case "status":
        await setServiceStatus(db, catalog, scope, id, parseInput(serviceStatusSchema, input).status);
        break;
      case "instant": {
        const { instantConfirmation } = parseInput(instantConfirmationSchema, input);
        await setInstantConfirmation(db, catalog, scope, id, instantConfirmation);
        break;
      }
      case "alt": {
        const { imageId, ...rest } = input;
        const ref = parseInput(imageRef, { imageId });
        await setImageAlt(db, catalog, scope, id, ref.imageId, parseInput(imageAltSchema, rest).alt);
        break;
      }
      case "order":
        await reorderImages(db, catalog, scope, id, parseInput(imageOrderSchema, input).ids);
        break;
      case "deleteImage":
        await deleteImage(db, catalog, scope, env.dataDir, id, parseInput(imageRef, input).imageId);
        break;
    }
    return { intent };
  });
}
