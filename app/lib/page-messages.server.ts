import { messages, requestLanguage } from "./i18n.server.ts";
import type { Messages } from "./i18n.ts";

/** A page's own namespace and its translated title and description. */
export function pageMessages(request: Request, namespace: string) {
  const page = messages(requestLanguage(request), namespace) as Messages & {
    meta: { title: string; description: string };
  };
  return { messages: page as Messages, meta: page.meta };
}
