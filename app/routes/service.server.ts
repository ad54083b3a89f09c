import type { RouterContextProvider } from "react-router";
import { idParamSchema } from "../../core/schemas.ts";
import { getAvailability } from "../../server/modules/availability/availability.ts";
import { toDetail } from "../../server/modules/catalog/catalog.ts";
import { appServices } from "../lib/session.server.ts";

export async function loadService(context: Readonly<RouterContextProvider>, rawId: string | undefined) {
  const id = idParamSchema.safeParse(rawId);
  if (!id.success) return null;
  const { catalog, db, now } = appServices(context);
  const service = (await catalog.byId()).get(id.data);
  if (!service) return null;
  return { ...toDetail(service), availability: await getAvailability(db, service, now()) };
}
