import { NotificationList } from "../features/notifications/notification-list.tsx";
import { settle } from "../lib/client-action.ts";
import { privatePage } from "../lib/seo.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/dashboard.notifications";
import { loadNotifications, notificationsAction } from "./notifications.server.ts";

/** Its own title; signed out (no loader of ours ran), the dashboard's. */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (loaderData) return privatePage(loaderData.meta.title);
  return matches.find((match) => match?.id === "routes/dashboard")?.meta ?? [];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadNotifications(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return notificationsAction(request, context);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

/** The traveller's notifications: what the bell counts. */
export default function DashboardNotifications({ loaderData }: Route.ComponentProps) {
  useRouteMessages("notifications", loaderData.messages);
  const { items, total, unread, now, moreHref } = loaderData;
  return <NotificationList items={items} total={total} unread={unread} now={now} moreHref={moreHref} />;
}
