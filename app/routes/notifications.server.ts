import { redirect, type RouterContextProvider } from "react-router";
import { NOTIFICATIONS_MAX_SHOWN, NOTIFICATIONS_PAGE, notificationIdSchema } from "../../core/inbox.ts";
import { validate } from "../../core/validation.ts";
import { listNotifications, markRead, openNotification } from "../../server/modules/notifications/inbox.ts";
import { act, intentInput, parseInput } from "../lib/action.server.ts";
import { areaContext } from "../lib/guards.server.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import { notificationsIntents } from "./notifications.intents.ts";

// The in-app list, in the dashboard and in the console alike: the signed-in user's own entries (the
// layout's middleware has put the user in the context). One list: a member of a supplier's team sees
// the same entries in both places, as the bell counts them. Both routes export this loader and this
// action as their own.

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** How many entries the page shows: ?shown= grows by a page with "Show more" (a bad value: the first page). */
function shownFrom(url: URL): number {
  const asked = validate(notificationIdSchema, url.searchParams.get("shown") ?? undefined);
  if (!asked.ok) return NOTIFICATIONS_PAGE;
  return Math.min(NOTIFICATIONS_MAX_SHOWN, Math.max(NOTIFICATIONS_PAGE, asked.data));
}

export async function loader({ request, context }: Args) {
  const ctx = areaContext(context);
  const { messages, meta } = pageMessages(request, "notifications");
  const url = new URL(request.url);
  const shown = shownFrom(url);
  const list = await listNotifications(ctx, { offset: 0, limit: shown });
  const more = list.total > list.items.length && shown < NOTIFICATIONS_MAX_SHOWN;
  return {
    messages,
    meta,
    ...list,
    now: ctx.now.toISOString(),
    moreHref: more
      ? `${url.pathname}?shown=${Math.min(NOTIFICATIONS_MAX_SHOWN, shown + NOTIFICATIONS_PAGE)}`
      : null,
  };
}

/**
 * "Mark all as read", one entry read (opened in another tab, or one without a page), or one entry
 * followed: marked read, then the answer is a redirect to its page (the list itself when it has none).
 */
export async function action({ request, context }: Args) {
  return act(async () => {
    const ctx = areaContext(context);
    const { intent, input } = await intentInput(request, notificationsIntents);
    if (intent === "readAll") return { intent, ...(await markRead(ctx, { all: true })) };
    const id = parseInput(notificationIdSchema, input.id);
    if (intent === "read") return { intent, ...(await markRead(ctx, { ids: [id] })) };
    const { href } = await openNotification(ctx, { id });
    throw redirect(href ?? new URL(request.url).pathname);
  });
}
