import { consoleTitle } from "../features/operator/page-title.ts";
import { NotificationsPage } from "../features/notifications/notifications-page.tsx";
import { settle } from "../lib/client-action.ts";
import { privatePage } from "../lib/seo.ts";
import type { Route } from "./+types/operator.notifications";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return privatePage(consoleTitle(loaderData?.meta.title, matches));
}

export { loader, action } from "./notifications.server.ts";

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settle(serverAction);
}

/** The member's notifications in the console: new requests, reminders, guests' messages. */
export default function OperatorNotifications({ loaderData }: Route.ComponentProps) {
  return <NotificationsPage {...loaderData} />;
}
