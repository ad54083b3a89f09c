import type { RouterContextProvider } from "react-router";
import { data, redirect } from "react-router";
import { z } from "zod";
import { formInput } from "../../core/form-input.ts";
import { idParamSchema } from "../../core/schemas.ts";
import {
  imageAltSchema,
  imageOrderForm,
  imageOrderSchema,
  imageUploadSchema,
  instantConfirmationForm,
  instantConfirmationSchema,
  serviceEditForm,
  serviceEditSchema,
  serviceStatusSchema,
} from "../../core/service-editor.ts";
import { pricingFormSchema } from "../../core/pricing-form.ts";
import { validate } from "../../core/validation.ts";
import {
  addServiceImage,
  deleteImage,
  readUploadForm,
  reorderImages,
  setImageAlt,
} from "../../server/modules/operator/images.ts";
import { saveServicePricing, serviceForPricing } from "../../server/modules/operator/pricing.ts";
import { listOwnServices, serviceForEditing } from "../../server/modules/operator/service-view.ts";
import {
  createService,
  setInstantConfirmation,
  setServiceStatus,
  updateService,
} from "../../server/modules/operator/services.ts";
import { act, orPageNotFound, parseInput, readInput } from "../lib/action.server.ts";
import { operatorAreaContext } from "../lib/guards.server.ts";
import { requestLanguage } from "../lib/i18n.server.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import { serviceEditorIntents } from "./operator.intents.ts";

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
  const ctx = operatorAreaContext(context);
  const { messages, meta } = pageMessages(request, "serviceEditor");
  return { messages, meta, services: await listOwnServices(ctx, { lang: requestLanguage(request) }) };
}

/** The editor: one of the supplier's services, or none for a new one (404 for anyone else's). */
export async function loadServiceEditor(request: Request, context: Context, param?: string) {
  const ctx = operatorAreaContext(context);
  const { messages, meta } = pageMessages(request, "serviceEditor");
  const words = messages as { editor?: { newTitle?: string } };
  // The price book is edited once the service exists.
  const pricingMessages = pageMessages(request, "pricingEditor").messages;
  if (param === undefined) {
    const title = words.editor?.newTitle ?? meta.title;
    return { messages, pricingMessages, meta: { ...meta, title }, service: null, pricing: null };
  }
  const serviceId = serviceIdOf(param);
  const service = await orPageNotFound(serviceForEditing(ctx, { serviceId }));
  const pricing = await serviceForPricing(ctx, { serviceId });
  return { messages, pricingMessages, meta: { ...meta, title: service.content.en.title }, service, pricing };
}

const imageRef = z.object({ imageId: idParamSchema });

/** A new service: saved as a draft, then edited on its own page. */
export async function newServiceAction(request: Request, context: Context) {
  return act(async () => {
    const ctx = operatorAreaContext(context);
    const { intent: _intent, ...input } = await readInput(request);
    const created = await createService(
      ctx,
      parseInput(serviceEditSchema, formInput(input, serviceEditForm)),
    );
    throw redirect(`/operator/services/${created.id}`);
  });
}

/**
 * The editor's changes, by intent: save every field, publish or deactivate, instant confirmation,
 * a photo's alt text, the photos' order, a photo removed, the price book, or (a multipart form) a
 * photo uploaded.
 */
export async function serviceEditorAction(request: Request, context: Context, param: string | undefined) {
  return act(async () => {
    const ctx = operatorAreaContext(context);
    const serviceId = serviceIdOf(param);
    if (request.headers.get("content-type")?.toLowerCase().startsWith("multipart/form-data")) {
      const { file, ...fields } = await readUploadForm(request);
      const { alt } = parseInput(imageUploadSchema, fields);
      const image = await addServiceImage(ctx, { serviceId, file, alt });
      return { intent: "upload" as const, image };
    }
    const { intent: rawIntent, ...input } = await readInput(request);
    const intent = parseInput(z.enum(serviceEditorIntents), rawIntent);
    switch (intent) {
      case "save":
        await updateService(ctx, {
          serviceId,
          ...parseInput(serviceEditSchema, formInput(input, serviceEditForm)),
        });
        break;
      case "status":
        await setServiceStatus(ctx, { serviceId, ...parseInput(serviceStatusSchema, input) });
        break;
      case "instant":
        await setInstantConfirmation(ctx, {
          serviceId,
          ...parseInput(instantConfirmationSchema, formInput(input, instantConfirmationForm)),
        });
        break;
      case "alt": {
        const { imageId, ...rest } = input;
        const ref = parseInput(imageRef, { imageId });
        await setImageAlt(ctx, { serviceId, ...ref, ...parseInput(imageAltSchema, rest) });
        break;
      }
      case "order":
        await reorderImages(ctx, {
          serviceId,
          ...parseInput(imageOrderSchema, formInput(input, imageOrderForm)),
        });
        break;
      case "deleteImage":
        await deleteImage(ctx, { serviceId, ...parseInput(imageRef, input) });
        break;
      case "pricing":
        await saveServicePricing(ctx, { serviceId, ...parseInput(pricingFormSchema, formInput(input)) });
        break;
    }
    return { intent };
  });
}
