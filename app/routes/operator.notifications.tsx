import { consoleTitle } from "../features/operator/page-title.ts";
import { NotificationList } from "../features/notifications/notification-list.tsx";
import { settle } from "../lib/client-action.ts";
import { privatePage } from "../lib/seo.ts";
import { useRouteMessages } from "../lib/use-messages.ts";
import type { Route } from "./+types/operator.notifications";
import { loadNotifications, notificationsAction } from "./notifications.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return privatePage(consoleTitle(loaderData?.meta.title, matches));
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

/** The member's notifications in the console: new requests, reminders, guests' messages. */
export default function OperatorNotifications({ loaderData }: Route.ComponentProps) {
  useRouteMessages("notifications", loaderData.messages);
  const { items, total, unread, now, moreHref } = loaderData;
  return <NotificationList items={items} total={total} unread={unread} now={now} moreHref={moreHref} />;
}
