import type { RouterContextProvider } from "react-router";
import { idParamSchema } from "../../core/schemas.ts";
import { toDetail } from "../../server/modules/catalog/catalog.ts";
import { requestLanguage } from "../lib/i18n.server.ts";
import { appServices } from "../lib/session.server.ts";

/**
 * The service in the request's language, at once; its 90 days of availability as a promise, so the
 * page is sent before the seats are counted and the calendar streams in after.
 */
export async function loadService(
  context: Readonly<RouterContextProvider>,
  request: Request,
  rawId: string | undefined,
) {
  const id = idParamSchema.safeParse(rawId);
  if (!id.success) return null;
  const { catalog, availability, now } = appServices(context);
  const service = (await catalog.byId(requestLanguage(request))).get(id.data);
  if (!service) return null;
  return { service: toDetail(service), availability: availability.get(service, now()) };
}
