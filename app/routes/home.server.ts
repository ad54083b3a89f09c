import type { RouterContextProvider } from "react-router";
import { serviceCards } from "../lib/catalog.server.ts";
import { pageMessages } from "../lib/page-messages.server.ts";

export const HOME_PREVIEW = 6;

export async function loadHome(request: Request, context: Readonly<RouterContextProvider>) {
  const { items, total } = await serviceCards(context, { pageSize: HOME_PREVIEW });
  return { ...pageMessages(request, "home"), total, preview: items };
}
