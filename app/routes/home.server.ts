import type { RouterContextProvider } from "react-router";
import { queryCatalog } from "../../server/modules/catalog/catalog.ts";
import { appServices } from "../lib/session.server.ts";

export async function listServices(context: Readonly<RouterContextProvider>) {
  const catalog = await appServices(context).catalog.get();
  return queryCatalog(catalog, { sort: "rating", page: 1, pageSize: 50 }).items;
}
