import type { RouterContextProvider } from "react-router";
import { idParamSchema } from "../../core/schemas.ts";
import { AppError } from "../../server/errors.ts";
import { serviceDetail } from "../../server/modules/catalog/browse.ts";
import { visitorContext } from "../lib/guards.server.ts";
import { requestLanguage } from "../lib/i18n.server.ts";

/**
 * The service in the request's language, at once; its 90 days of availability as a promise, so the
 * page is sent before the seats are counted and the calendar streams in after. Null: no such service.
 */
export async function loadService(
  context: Readonly<RouterContextProvider>,
  request: Request,
  rawId: string | undefined,
) {
  const id = idParamSchema.safeParse(rawId);
  if (!id.success) return null;
  const input = { serviceId: id.data, lang: requestLanguage(request) };
  return serviceDetail(visitorContext(context), input).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });
}
