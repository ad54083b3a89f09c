import type { RouterContextProvider } from "react-router";
import { idParamSchema } from "../../core/schemas.ts";
import { getAvailability } from "../../server/modules/availability/availability.ts";
import { getServiceDetail } from "../../server/modules/catalog/catalog.ts";
import { appServices } from "../lib/session.server.ts";

export async function loadService(context: Readonly<RouterContextProvider>, rawId: string | undefined) {
  const id = idParamSchema.safeParse(rawId);
  if (!id.success) return null;
  const { catalog, db, now } = appServices(context);
  const summary = (await catalog.get()).find((s) => s.id === id.data);
  if (!summary) return null;
  const [detail, availability] = await Promise.all([getServiceDetail(db, summary), getAvailability(db, id.data, now())]);
  return { ...detail, availability };
}
